export const DEFAULT_API_BASE_URL = '/api';

/**
 * The host page names the API at run time (`<meta name="api-base-url" content="...">`) so one build can be
 * pointed at another API without rebuilding; without it the API is served beside the site under `/api`.
 */
export function resolveApiBaseUrl(doc: Document | undefined = globalThis.document): string {
  const content = doc?.querySelector('meta[name="api-base-url"]')?.getAttribute('content')?.trim();
  if (!content) return DEFAULT_API_BASE_URL;
  return content.replace(/\/+$/, '') || '/';
}
