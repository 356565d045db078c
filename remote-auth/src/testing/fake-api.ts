import { apiClient } from '@restaurant/shared';
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

export interface FakeRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, unknown>;
}

/** A handler's answer: a status and body, or `'network-error'` for a request that never got a response. */
export type FakeAnswer = { status: number; body?: unknown } | 'network-error';
export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/**
 * Answers the shared API client's requests in-process (its adapter replaced), so the real interceptors, error
 * mapping and stores run. Returns the requests seen and a restore function.
 */
export function fakeApi(handler: FakeHandler) {
  const requests: FakeRequest[] = [];
  const original = apiClient.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: parseBody(config.data),
      headers: config.headers.toJSON(),
    };
    requests.push(request);
    const answer = await handler(request);
    if (answer === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response: AxiosResponse = {
      data: answer.body ?? '',
      status: answer.status,
      statusText: String(answer.status),
      headers: new AxiosHeaders(),
      config,
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      null,
      response,
    );
  };
  apiClient.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      apiClient.defaults.adapter = original;
    },
  };
}

/** A promise the test resolves when it wants, to look at the pending state. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export const DINER = {
  id: 7,
  email: 'diner@example.com',
  fullName: 'Trần Thị Mai',
  phone: null,
  emailVerified: true,
  createdAt: '2026-01-02T03:04:05.000Z',
};
