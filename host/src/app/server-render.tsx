import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createQueryClient,
  createRequestI18n,
  I18nextProvider,
  loadApiClient,
  markServerData,
  type PageStatus,
  setRemotePublicPaths,
  type RenderPage,
  type ServerRemote,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '@restaurant/shared';
import { hostTranslations } from '../lib/translations';
import { ServerApp } from './server-app';

/**
 * The site's request a render serves, for the API calls made while it runs: concurrent renders share one API
 * client, so the id travels with the render's own asynchronous work, not in the client's defaults.
 */
const renderRequest = new AsyncLocalStorage<{ requestId: string | undefined }>();
let sendsRequestIds = false;

/** The API client pointed at the site's API, sending the request id of the render it is called from. */
async function apiClientFor(apiBaseUrl: string) {
  const client = await loadApiClient();
  client.defaults.baseURL = apiBaseUrl;
  if (!sendsRequestIds) {
    sendsRequestIds = true;
    client.interceptors.request.use((config) => {
      const requestId = renderRequest.getStore()?.requestId;
      if (requestId) config.headers.set('x-request-id', requestId);
      return config;
    });
  }
}

/** Passes over the tree: each finds the queries the data of the previous one revealed (a list, then its details). */
const MAX_PASSES = 3;

interface PassOutcome {
  html: string;
  errors: string[];
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
}

/** One complete render: the whole tree, every Suspense boundary resolved or given up, no streaming script. */
function renderPass(element: ReactElement, timeoutMs: number): Promise<PassOutcome> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const errors: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        resolve({ html: Buffer.concat(chunks).toString('utf8'), errors });
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      // React outlines a large boundary (hidden, then moved by an inline script) to flush the shell early; the page is
      // sent whole, so every boundary stays in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Piped only once all is ready: the page is sent (and cached) whole, and React then writes every boundary in
      // place, without the inline scripts streaming would need (the CSP admits none).
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(describe(error)));
      },
      // An error inside a Suspense boundary: React sends its fallback and the browser renders that part.
      onError: (error) => {
        errors.push(describe(error));
      },
    });
    const timer = setTimeout(() => stream.abort(new Error(`server render took over ${timeoutMs} ms`)), timeoutMs);
  });
}

/** An API error (`ApiError`, by shape: the federation may hand over another copy of the class) answering 404. */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

function isEnabled(query: Query): boolean {
  const enabled: unknown = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === 'function') return (enabled as (query: Query) => unknown)(query) !== false;
  return enabled !== false;
}

/** Queries the last pass rendered without data (rendering builds them in the cache; nothing fetches on the server). */
function unfetchedQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
}

/** The remotes registered last (as JSON), '' before the first render. */
let registeredRemotes = '';
/** Remotes whose code failed to load in a render since they were last registered. */
const failedRemotes = new Set<string>();
const REREGISTER_INTERVAL_MS = 60_000;
let lastForcedAt = 0;

registerPlugins([
  {
    name: 'server-render-remote-failures',
    errorLoadRemote({ id }) {
      failedRemotes.add(id.split('/')[0] ?? id);
      // Nothing stands in on the server: the error reaches the part's Suspense boundary, which the browser renders.
      return undefined;
    },
  },
]);

function register(remotes: Record<string, ServerRemote>, force: boolean): void {
  registerRemotes(
    Object.entries(remotes).map(([name, { entry }]) => ({ name, entry })),
    { force },
  );
}

/**
 * Registers the site's remotes when they changed, and where their web builds are served (their assets' URLs). A remote
 * that failed to load stays failed in the federation runtime's caches: it alone is registered again (forced) so it can
 * come back once reachable, at most once a minute (a forced registration loads its code again). Never the others:
 * forcing a remote drops the shared modules it provided, and a page would then meet a second copy of Chakra beside
 * the host's provider.
 */
function registerServerRemotes(remotes: Record<string, ServerRemote>): void {
  const key = JSON.stringify(remotes);
  if (key !== registeredRemotes) {
    register(remotes, registeredRemotes !== '');
    setRemotePublicPaths(
      Object.fromEntries(Object.entries(remotes).map(([name, { publicPath }]) => [name, publicPath])),
    );
    registeredRemotes = key;
    failedRemotes.clear();
    return;
  }
  if (failedRemotes.size === 0 || Date.now() - lastForcedAt <= REREGISTER_INTERVAL_MS) return;
  lastForcedAt = Date.now();
  register(Object.fromEntries(Object.entries(remotes).filter(([name]) => failedRemotes.has(name))), true);
  failedRemotes.clear();
}

/**
 * One server render. Its language lives in its own i18next instance (given to the tree by `I18nextProvider`), never
 * in the process-wide customizer or the shared instance, so renders in different languages run side by side. The
 * remotes and the API's address are the site's, the same for every render.
 */
export function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  return renderRequest.run({ requestId: request.requestId }, () => renderInContext(request));
}

async function renderInContext(request: ServerRenderRequest): Promise<ServerRenderResult> {
  registerServerRemotes(request.remotes);
  const i18n = await createRequestI18n(request.language, [hostTranslations.namespace]);
  await apiClientFor(request.apiBaseUrl);

  const client = createQueryClient();
  // The render's own style cache (renders run concurrently), under the key the browser's emotion cache uses ('css'),
  // so the browser takes the rendered styles over. Its server (`createEmotionServer`, emotion's documented SSR) makes
  // emotion keep the CSS instead of writing a <style> beside each element (109 on the homepage, each a style sheet of
  // its own for the browser to match every element against, then moved into the head as the app starts); the CSS
  // the markup uses goes into the head in a few elements instead.
  const styleCache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(styleCache);
  const deadline = Date.now() + request.timeoutMs;
  let outcome: PassOutcome = { html: '', errors: [] };
  let notFound = false;
  const onStatus = (status: PageStatus) => {
    if (status.notFound) notFound = true;
  };
  const state = () => ({ language: request.language, queries: dehydrate(client) });
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    notFound = false;
    outcome = await renderPass(
      <CacheProvider value={styleCache}>
        <I18nextProvider i18n={i18n}>
          <ServerApp
            url={request.url}
            language={request.language}
            client={client}
            onStatus={onStatus}
            origin={request.origin}
          />
        </I18nextProvider>
      </CacheProvider>,
      Math.max(1, deadline - Date.now()),
    );
    const missing = unfetchedQueries(client);
    if (missing.length === 0 || pass === MAX_PASSES) break;
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
    markServerData(missing);
    const failed = missing.filter((query) => query.state.status === 'error');
    // A read that finds nothing (a blog post no post has) is the page's answer, not a failure: 404 and the browser's page
    if (failed.length > 0 && failed.every((query) => isNotFound(query.state.error))) {
      return { html: '', styles: '', state: state(), clientRenderedParts: [], notFound: true };
    }
    // The browser would render the same query as loading, then fail it on its own: a different tree to hydrate.
    if (failed.length > 0) {
      throw new Error(`queries failed on the server: ${failed.map((query) => query.queryHash).join(', ')}`);
    }
  }
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(outcome.html));
  return { html: outcome.html, styles, state: state(), clientRenderedParts: outcome.errors, notFound };
}

// No queue: each render has its own i18next instance and query client, so renders run concurrently; the site caches
// what they produce.
export const renderPage: RenderPage = (request) => render(request);
