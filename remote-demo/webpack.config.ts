import { createFrontEndConfig } from '../scripts/webpack/create-config';

export default createFrontEndConfig({ name: 'demo', packageDir: __dirname, title: 'remote-demo (standalone)' });
