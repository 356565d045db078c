import { useAuthStore } from '@restaurant/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DINER, fakeApi } from '../../../testing/fake-api';
import { renderWithProviders, resetSession, setUpTranslations } from '../../../testing/render-with-providers';
import { SignOutButton } from './sign-out-button';

let api: ReturnType<typeof fakeApi> | undefined;

beforeAll(() => setUpTranslations('en'));
beforeEach(() => {
  resetSession();
  useAuthStore.getState().setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: DINER });
});
afterEach(() => api?.restore());

// What signing out clears is tested with the shared `signOut` (shared/src/auth/sign-out.test.ts).
describe('SignOutButton', () => {
  it('signs out and lands on sign-in with a notice', async () => {
    api = fakeApi(() => ({ status: 204 }));
    renderWithProviders(<SignOutButton />, { route: '/landing/homepage' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/auth/login'),
    );
    expect(useAuthStore.getState().refreshToken).toBeNull();
    expect(api.requests).toEqual([expect.objectContaining({ method: 'POST', url: '/auth/logout' })]);
  });
});
