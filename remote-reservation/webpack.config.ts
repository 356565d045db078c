import { createFrontEndConfig } from '../scripts/webpack/create-config';

export default createFrontEndConfig({
  name: 'reservation',
  packageDir: __dirname,
  title: 'remote-reservation (standalone)',
});
