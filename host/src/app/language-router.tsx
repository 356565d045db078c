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

/** The basename the router was last given; what a move in the history is compared with. */
let shownBasename = typeof window === 'undefined' ? '/' : basenameOf(window.location.pathname);
/** Renders an address already in the history with its language's basename (set by the mounted `LanguageRouter`). */
let followAddress: ((state: unknown) => void) | null = null;

// Registered when the app's modules are evaluated, so before the router's own listener: a window's listeners of an
// event run in the order they were added, and React renders a transition started in a `popstate` listener at once,
// in the microtask after that listener, before the next one runs. A move in the history to another language's
// address stops here and reaches the router from `followAddress`, in the transition that changes its basename.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => {
    // ours (dispatched by `followAddress`), or a move within the language: the router's alone
    if (!event.isTrusted || followAddress === null || basenameOf(window.location.pathname) === shownBasename) return;
    event.stopImmediatePropagation();
    followAddress(event.state);
  });
}

/**
 * The browser's router, under the prefix of the language the address names (`/fr/landing/food`: basename `/fr`), so
 * every link and `navigate` of the host and the remotes keeps the language with the paths they write (`paths`).
 * The address and the customizer's language follow each other:
 * - a language chosen in the customizer is remembered (`rememberLanguage`) and moves to that language's URL, pushed
 *   onto the history (no reload);
 * - Back or Forward to another language's URL switches the customizer to it.
 *
 * The router's new location and its new basename are rendered together: apart, one render would match the new
 * address under the old prefix (`/fr/landing/homepage` under `/`: an unknown page, sent to the not-found page) or
 * match nothing and unmount the page. So when the language changes, the router hears of the address from
 * `followAddress` alone, which dispatches a `popstate` of its own inside the transition that sets the basename.
 */
export function LanguageRouter({ children }: { children: ReactNode }) {
  const [basename, setBasename] = useState(() => basenameOf(window.location.pathname));

  useEffect(() => {
    const follow = (state: unknown) => {
      shownBasename = basenameOf(window.location.pathname);
      startTransition(() => {
        setBasename(shownBasename);
        window.dispatchEvent(new PopStateEvent('popstate', { state }));
      });
      const { language } = splitLanguagePath(window.location.pathname);
      const customizer = useCustomizerStore.getState();
      if (customizer.language !== language) customizer.setLanguage(language);
    };
    shownBasename = basenameOf(window.location.pathname);
    followAddress = follow;
    const unsubscribe = useCustomizerStore.subscribe((state, previous) => {
      if (state.language === previous.language) return;
      rememberLanguage(state.language);
      const { language, path } = splitLanguagePath(window.location.pathname);
      if (language === state.language) return;
      const { search, hash } = window.location;
      window.history.pushState(window.history.state, '', `${localizedPath(state.language, path)}${search}${hash}`);
      follow(window.history.state);
    });
    return () => {
      if (followAddress === follow) followAddress = null;
      unsubscribe();
    };
  }, []);

  return <BrowserRouter basename={basename}>{children}</BrowserRouter>;
}
