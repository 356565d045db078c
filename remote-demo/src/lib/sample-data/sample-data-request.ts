import { sendApiRequest } from '@restaurant/shared';
import { startSampleDataApi } from './sample-data-api';

/**
 * A demo call through the one API client (its interceptors and error mapping: a failure is an `ApiError` with the
 * mock's `message`). Starts the in-browser sample-data API first: only demo pages import this, so restaurant pages
 * never download the sample data or the mock.
 */
export async function sampleDataGet<TResponse>(path: string): Promise<TResponse> {
  await startSampleDataApi();
  return (await sendApiRequest<TResponse>('get', path, { operation: 'generic' })).data;
}

/** `POST path` with `body` to the sample-data API, answering its body (`{ post }`, `{ posts }`). */
export async function sampleDataPost<TResponse>(path: string, body: unknown): Promise<TResponse> {
  await startSampleDataApi();
  return (await sendApiRequest<TResponse>('post', path, { operation: 'generic' }, body)).data;
}
