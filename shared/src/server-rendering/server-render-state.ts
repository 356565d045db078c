import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '../stores/customizer-store';

/** The id of the JSON block (`<script type="application/json">`, never executed) the server writes into the page. */
export const SERVER_RENDER_STATE_ID = 'server-render-state';

/** What the browser needs to hydrate the tree the server rendered: the same language and the same query data. */
export interface ServerRenderState {
  language: Language;
  queries: DehydratedState;
}

/** A remote as a server render loads it. */
export interface ServerRemote {
  /** URL of its Node build's remoteEntry.js. */
  entry: string;
  /** Where its web build is served, as the site's pages address it (root-relative when the site serves it). */
  publicPath: string;
}

/** What the site server asks of the host's Node build (host/src/app/server-render.tsx) for one page. */
export interface ServerRenderRequest {
  /** Path and query string of the page. */
  url: string;
  language: Language;
  /** The site's origin as the visitor asked for it: absolute URLs of the page's head (its image) are on it. */
  origin: string;
  /** Absolute URL of the API as this process reaches it (loopback to the site server's own /api). */
  apiBaseUrl: string;
  remotes: Record<string, ServerRemote>;
  /** Past this, what has not rendered is left to the browser. */
  timeoutMs: number;
  /** The site's request this render serves: sent as `x-request-id` on every API call the render makes. */
  requestId?: string;
}

export interface ServerRenderResult {
  /** The markup of #root. */
  html: string;
  /**
   * The page's style elements, for its head: the CSS of every emotion style the markup uses, in a few elements
   * (`<style data-emotion="css id…">`, the globals apart), which the browser's emotion cache takes over as rendered.
   */
  styles: string;
  state: ServerRenderState;
  /** Suspense boundaries the server could not render (a remote that did not load...): the browser renders them. */
  clientRenderedParts: string[];
  /**
   * The record the URL names does not exist (the page said so with `useNotFoundStatus`, or its read answered 404): the
   * site answers 404 with the client-rendered page, which shows "not found" in the visit's language.
   */
  notFound?: boolean;
}

export type RenderPage = (request: ServerRenderRequest) => Promise<ServerRenderResult>;

function isServerRenderState(value: unknown): value is ServerRenderState {
  return (
    typeof value === 'object' &&
    value !== null &&
    'language' in value &&
    typeof value.language === 'string' &&
    'queries' in value &&
    typeof value.queries === 'object' &&
    value.queries !== null
  );
}

/** The state of a server-rendered page, or null on a client-rendered one (or if the block cannot be read). */
export function readServerRenderState(doc: Document | undefined = globalThis.document): ServerRenderState | null {
  const text = doc?.getElementById(SERVER_RENDER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isServerRenderState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
