import { createContext, useContext } from 'react';

/**
 * The site's origin as the visitor asked for it (`https://restaurant.example`), given by a server render, whose
 * process has no location of its own; in the browser there is none and the page's own origin is used.
 */
export const SiteOriginContext = createContext<string | null>(null);

/** The restaurant's picture for shared links when a page has none of its own (scripts/make-share-image.ts). */
export const RESTAURANT_IMAGE_PATH = '/restaurant.jpg';

/**
 * A root-relative URL made absolute on the site's origin: Open Graph, Twitter cards and schema.org want absolute
 * URLs (a crawler reading a link preview has no page to resolve one against). The same text on the server and in
 * the browser, so hydration keeps it.
 */
export function useAbsoluteUrl(): (url: string) => string {
  const serverOrigin = useContext(SiteOriginContext);
  const origin = serverOrigin ?? globalThis.location?.origin ?? '';
  return (url) => (origin ? new URL(url, `${origin}/`).href : url);
}
