import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { toApiError } from './api-error';
import { ERROR_MESSAGES, type ErrorMessageKey } from './error-messages';

export const REQUEST_TIMEOUT_MS = 600_000;

let clientLoading: Promise<AxiosInstance> | undefined;

/**
 * The one API client (`api-client.ts`: axios and its interceptors), imported on first use and kept. A signed-out
 * visitor's server-rendered page makes no API call before it is interactive, so axios stays off its first load.
 * A failed download is not kept: the next call tries again.
 */
export function loadApiClient(): Promise<AxiosInstance> {
  clientLoading ??= import('./api-client').then(
    ({ apiClient }) => apiClient,
    (error: unknown) => {
      clientLoading = undefined;
      throw error;
    },
  );
  return clientLoading;
}

/** Every success body of this API (ARCHITECTURE "API conventions"): `{ data, message? }`. */
export interface DataEnvelope {
  data: unknown;
}

/** What one endpoint call needs besides its path and body. */
export interface ApiCall extends Pick<
  AxiosRequestConfig,
  'params' | 'signal' | 'skipAuthRefresh' | 'headers' | 'onUploadProgress'
> {
  /** The operation of spec section 8 whose Vietnamese default is shown when the server sends no `message`. */
  operation: ErrorMessageKey;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The one place a failed call becomes an `ApiError` (server message, else the operation's default; status 0 when no
 * response arrived), so endpoint files hold no try/catch of their own. Answers the whole response, for the few
 * callers that read more than `data` (add to cart keeps the HTTP status, a review post keeps the body).
 */
export async function sendApiRequest<TBody>(
  method: Method,
  path: string,
  { operation, ...config }: ApiCall,
  body?: unknown,
): Promise<AxiosResponse<TBody>> {
  try {
    const apiClient = await loadApiClient();
    return await apiClient.request<TBody>({ ...config, method, url: path, data: body });
  } catch (error) {
    throw toApiError(error, ERROR_MESSAGES[operation]);
  }
}

/** `GET path` answering `{ data }`: resolves with `data`. */
export async function getData<TResponse extends DataEnvelope>(path: string, call: ApiCall): Promise<TResponse['data']> {
  return (await sendApiRequest<TResponse>('get', path, call)).data.data;
}

/** `POST path` with `body` answering `{ data }`: resolves with `data`. */
export async function postData<TResponse extends DataEnvelope>(
  path: string,
  body: unknown,
  call: ApiCall,
): Promise<TResponse['data']> {
  return (await sendApiRequest<TResponse>('post', path, call, body)).data.data;
}

/** `PUT path` with `body` answering `{ data }`: resolves with `data`. */
export async function putData<TResponse extends DataEnvelope>(
  path: string,
  body: unknown,
  call: ApiCall,
): Promise<TResponse['data']> {
  return (await sendApiRequest<TResponse>('put', path, call, body)).data.data;
}
