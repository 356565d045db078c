import { createFrontEndConfig } from '../scripts/webpack/create-config';

export default createFrontEndConfig({ name: 'host', packageDir: __dirname, title: 'Bếp Nhà — Vietnamese restaurant' });
