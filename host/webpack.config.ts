import { createFrontEndConfig } from '../scripts/webpack/create-config';
import { languagePrefix } from '../shared/src/i18n/language-path';
import { REMEMBERED_LANGUAGE_KEY } from '../shared/src/i18n/remembered-language';
import { DEFAULT_CUSTOMIZER, LANGUAGES } from '../shared/src/stores/customizer-store';
import { documentThemeOf } from '../shared/src/system/document-theme';
import { FONT_STACKS } from '../shared/src/system/typeface';
import en from './src/locales/en';

const documentTheme = documentThemeOf(DEFAULT_CUSTOMIZER);

export default createFrontEndConfig({
  name: 'host',
  packageDir: __dirname,
  title: 'Bếp Nhà — Vietnamese restaurant',
  // The notice of a remote that failed before the app started (early-remote-notice.ts) is in the page itself, in the
  // default language (English): it must show before any script has loaded. A first visit in another language (the
  // browser's, issue 60) still gets this one notice in English: the static page is the same for every language.
  // The static shell draws in the theme's typeface, so React's first render changes no glyph.
  // The page's first script knows each language's URL prefix (`/fr`; none for English) and where the visitor's choice
  // is remembered, to take a returning visitor to their language's URL before anything is drawn.
  // <html> arrives with the customizer's defaults as the app sets them (app-theme-provider.tsx): for a visitor on
  // the defaults the app writes nothing there as it starts, which would restyle the whole page.
  htmlTemplateParameters: {
    documentTheme,
    documentStyle: Object.entries(documentTheme.style)
      .map(([property, value]) => `${property}: ${value}`)
      .join('; '),
    earlyNotice: en.remoteUnavailable,
    fontStack: FONT_STACKS.body,
    languagePrefixes: JSON.stringify(
      Object.fromEntries(LANGUAGES.map((language) => [language, languagePrefix(language)])),
    ),
    rememberedLanguageKey: JSON.stringify(REMEMBERED_LANGUAGE_KEY),
  },
});
