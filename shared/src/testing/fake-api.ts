import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { apiClient } from '../api/api-client';

/** One request as the fake server saw it, after the real request interceptors ran (token, language headers). */
export interface FakeRequest {
  /** Upper case: `GET`, `POST`... */
  readonly method: string;
  /** The URL as the fetcher wrote it, query string included. */
  readonly url: string;
  /** The path without its query string (`/public/combo/getCombos`). */
  readonly path: string;
  readonly params: Record<string, unknown>;
  /** The JSON body, parsed back. */
  readonly body: unknown;
  readonly headers: Record<string, unknown>;
}

/**
 * What the fake server answers: a status, body and headers (`ETag`...) after `delayMs`, or `'network-error'` for no
 * answer at all.
 */
export type FakeReply =
  { status: number; body?: unknown; delayMs?: number; headers?: Record<string, string> } | 'network-error';
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;
/** `'METHOD /path'` (no query string; `:id`-style segments match any one segment) to its answer. */
export type FakeRoutes = Record<string, FakeReply | FakeHandler>;

export interface FakeApi {
  /** Every request seen, in order. */
  readonly requests: FakeRequest[];
  /** The requests to `METHOD /path` (same matching as the routes). */
  readonly requestsTo: (route: string) => FakeRequest[];
  /** Replaces (or adds) the answer of `METHOD /path`. */
  readonly on: (route: string, reply: FakeReply | FakeHandler) => void;
  /** Puts the client's real adapter back. */
  readonly restore: () => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string' || data === '') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function routeMatches(route: string, method: string, path: string): boolean {
  const [routeMethod, routePath = ''] = route.split(' ');
  if (routeMethod !== method) return false;
  const expected = routePath.split('/');
  const actual = path.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  );
}

/**
 * Answers the shared API client's requests in memory, behind axios' adapter seam: no HTTP, but the real fetchers,
 * interceptors (token, refresh, language, maintenance) and error mapping all run, unlike a `jest.spyOn(apiClient)`.
 * `routes` may be a map of `'METHOD /path'` answers or one handler for every request. A request no route answers
 * gets a 404 `NOT_FAKED`, so a forgotten route fails loudly. Call `restore()` after each test.
 */
export function fakeApi(routes: FakeRoutes | FakeHandler = {}): FakeApi {
  const handlers = new Map<string, FakeReply | FakeHandler>(typeof routes === 'function' ? [] : Object.entries(routes));
  const fallback: FakeHandler =
    typeof routes === 'function'
      ? routes
      : ({ method, path }) => ({ status: 404, body: { message: `No fake for ${method} ${path}`, code: 'NOT_FAKED' } });
  const requests: FakeRequest[] = [];
  const original = apiClient.defaults.adapter;

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = (config.url ?? '').split('?')[0] ?? '';
    const request: FakeRequest = {
      method,
      url: config.url ?? '',
      path,
      params: (config.params as Record<string, unknown> | undefined) ?? {},
      body: parseBody(config.data),
      headers: AxiosHeaders.from(config.headers).toJSON(),
    };
    requests.push(request);
    const route = [...handlers.keys()].find((key) => routeMatches(key, method, path));
    const handler = route === undefined ? fallback : handlers.get(route)!;
    const reply = typeof handler === 'function' ? await handler(request) : handler;

    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if (reply.delayMs) await wait(reply.delayMs);
    const response: AxiosResponse = {
      data: reply.body ?? '',
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(reply.headers),
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, null, response);
  };

  apiClient.defaults.adapter = adapter;
  return {
    requests,
    requestsTo: (route) => requests.filter(({ method, path }) => routeMatches(route, method, path)),
    on: (route, reply) => {
      handlers.set(route, reply);
    },
    restore: () => {
      apiClient.defaults.adapter = original;
    },
  };
}

/** `{ data }`, the envelope of every API answer. */
export function dataOf<T>(data: T): { data: T } {
  return { data };
}

/** `{ data: { items, page, size, total } }`, the shape of every list answer. */
export function pageOf<T>(items: T[], page = 1, size = 20, total = items.length) {
  return { data: { items, page, size, total } };
}

/** A promise the test resolves when it wants, to look at a pending state. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
