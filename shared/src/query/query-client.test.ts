import { dehydrate, MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ApiError } from '../api/api-error';
import {
  createQueryClient,
  hydrateServerData,
  markServerData,
  SERVER_DATA_FRESH_MS,
  shouldRetryQuery,
} from './query-client';

function requestConfig(): InternalAxiosRequestConfig {
  return { headers: new AxiosHeaders() };
}

function httpError(status: number): AxiosError {
  const config = requestConfig();
  const response: AxiosResponse = { data: {}, status, statusText: '', headers: {}, config };
  return new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
}

function noResponseError(): AxiosError {
  return new AxiosError('Network Error', AxiosError.ERR_NETWORK, requestConfig(), {});
}

/** The app's client, with the retry pause removed so a retry happens within the test. */
function clientWithoutRetryDelay(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    queries: { ...defaults.queries, retryDelay: 0 },
    mutations: { ...defaults.mutations, retryDelay: 0 },
  });
  return client;
}

function failingEveryTime(error: unknown): jest.Mock<Promise<never>> {
  return jest.fn(() => Promise.reject(error));
}

async function callsMadeByQuery(error: unknown): Promise<number> {
  const fetcher = failingEveryTime(error);
  await clientWithoutRetryDelay()
    .fetchQuery({ queryKey: ['under-test'], queryFn: fetcher })
    .catch(() => undefined);
  return fetcher.mock.calls.length;
}

async function callsMadeByMutation(error: unknown): Promise<number> {
  const mutate = failingEveryTime(error);
  await new MutationObserver(clientWithoutRetryDelay(), { mutationFn: mutate })
    .mutate(undefined)
    .catch(() => undefined);
  return mutate.mock.calls.length;
}

describe('a query', () => {
  test.each<[string, unknown]>([
    ['a 500', httpError(500)],
    ['a 503 (maintenance)', httpError(503)],
    ['a 500 already turned into an ApiError', new ApiError(500, 'Đã xảy ra lỗi!')],
    ['a 404', httpError(404)],
    ['a 401 (the API client already refreshed)', httpError(401)],
    ['an ApiError 400', new ApiError(400, 'bad')],
  ])('passes %s on without retrying', async (_case, error) => {
    await expect(callsMadeByQuery(error)).resolves.toBe(1);
  });

  test.each<[string, unknown]>([
    ['a lost connection', noResponseError()],
    ['a timeout', new AxiosError('timeout', AxiosError.ECONNABORTED, requestConfig(), {})],
    ['an ApiError with status 0 (no response)', new ApiError(0, 'Đã xảy ra lỗi!')],
  ])('tries %s once more, and only once', async (_case, error) => {
    await expect(callsMadeByQuery(error)).resolves.toBe(2);
  });

  it('does not fetch a cancelled request again', () => {
    expect(shouldRetryQuery(0, new AxiosError('canceled', AxiosError.ERR_CANCELED, requestConfig()))).toBe(false);
  });
});

describe('a mutation', () => {
  test.each<[string, unknown]>([
    ['a 500', httpError(500)],
    ['a 400', httpError(400)],
    ['no response (the write may have happened)', noResponseError()],
  ])('is never replayed after %s', async (_case, error) => {
    await expect(callsMadeByMutation(error)).resolves.toBe(1);
  });
});

describe('the data a server-rendered page came with', () => {
  const availability = ['availability', 1, '2026-11-24', '19:00'];

  /** The browser's client, holding what the server fetched for `availability` (as the page's state carries it). */
  function browserClientWithServerData(): QueryClient {
    const server = createQueryClient();
    server.setQueryData(availability, { free: [1, 2] });
    const browser = createQueryClient();
    hydrateServerData(browser, dehydrate(server));
    return browser;
  }

  /** Mounts a component's observer (staleTime 0, like availability) and answers how many fetches that started. */
  function fetchesOnMount(client: QueryClient, queryKey: unknown[]): number {
    const queryFn = jest.fn(() => Promise.resolve({ free: [] as number[] }));
    const unsubscribe = new QueryObserver(client, { queryKey, queryFn, staleTime: 0 }).subscribe(() => undefined);
    unsubscribe();
    return queryFn.mock.calls.length;
  }

  afterEach(() => jest.useRealTimers());

  it('is not fetched again when the page hydrates, even by a query that is always stale', () => {
    const client = browserClientWithServerData();
    expect(client.getQueryData(availability)).toEqual({ free: [1, 2] });
    expect(fetchesOnMount(client, availability)).toBe(0);
  });

  it('is fetched on mount as usual once it is no longer fresh from the server', () => {
    jest.useFakeTimers({ now: Date.now() });
    const client = browserClientWithServerData();
    jest.setSystemTime(Date.now() + SERVER_DATA_FRESH_MS + 1);
    expect(fetchesOnMount(client, availability)).toBe(1);
  });

  /** What a component reading `queryKey` (staleTime 0) renders as, the way `useQuery` asks its observer. */
  function fetchStatusOnRender(client: QueryClient, queryKey: unknown[]): string {
    const options = client.defaultQueryOptions({ queryKey, queryFn: () => Promise.resolve({}), staleTime: 0 });
    options._optimisticResults = 'optimistic';
    return new QueryObserver(client, options).getOptimisticResult(options).fetchStatus;
  }

  it('reads as settled in the server’s own render once marked, as it will in the hydrating browser', () => {
    const server = createQueryClient();
    server.setQueryData(availability, { free: [1, 2] });
    // Unmarked, an always-stale query renders as "fetching" on the server: a spinner the browser would not draw.
    expect(fetchStatusOnRender(server, availability)).toBe('fetching');
    markServerData(server.getQueryCache().findAll({ queryKey: availability }));
    expect(fetchStatusOnRender(server, availability)).toBe('idle');
    expect(fetchStatusOnRender(browserClientWithServerData(), availability)).toBe('idle');
  });

  it('leaves a query the server did not render to its own staleTime', () => {
    const client = browserClientWithServerData();
    client.setQueryData(['suggestions'], []);
    expect(fetchesOnMount(client, ['suggestions'])).toBe(1);
  });
});
