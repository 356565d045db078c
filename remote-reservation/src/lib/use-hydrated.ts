import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates the page it sent, true from then on (and at once in a page
 * the browser renders itself). For a state the server cannot know the same way as the browser: a query the server
 * rendered as "fetching" (stale on its render) counts as fresh in the hydrating browser, so showing it before
 * hydration is over would not match the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
