import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { memo, useContext, useDeferredValue, useEffect, type ReactNode } from 'react';
import {
  directionOf,
  DisplayLanguageContext,
  I18nContext,
  isRtlLanguage,
  languageTag,
  productLanguage,
  useCustomizerStore,
} from '@restaurant/shared';
import { documentThemeOf } from './document-theme';
import { loadLanguageTypeface } from './language-typeface';
import { chakraLocale } from './locale';
import { appSystem } from './system';

/**
 * Mirrors the customizer on <html>, where the global CSS (palette, dark class, card shadow, radius) reads it, and
 * brings the faces of the customizer's language when the page does not declare them (Chinese).
 */
function useDocumentTheme(): void {
  const theme = useCustomizerStore((state) => state.theme);
  const mode = useCustomizerStore((state) => state.mode);
  const direction = useCustomizerStore((state) => state.direction);
  const cardShadow = useCustomizerStore((state) => state.cardShadow);
  const borderRadius = useCustomizerStore((state) => state.borderRadius);
  const language = useCustomizerStore((state) => state.language);

  // As soon as the language is chosen, before the page re-renders in it: its glyphs download meanwhile.
  useEffect(() => loadLanguageTypeface(language), [language]);

  useEffect(() => {
    // Only what differs is written: the page arrives with the default settings on <html> (host/src/index.html), and
    // writing an attribute or style there, even the value it holds, had the browser restyle and lay out the whole
    // page as the app started (seen in a trace: `lang` set again re-matched every element).
    const root = document.documentElement;
    const { className, attributes, style } = documentThemeOf({ theme, mode, cardShadow, borderRadius });
    root.classList.toggle('dark', className === 'dark');
    root.classList.toggle('light', className !== 'dark');
    const written: Array<[string, string]> = [...Object.entries(attributes), ['dir', direction]];
    for (const [name, value] of written) {
      if (root.getAttribute(name) !== value) root.setAttribute(name, value);
    }
    for (const [property, value] of Object.entries(style)) {
      if (root.style.getPropertyValue(property) !== value) root.style.setProperty(property, value);
    }
  }, [theme, mode, direction, cardShadow, borderRadius]);
}

export interface AppThemeProviderProps {
  children: ReactNode;
}

interface ChakraRootProps {
  locale: string;
  /** The i18next tag of the language the texts are shown in. */
  displayLanguage: string;
  children: ReactNode;
}

/**
 * Chakra's system and locale, and the display language, around the app, rendered again only when the locale or the
 * language changes: Ark's LocaleProvider gives its consumers (every Ark component) a new context object each time it
 * renders, so rendering it again for another colour theme or mode re-rendered the whole page within the click that
 * chose it.
 */
const ChakraRoot = memo(function ChakraRoot({ locale, displayLanguage, children }: ChakraRootProps) {
  return (
    <ChakraProvider value={appSystem()}>
      <LocaleProvider locale={locale}>
        <DisplayLanguageContext.Provider value={displayLanguage}>{children}</DisplayLanguageContext.Provider>
      </LocaleProvider>
    </ChakraProvider>
  );
});

/**
 * Chakra's one system + the customizer's colour theme, mode, radius, card shadow and direction, and the language the
 * page's texts are shown in (`DisplayLanguageContext`, which the translation hooks render in).
 */
export function AppThemeProvider({ children }: AppThemeProviderProps) {
  useDocumentTheme();
  // A server render gives its tree its own i18next instance (I18nextProvider): its language, never the process-wide
  // customizer's, which concurrent renders in other languages share. In the browser the customizer decides.
  const requestI18n = useContext(I18nContext)?.i18n;
  // Deferred: a new locale and language re-render every component on the page, which the click that chose it must not
  // wait for. The choice shows at once; the page follows in a render React can interrupt, which waits (showing the old
  // language) until the new language's texts are in.
  const customizerLanguage = useDeferredValue(useCustomizerStore((state) => state.language));
  const customizerDirection = useDeferredValue(useCustomizerStore((state) => state.direction));
  const language = requestI18n ? productLanguage(requestI18n.language) : customizerLanguage;
  const direction = requestI18n ? directionOf(language) : customizerDirection;
  return (
    <ChakraRoot
      locale={chakraLocale(language, direction, isRtlLanguage(language))}
      displayLanguage={languageTag(language)}
    >
      {children}
    </ChakraRoot>
  );
}
