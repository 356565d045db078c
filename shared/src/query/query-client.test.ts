import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig, AxiosHeaders } from 'axios';
import { ApiError } from '../api/api-error';
import { queryClient, shouldRetryQuery } from './query-client';

function httpError(status: number): AxiosError {
  const config: InternalAxiosRequestConfig = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { data: {}, status, statusText: '', headers: {}, config };
  return new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
}

describe('query retry policy', () => {
  test.each<[string, unknown, number, boolean]>([
    ['retries a 500 once', httpError(500), 0, true],
    ['does not retry a 500 twice', httpError(500), 1, false],
    ['retries a lost connection once', new ApiError(0, 'Đã xảy ra lỗi!'), 0, true],
    ['never retries a 404', httpError(404), 0, false],
    ['never retries a 401 (the API client already refreshed)', httpError(401), 0, false],
    ['never retries an ApiError 400', new ApiError(400, 'bad'), 0, false],
  ])('%s', (_case, error, failureCount, expected) => {
    expect(shouldRetryQuery(failureCount, error)).toBe(expected);
  });

  it('never replays a mutation', () => {
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });
});
