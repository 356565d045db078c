import { apiClient } from '@restaurant/shared';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

/** What the fake server answers: a status and body, or `'network'` for no answer at all (status 0). */
export type MockReply = { status: number; body?: unknown } | 'network';
export type MockHandler = (request: MockRequest) => MockReply | Promise<MockReply>;

export interface MockRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, unknown>;
}

export interface MockApi {
  /** Every request seen, in order. */
  requests: MockRequest[];
  /** Replaces (or adds) the handler of `METHOD /path` (path without query; `:id`-style segments allowed). */
  on: (route: string, reply: MockReply | MockHandler) => void;
  restore: () => void;
}

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((segment, index) => segment.startsWith(':') || segment === b[index]);
}

/**
 * Answers the shared axios instance's requests in memory, at the adapter (so the real fetchers, interceptors and
 * error mapping all run). Unknown routes answer 404 so a forgotten mock fails loudly.
 */
export function mockApi(routes: Record<string, MockReply | MockHandler> = {}): MockApi {
  const handlers = new Map<string, MockReply | MockHandler>(Object.entries(routes));
  const requests: MockRequest[] = [];
  const previous = apiClient.defaults.adapter;

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = (config.url ?? '').split('?')[0] ?? '';
    const request: MockRequest = {
      method,
      path,
      params: (config.params as Record<string, unknown> | undefined) ?? {},
      body: typeof config.data === 'string' && config.data !== '' ? (JSON.parse(config.data) as unknown) : config.data,
      headers: AxiosHeaders.from(config.headers).toJSON(),
    };
    requests.push(request);
    const key = [...handlers.keys()].find((route) => {
      const [routeMethod, routePath = ''] = route.split(' ');
      return routeMethod === method && matches(routePath, path);
    });
    const handler = key === undefined ? undefined : handlers.get(key);
    const reply: MockReply =
      handler === undefined
        ? { status: 404, body: { message: `No mock for ${method} ${path}`, code: 'NOT_MOCKED' } }
        : typeof handler === 'function'
          ? await handler(request)
          : handler;

    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
  };

  apiClient.defaults.adapter = adapter;
  return {
    requests,
    on: (route, reply) => {
      handlers.set(route, reply);
    },
    restore: () => {
      apiClient.defaults.adapter = previous;
    },
  };
}

/** `{ data: { items, page, size, total } }`, the shape of every list answer. */
export function pageOf<T>(items: T[], page = 1, size = 20, total = items.length) {
  return { data: { items, page, size, total } };
}
