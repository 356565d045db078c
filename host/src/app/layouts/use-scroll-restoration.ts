import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@restaurant/shared/router';

/** Where the diner left each history entry (React Router's `location.key`), for back and forward. */
const positions = new Map<string, number>();

/**
 * How long a restore waits for a page to grow tall enough (its part and data arriving) before giving up: the diner
 * scrolling ends it sooner, so it can be generous for a slow device.
 */
const RESTORE_PATIENCE_MS = 10_000;

const prefersReducedMotion = (): boolean => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Scrolls back to `top` once the page is tall enough to hold it: a page coming back from the cache renders at once,
 * one whose data reloads grows as it arrives. The diner scrolling, or the wait running out, ends the attempt.
 * Returns the cancel.
 */
function restoreScroll(top: number): () => void {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= top;
  if (reachable() || typeof ResizeObserver === 'undefined') {
    window.scrollTo({ top, left: 0, behavior: 'auto' });
    return () => {};
  }
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const event of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(event, stop);
  };
  const observer = new ResizeObserver(() => {
    if (!reachable()) return;
    stop();
    window.scrollTo({ top, left: 0, behavior: 'auto' });
  });
  observer.observe(document.body);
  const timer = setTimeout(stop, RESTORE_PATIENCE_MS);
  for (const event of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(event, stop, { once: true });
  return stop;
}

/**
 * Spec §2: a page change scrolls smoothly to the top (instantly under reduced motion); a change of the query alone
 * (the menu's category, a sort) keeps the place. Back and forward return to where the diner was on that entry, as a
 * browser does between documents: a diner coming back from a dish to a long menu finds the dish they left. React
 * Router's `ScrollRestoration` exists only with a data router; this is its rule for our declarative one.
 */
export function useScrollRestoration(): void {
  const { key: entryKey, pathname, search } = useLocation();
  const navigationType = useNavigationType();
  // An entry the router did not push (the first page loaded, one pushed by another script) has the key `default`:
  // its address tells those apart.
  const key = entryKey === 'default' ? `default ${pathname}${search}` : entryKey;
  const shownPathname = useRef<string | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // A layout effect: the listener of the entry left goes before the browser clamps the scroll to the next page's
  // height (a scroll event of its own), which would otherwise overwrite where the diner was.
  useLayoutEffect(() => {
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key]);

  useEffect(() => {
    const pathnameChanged = shownPathname.current !== pathname;
    shownPathname.current = pathname;
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    if (saved !== undefined) return restoreScroll(saved);
    if (pathnameChanged) window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    return undefined;
  }, [key, pathname, navigationType]);
}
