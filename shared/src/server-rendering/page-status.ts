import { createContext, useContext } from 'react';

/** What a server render learns about the page as it renders it: whether the record the URL names exists. */
export interface PageStatus {
  notFound: boolean;
}

/**
 * Given by a server render (a fresh one per render): told what the page learned. In the browser there is none and a
 * page's report goes nowhere.
 */
export const PageStatusContext = createContext<((status: PageStatus) => void) | null>(null);

/**
 * A page whose record does not exist (a demo product id no product has) says so while it renders: the site then
 * answers 404 at the page's own URL, the browser showing the page's own "not found" in the visit's language (issue 56).
 * Reported during render on purpose: the server runs no effects, and the report belongs to this render alone.
 */
export function useNotFoundStatus(missing: boolean): void {
  const report = useContext(PageStatusContext);
  if (report && missing) report({ notFound: true });
}
