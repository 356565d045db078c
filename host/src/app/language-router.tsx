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
 *
 * The router's new location and its new basename must be rendered together: apart, one render would match the new
 * address under the old prefix (`/fr/landing/homepage` under `/`: an unknown page, sent to the not-found page) or
 * match nothing and unmount the page. React renders each transition on its own, and the browser runs microtasks
 * (where React starts its renders) between two listeners of one `popstate`, so the router's listener and ours would
 * start two. So when the language changes, the router hears of the address from us alone, inside the transition
 * that sets its basename: the browser's own `popstate` stops here (a capturing listener on `window` runs first) and
 * is dispatched again in that transition, as a link of another language would be followed.
 */
export function LanguageRouter({ children }: { children: ReactNode }) {
  const [basename, setBasename] = useState(() => basenameOf(window.location.pathname));

  useEffect(() => {
    let shown = basenameOf(window.location.pathname);
    /** Renders the address, already in the history, with its language's basename: one transition for both. */
    const followAddress = (state: unknown) => {
      shown = basenameOf(window.location.pathname);
      startTransition(() => {
        setBasename(shown);
        window.dispatchEvent(new PopStateEvent('popstate', { state }));
      });
      const { language } = splitLanguagePath(window.location.pathname);
      const customizer = useCustomizerStore.getState();
      if (customizer.language !== language) customizer.setLanguage(language);
    };
    const onPopState = (event: PopStateEvent) => {
      // ours (dispatched above), or a move within the language: the router's alone
      if (!event.isTrusted || basenameOf(window.location.pathname) === shown) return;
      event.stopImmediatePropagation();
      followAddress(event.state);
    };
    window.addEventListener('popstate', onPopState, { capture: true });
    const unsubscribe = useCustomizerStore.subscribe((state, previous) => {
      if (state.language === previous.language) return;
      rememberLanguage(state.language);
      const { language, path } = splitLanguagePath(window.location.pathname);
      if (language === state.language) return;
      const { search, hash } = window.location;
      window.history.pushState(window.history.state, '', `${localizedPath(state.language, path)}${search}${hash}`);
      followAddress(window.history.state);
    });
    return () => {
      window.removeEventListener('popstate', onPopState, { capture: true });
      unsubscribe();
    };
  }, []);

  return <BrowserRouter basename={basename}>{children}</BrowserRouter>;
}
