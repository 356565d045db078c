import { startTransition, useEffect, useState, type ReactNode } from 'react';
import {
  languagePrefix,
  localizedPath,
  rememberLanguage,
  splitLanguagePath,
  useCustomizerStore,
} from '@restaurant/shared';
import { BrowserRouter } from '@restaurant/shared/router';

/** The router's basename for the language the address names: `/fr`, or `/` for an unprefixed (English) URL. */
function basenameOf(pathname: string): string {
  return languagePrefix(splitLanguagePath(pathname).language) || '/';
}

/**
 * The browser's router, under the prefix of the language the address names (`/fr/landing/food`: basename `/fr`), so
 * every link and `navigate` of the host and the remotes keeps the language with the paths they write (`paths`).
 * The address and the customizer's language follow each other:
 * - a language chosen in the customizer is remembered (`rememberLanguage`) and moves to that language's URL, pushed
 *   onto the history (no reload);
 * - Back or Forward to another language's URL switches the customizer to it.
 * The router learns of a URL it did not push itself the way it learns of Back and Forward (a `popstate`), in the same
 * transition as its new basename, so it never renders one language's address under the other's prefix.
 */
export function LanguageRouter({ children }: { children: ReactNode }) {
  const [basename, setBasename] = useState(() => basenameOf(window.location.pathname));

  useEffect(() => {
    const followAddress = () => {
      const { language } = splitLanguagePath(window.location.pathname);
      startTransition(() => setBasename(basenameOf(window.location.pathname)));
      const customizer = useCustomizerStore.getState();
      if (customizer.language !== language) customizer.setLanguage(language);
    };
    window.addEventListener('popstate', followAddress);
    const unsubscribe = useCustomizerStore.subscribe((state, previous) => {
      if (state.language === previous.language) return;
      rememberLanguage(state.language);
      const { language, path } = splitLanguagePath(window.location.pathname);
      if (language === state.language) return;
      const { search, hash } = window.location;
      window.history.pushState(window.history.state, '', `${localizedPath(state.language, path)}${search}${hash}`);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    return () => {
      window.removeEventListener('popstate', followAddress);
      unsubscribe();
    };
  }, []);

  return <BrowserRouter basename={basename}>{children}</BrowserRouter>;
}
