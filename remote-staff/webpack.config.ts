import { createFrontEndConfig } from '../scripts/webpack/create-config';

export default createFrontEndConfig({ name: 'staff', packageDir: __dirname, title: 'remote-staff (standalone)' });
