import { createFrontEndConfig } from '../scripts/webpack/create-config';

export default createFrontEndConfig({ name: 'auth', packageDir: __dirname, title: 'remote-auth (standalone)' });
