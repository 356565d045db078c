import { createContext, useContext } from 'react';

/**
 * True while the tree renders on the server and while the browser hydrates the page the server sent (until the
 * diner navigates away from it). A part that would wait for the browser before showing content (a below-the-fold
 * section waiting for an IntersectionObserver) shows it at once instead, so the hydrating tree is the server's.
 */
export const ServerRenderedContext = createContext(false);

export function useServerRendered(): boolean {
  return useContext(ServerRenderedContext);
}
