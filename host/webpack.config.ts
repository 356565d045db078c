import { createFrontEndConfig } from '../scripts/webpack/create-config';
import en from './src/locales/en';

export default createFrontEndConfig({
  name: 'host',
  packageDir: __dirname,
  title: 'Bếp Nhà — Vietnamese restaurant',
  // The notice of a remote that failed before the app started (early-remote-notice.ts) is in the page itself, in the
  // language every visit starts in (English, the customizer's default): it must show before any script has loaded.
  htmlTemplateParameters: { earlyNotice: en.remoteUnavailable },
});
