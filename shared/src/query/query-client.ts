import { hydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { isAxiosFailure } from '../api/axios-failure';

/** Menu, combos, vouchers, floors change rarely: features pass this as `staleTime` in their query options. */
export const READ_MOSTLY_STALE_TIME_MS = 5 * 60_000;
const DEFAULT_STALE_TIME_MS = 30_000;
const NO_RESPONSE_RETRIES = 1;

/** Network down, timeout, CORS: the request may never have reached the server (ApiError status 0 by convention). */
function isNoResponse(error: unknown): boolean {
  if (isApiError(error)) return error.status === 0;
  // A cancelled request was abandoned on purpose (unmount, newer key): fetching it again would undo that.
  if (isAxiosFailure(error)) return !error.response && error.code !== 'ERR_CANCELED';
  return false;
}

/**
 * Spec section 8: an answer from the server (4xx, and a 5xx too) is passed on as it is; only a request that got
 * no response at all is tried once more. Exported for tests.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return isNoResponse(error) && failureCount < NO_RESPONSE_RETRIES;
}

/**
 * How long the data a server-rendered page came with counts as fresh when a component mounts, whatever the query's own
 * `staleTime`: the page was rendered with it moments ago (the site's render cache keeps a page a few seconds and drops
 * it on writes), so fetching it again while hydrating (availability and suggestions have `staleTime: 0`) would only
 * download the API client and render the same page twice in the browser's busiest seconds. Polling
 * (`refetchInterval`) and a changed choice still fetch as usual.
 */
export const SERVER_DATA_FRESH_MS = 10_000;

interface ServerData {
  dataUpdatedAt: number;
  freshUntil: number;
}

const serverData = new WeakMap<Query, ServerData>();

/**
 * Remembers `queries` as the data a server-rendered page is made of (see above). The server marks what it fetched,
 * so its render shows them as settled (not "fetching" because stale), exactly as the hydrating browser will.
 */
export function markServerData(queries: readonly Query[]): void {
  const freshUntil = Date.now() + SERVER_DATA_FRESH_MS;
  for (const query of queries) serverData.set(query, { dataUpdatedAt: query.state.dataUpdatedAt, freshUntil });
}

/** Puts the server render's dehydrated queries in `client`, remembered as the page's own data (see above). */
export function hydrateServerData(client: QueryClient, state: DehydratedState): void {
  hydrate(client, state);
  const cache = client.getQueryCache();
  markServerData(state.queries.flatMap(({ queryHash }) => cache.get(queryHash) ?? []));
}

/**
 * The default `refetchOnMount`: false for a query still holding the data its server-rendered page came with, within
 * `SERVER_DATA_FRESH_MS`; otherwise TanStack's default (fetch when stale). Exported for tests.
 */
export function refetchOnMountUnlessServerData(query: Query): boolean {
  const fromServer = serverData.get(query);
  return !(fromServer && fromServer.dataUpdatedAt === query.state.dataUpdatedAt && Date.now() < fromServer.freshUntil);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: DEFAULT_STALE_TIME_MS,
        refetchOnMount: refetchOnMountUnlessServerData,
        // A diner switching tabs should not refetch the whole menu each time.
        refetchOnWindowFocus: false,
      },
      mutations: {
        // Orders, reviews and bookings are not idempotent: a timeout may hide a write that happened, so never
        // replay them silently, not even after no response.
        retry: false,
      },
    },
  });
}

/** The one QueryClient every front end shares (MF singleton through `@restaurant/shared`). */
export const queryClient = createQueryClient();
