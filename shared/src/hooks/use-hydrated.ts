import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and while the browser hydrates the page the server sent; true from the render after, and at
 * once on a page the browser renders itself. For what must not work before the page's script does (a form's submit).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
