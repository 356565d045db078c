import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@restaurant/shared';
import { aUser, type FakeApi, fakeApi, renderWithProviders } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { MyReviewPanel } from './my-review-panel';

/** A diner as the login answer returns them. */
const DINER = aUser();

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

function signIn(emailVerified: boolean) {
  act(() =>
    useAuthStore
      .getState()
      .setSession({ accessToken: 'token', refreshToken: 'refresh', user: { ...DINER, emailVerified } }),
  );
}

describe('MyReviewPanel for a diner whose e-mail address is not confirmed', () => {
  it('offers the way to confirm it, coming back to this page, instead of a form the API would refuse', async () => {
    signIn(false);
    api = fakeApi({ [MINE]: { status: 200, body: { data: null } } });
    renderWithProviders(<MyReviewPanel />, { route: '/landing/review?rating=5' });

    expect(await screen.findByText('Confirm your e-mail address to post a review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter my code' })).toHaveAttribute(
      'href',
      `/auth/two-steps?redirect=${encodeURIComponent('/landing/review?rating=5')}`,
    );
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('turns the form into that notice when the API says the address is not confirmed after all', async () => {
    const user = userEvent.setup();
    signIn(true);
    api = fakeApi({
      [MINE]: { status: 200, body: { data: null } },
      [CREATE]: {
        status: 403,
        body: { message: 'Confirm your e-mail address with the code we sent you', code: 'EMAIL_NOT_VERIFIED' },
      },
    });
    renderWithProviders(<MyReviewPanel />, { route: '/landing/review' });

    await user.click(await screen.findByRole('radio', { name: '5 out of 5 stars' }));
    await user.type(screen.getByRole('textbox', { name: /Your comment/ }), 'Ngon lắm');
    await user.click(screen.getByRole('button', { name: 'Post my review' }));

    expect(await screen.findByRole('link', { name: 'Enter my code' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(useAuthStore.getState().user?.emailVerified).toBe(false);
  });
});
