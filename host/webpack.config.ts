import { createFrontEndConfig } from '../scripts/webpack/create-config';
import { FONT_STACKS } from '../shared/src/system/typeface';
import en from './src/locales/en';

export default createFrontEndConfig({
  name: 'host',
  packageDir: __dirname,
  title: 'Bếp Nhà — Vietnamese restaurant',
  // The notice of a remote that failed before the app started (early-remote-notice.ts) is in the page itself, in the
  // default language (English): it must show before any script has loaded. A first visit in another language (the
  // browser's, issue 60) still gets this one notice in English: the static page is the same for every language.
  // The static shell draws in the theme's typeface, so React's first render changes no glyph.
  htmlTemplateParameters: { earlyNotice: en.remoteUnavailable, fontStack: FONT_STACKS.body },
});
