import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@restaurant/shared';
import {
  aUser,
  averages,
  currentLocation,
  fakeApi,
  type FakeApi,
  pageOf,
  renderWithProviders,
  review,
} from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { PersonalReviewsPage } from './personal-reviews-page';
import { ReviewsPage } from './reviews-page';

/** A diner as the login answer returns them. */
const DINER = aUser();

const REVIEWS = 'GET /public/restaurant-review/restaurant-reviews';
const AVERAGE = 'GET /public/restaurant-review/average-ratings';
const MINE = 'GET /public/restaurant-review/my-review';
const CREATE = 'POST /public/restaurant-review';
let api: FakeApi;

// The review form is a lazy chunk: importing it first means the panel finds it loaded, however slow the machine.
beforeAll(async () => {
  await import('./review-form');
  await setUpTranslations('en');
});
afterEach(() => {
  api.restore();
  act(() => useAuthStore.getState().clearSession());
});

function signIn() {
  act(() => useAuthStore.getState().setSession({ accessToken: 'token', refreshToken: 'refresh', user: DINER }));
}

describe('ReviewsPage', () => {
  it('shows the average, the count, the 1-5 distribution and the reviews; a guest is invited to sign in', async () => {
    api = fakeApi({
      [AVERAGE]: { status: 200, body: { data: averages(4.3, [6, 2, 1, 0, 1]) } },
      [REVIEWS]: {
        status: 200,
        body: pageOf([review(1, 5, 'Phở rất ngon!'), review(2, 4, 'Good service')], 1, 10, 10),
      },
    });
    renderWithProviders(<ReviewsPage />, { route: '/landing/review' });

    expect(await screen.findByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('Average of 10 reviews')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '5 stars: 6 reviews' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 star: 1 review' })).toBeInTheDocument();
    expect(await screen.findByText('Phở rất ngon!')).toBeInTheDocument();
    expect(screen.getByText(/Sign in to rate the restaurant/)).toBeInTheDocument();
    expect(api.requests.some((request) => request.path.endsWith('my-review'))).toBe(false);
  });

  it('filters by star and pages through the URL', async () => {
    const user = userEvent.setup();
    api = fakeApi({
      [AVERAGE]: { status: 200, body: { data: averages(4, [5, 5, 0, 0, 0]) } },
      [REVIEWS]: (request) => ({
        status: 200,
        body: pageOf([review(1, 5, `Page ${String(request.params.page)}`)], 1, 10, 25),
      }),
    });
    renderWithProviders(<ReviewsPage />, { route: '/landing/review' });
    await screen.findByText('Page 1');

    await user.click(
      within(screen.getByRole('group', { name: 'Filter by stars' })).getByRole('button', { name: '5 out of 5 stars' }),
    );
    expect(currentLocation()).toBe('/landing/review?rating=5');
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(currentLocation()).toBe('/landing/review?rating=5&page=2');
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    expect(api.requests.at(-1)?.params).toEqual({ page: 2, size: 10, rating: 5 });
  });

  it('lets a signed-in diner post a review, then shows it and refreshes the average', async () => {
    const user = userEvent.setup();
    signIn();
    let posted: unknown = null;
    api = fakeApi({
      [AVERAGE]: { status: 200, body: { data: averages(4, [1, 0, 0, 0, 0]) } },
      [REVIEWS]: { status: 200, body: pageOf([]) },
      [MINE]: { status: 200, body: { data: null } },
      [CREATE]: (request) => {
        posted = request.body;
        return { status: 201, body: { data: review(50, 5, 'Tuyệt vời', 'Diner') } };
      },
    });
    renderWithProviders(<ReviewsPage />);

    expect(await screen.findByText('You have not reviewed us yet')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Post my review' }));
    expect(screen.getByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(screen.getByText('Write a few words about your visit.')).toBeInTheDocument();
    expect(posted).toBeNull();

    await user.click(screen.getByRole('radio', { name: '5 out of 5 stars' }));
    await user.type(screen.getByRole('textbox', { name: /Your comment/ }), 'Tuyệt vời');
    const averageCalls = api.requests.filter((request) => request.path.endsWith('average-ratings')).length;
    await user.click(screen.getByRole('button', { name: 'Post my review' }));

    expect(await screen.findByText('Tuyệt vời')).toBeInTheDocument();
    expect(posted).toEqual({ rating: 5, comment: 'Tuyệt vời' });
    expect(screen.getByRole('button', { name: 'Edit my review' })).toBeInTheDocument();
    expect(api.requests.filter((request) => request.path.endsWith('average-ratings')).length).toBeGreaterThan(
      averageCalls,
    );
  });

  it('shows the failure message of a review post', async () => {
    const user = userEvent.setup();
    signIn();
    api = fakeApi({
      [AVERAGE]: { status: 200, body: { data: averages(0, [0, 0, 0, 0, 0]) } },
      [REVIEWS]: { status: 200, body: pageOf([]) },
      [MINE]: { status: 200, body: { data: null } },
      [CREATE]: { status: 400, body: { message: 'Bình luận quá ngắn', code: 'VALIDATION' } },
    });
    renderWithProviders(<ReviewsPage />);
    await user.click(await screen.findByRole('radio', { name: '3 out of 5 stars' }));
    await user.type(screen.getByRole('textbox', { name: /Your comment/ }), 'Ok');
    await user.click(screen.getByRole('button', { name: 'Post my review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bình luận quá ngắn');
  });

  it('refuses a comment with a text-direction override before sending it, as the API would', async () => {
    const user = userEvent.setup();
    signIn();
    let posted: unknown = null;
    api = fakeApi({
      [AVERAGE]: { status: 200, body: { data: averages(0, [0, 0, 0, 0, 0]) } },
      [REVIEWS]: { status: 200, body: pageOf([]) },
      [MINE]: { status: 200, body: { data: null } },
      [CREATE]: (request) => {
        posted = request.body;
        return { status: 201, body: { data: review(51, 4, 'Ngon', 'Diner') } };
      },
    });
    renderWithProviders(<ReviewsPage />);
    await user.click(await screen.findByRole('radio', { name: '4 out of 5 stars' }));
    const comment = screen.getByRole('textbox', { name: /Your comment/ });
    await user.type(comment, 'Ngon\u202Equá');
    await user.click(screen.getByRole('button', { name: 'Post my review' }));
    expect(screen.getByText('Remove the invisible control or text-direction characters.')).toBeInTheDocument();
    expect(posted).toBeNull();

    await user.clear(comment);
    await user.type(comment, 'Ngon{Enter}Sẽ quay lại');
    await user.click(screen.getByRole('button', { name: 'Post my review' }));
    await screen.findByRole('button', { name: 'Edit my review' });
    expect(posted).toEqual({ rating: 4, comment: 'Ngon\nSẽ quay lại' });
  });

  it('shows the Vietnamese defaults when the server gives no message, and the empty states', async () => {
    api = fakeApi({ [AVERAGE]: 'network-error', [REVIEWS]: { status: 500 } });
    const first = renderWithProviders(<ReviewsPage />);
    expect(await screen.findByText('Lấy điểm đánh giá trung bình thất bại!')).toBeInTheDocument();
    expect(await screen.findByText('Lấy đánh giá nhà hàng thất bại!')).toBeInTheDocument();
    first.unmount();

    api.on(AVERAGE, { status: 200, body: { data: averages(0, [0, 0, 0, 0, 0]) } });
    api.on(REVIEWS, { status: 200, body: pageOf([]) });
    renderWithProviders(<ReviewsPage />, { route: '/landing/review?rating=2' });
    expect(await screen.findByText('No 2-star reviews yet')).toBeInTheDocument();
  });
});

describe('PersonalReviewsPage', () => {
  it('shows the diner’s review and lets them replace it', async () => {
    const user = userEvent.setup();
    signIn();
    api = fakeApi({
      [MINE]: { status: 200, body: { data: review(7, 3, 'Hơi mặn') } },
      [CREATE]: (request) => ({
        status: 201,
        body: { data: { ...review(7, 4, 'Lần này ngon hơn'), ...(request.body as object) } },
      }),
      [AVERAGE]: { status: 200, body: { data: averages(4, [0, 1, 0, 0, 0]) } },
      [REVIEWS]: { status: 200, body: pageOf([]) },
    });
    renderWithProviders(<PersonalReviewsPage />, { route: '/landing/reviews' });

    expect(await screen.findByText('Hơi mặn')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit my review' }));
    expect(await screen.findByRole('radio', { name: '3 out of 5 stars' })).toBeChecked();
    const comment = screen.getByRole('textbox', { name: /Your comment/ });
    await user.clear(comment);
    await user.type(comment, 'Lần này ngon hơn');
    await user.click(screen.getByRole('radio', { name: '4 out of 5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Replace my review' }));
    expect(await screen.findByText('Lần này ngon hơn')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      rating: 4,
      comment: 'Lần này ngon hơn',
    });
  });

  it('shows the my-review error with its Vietnamese default, and invites a guest to sign in', async () => {
    signIn();
    api = fakeApi({ [MINE]: { status: 500 } });
    const first = renderWithProviders(<PersonalReviewsPage />);
    expect(await screen.findByText('Lấy đánh giá của bạn thất bại!')).toBeInTheDocument();
    first.unmount();

    act(() => useAuthStore.getState().clearSession());
    renderWithProviders(<PersonalReviewsPage />, { route: '/landing/reviews' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Flanding%2Freviews',
    );
  });
});
