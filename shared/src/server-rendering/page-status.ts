import { createContext, useContext } from 'react';

/**
 * What a server render learns about the page as it renders it: whether the record the URL names exists. Only a
 * server render provides one (a fresh one per render); in the browser there is none and marking does nothing.
 */
export interface PageStatus {
  notFound: boolean;
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/**
 * A page whose record does not exist (a demo product id no product has) says so while it renders: the site then
 * answers 404 at the page's own URL, the browser showing the page's own "not found" in the visit's language (issue 56).
 * Written during render on purpose: the server runs no effects, and the flag belongs to this render alone.
 */
export function useNotFoundStatus(missing: boolean): void {
  const status = useContext(PageStatusContext);
  if (status && missing) status.notFound = true;
}
