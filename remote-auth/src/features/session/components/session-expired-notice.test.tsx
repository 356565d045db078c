import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOut, useAuthStore, useSessionNoticeStore } from '@restaurant/shared';
import { apiClient, fakeApi, renderWithProviders, resetSession } from '@restaurant/shared/testing';
import { DINER } from '../../../testing/fixtures';
import { setUpTranslations } from '../../../testing/translations';
import { SessionExpiredNotice } from './session-expired-notice';

let api: ReturnType<typeof fakeApi> | undefined;

beforeAll(() => setUpTranslations('en'));
beforeEach(() => {
  resetSession();
  useSessionNoticeStore.setState({ expired: false });
  useAuthStore.getState().setSession({ accessToken: 'expired-access', refreshToken: 'revoked-refresh', user: DINER });
});
afterEach(() => api?.restore());

describe('SessionExpiredNotice', () => {
  it('appears with a way back to sign-in when a failed refresh ends the session', async () => {
    api = fakeApi(() => ({ status: 401 }));
    renderWithProviders(<SessionExpiredNotice />, { route: '/landing/reviews?page=2' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(async () => {
      await expect(apiClient.get('/public/restaurant-review/my-review')).rejects.toThrow();
    });

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your session has ended');
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Flanding%2Freviews%3Fpage%3D2',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays hidden when the diner signs out on purpose', async () => {
    api = fakeApi(() => ({ status: 204 }));
    renderWithProviders(<SessionExpiredNotice />, { route: '/landing/homepage' });
    await act(() => signOut());
    await waitFor(() => expect(useAuthStore.getState().accessToken).toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
