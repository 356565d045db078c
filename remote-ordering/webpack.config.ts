import { createFrontEndConfig } from '../scripts/webpack/create-config';

export default createFrontEndConfig({ name: 'ordering', packageDir: __dirname, title: 'remote-ordering (standalone)' });
