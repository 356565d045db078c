import { createContext, useContext } from 'react';

/**
 * The language tag the tree below is shown in, when a provider gives one (AppThemeProvider: the customizer's
 * language, deferred). The translation hooks render in it instead of following i18next's `languageChanged`:
 * react-i18next re-renders on that event through useSyncExternalStore, an update React cannot slice, so every
 * translated component of the page re-rendered in one blocking task once the new language's texts were in (about
 * 0.8 s at 4x CPU on the homepage). Given as a deferred value, the new language reaches the page in a render React
 * interrupts for the diner's next input, and the page keeps the old language until the new texts are in.
 */
export const DisplayLanguageContext = createContext<string | null>(null);

/** The display language's tag, or null outside a provider (the hooks then follow i18next's language). */
export function useDisplayLanguage(): string | null {
  return useContext(DisplayLanguageContext);
}
