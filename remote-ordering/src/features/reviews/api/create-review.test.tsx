import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestQueryClient, type FakeApi, fakeApi, review } from '@restaurant/shared/testing';
import { createReview, CreateReviewError, useCreateReview } from './create-review';
import { myReviewQueryOptions } from './get-my-review';

const CREATE = 'POST /public/restaurant-review';
const POSTED = { rating: 5, comment: 'Phở ngon' };
let api: FakeApi;

afterEach(() => api.restore());

async function failureOf(promise: Promise<unknown>): Promise<CreateReviewError> {
  const failure: unknown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(failure instanceof CreateReviewError)) throw new Error(`expected a CreateReviewError, got ${String(failure)}`);
  return failure;
}

describe('posting a review', () => {
  it('keeps the whole answer body, not only its data', async () => {
    const body = { data: review(7, 5, 'Phở ngon', 'Diner'), message: 'Cảm ơn bạn!' };
    api = fakeApi({ [CREATE]: { status: 201, body } });

    await expect(createReview(POSTED)).resolves.toEqual(body);
  });

  it('keeps the whole failure body, with the server message shown', async () => {
    const body = {
      message: 'Bình luận quá ngắn',
      code: 'VALIDATION',
      details: [{ path: '/comment', message: 'too short' }],
    };
    api = fakeApi({ [CREATE]: { status: 400, body } });

    const failure = await failureOf(createReview(POSTED));

    expect(failure.body).toEqual(body);
    expect(failure).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Bình luận quá ngắn' });
  });

  it('keeps a body without a message as it came, and shows the generic text', async () => {
    api = fakeApi({ [CREATE]: { status: 502, body: '<html>Bad gateway</html>' } });

    const failure = await failureOf(createReview(POSTED));

    expect(failure.body).toBe('<html>Bad gateway</html>');
    expect(failure).toMatchObject({ status: 502, message: 'Đã xảy ra lỗi!' });
  });

  it('has no body and the generic text when no answer arrived', async () => {
    api = fakeApi({ [CREATE]: 'network-error' });

    const failure = await failureOf(createReview(POSTED));

    expect(failure.body).toBeNull();
    expect(failure).toMatchObject({ status: 0, message: 'Đã xảy ra lỗi!' });
  });
});

describe('useCreateReview', () => {
  function renderCreateReview() {
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    return { queryClient, ...renderHook(() => useCreateReview(), { wrapper }) };
  }

  it('stores the whole answer as the creation state and the review as "my review"', async () => {
    const created = review(7, 5, 'Phở ngon', 'Diner');
    api = fakeApi({ [CREATE]: { status: 201, body: { data: created } } });
    const { result, queryClient } = renderCreateReview();

    act(() => result.current.mutate(POSTED));

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ data: created });
    expect(queryClient.getQueryData(myReviewQueryOptions().queryKey)).toEqual(created);
  });

  it('stores the failure body as the creation error, and resets it on demand', async () => {
    const body = { message: 'Xác nhận e-mail trước', code: 'EMAIL_NOT_VERIFIED' };
    api = fakeApi({ [CREATE]: { status: 403, body } });
    const { result } = renderCreateReview();

    act(() => result.current.mutate(POSTED));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.body).toEqual(body);
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.error).toBeNull());
  });
});
