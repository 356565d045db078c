import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '../stores/customizer-store';

/** The id of the JSON block (`<script type="application/json">`, never executed) the server writes into the page. */
export const SERVER_RENDER_STATE_ID = 'server-render-state';

/** What the browser needs to hydrate the tree the server rendered: the same language and the same query data. */
export interface ServerRenderState {
  language: Language;
  queries: DehydratedState;
}

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
