import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  useAuthStore,
  useCartStore,
  useCustomizerStore,
} from '@restaurant/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DINER, fakeApi } from '../../../testing/fake-api';
import {
  createTestQueryClient,
  renderWithProviders,
  resetSession,
  setUpTranslations,
} from '../../../testing/render-with-providers';
import { SignOutButton } from '../components/sign-out-button';
import { signOut } from './use-sign-out';

let api: ReturnType<typeof fakeApi> | undefined;

beforeAll(() => setUpTranslations('en'));
beforeEach(() => {
  resetSession();
  useAuthStore.getState().setPersistence('session');
  useAuthStore.getState().setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: DINER });
  useCartStore.getState().updateLine({ type: 'FOOD', foodId: 3, delta: 2 });
});
afterEach(() => api?.restore());

describe('signOut', () => {
  it('empties both storage keys, the user, the cart and cached private data, and revokes the refresh token', async () => {
    api = fakeApi(() => ({ status: 204 }));
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['cart', 'mine'], { items: [1] });
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');

    await signOut(queryClient);

    expect(useAuthStore.getState()).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    for (const storage of [localStorage, sessionStorage]) {
      expect(storage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
      expect(storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    }
    expect(useCartStore.getState().lines).toEqual([]);
    expect(queryClient.getQueryData(['cart', 'mine'])).toBeUndefined();
    expect(api.requests).toEqual([
      expect.objectContaining({ method: 'POST', url: '/auth/logout', body: { refreshToken: 'refresh-1' } }),
    ]);
    expect(api.requests[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('signs out on this device even when the API cannot be reached, keeping language and theme', async () => {
    api = fakeApi(() => 'network-error');
    useCustomizerStore.getState().setLanguage('fr');
    await signOut(createTestQueryClient());
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(useCustomizerStore.getState().language).toBe('fr');
    useCustomizerStore.getState().setLanguage('en');
  });
});

describe('SignOutButton', () => {
  it('signs out and lands on sign-in with a notice', async () => {
    api = fakeApi(() => ({ status: 204 }));
    renderWithProviders(<SignOutButton />, { route: '/landing/homepage' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/auth/login'),
    );
    expect(useAuthStore.getState().refreshToken).toBeNull();
  });
});
