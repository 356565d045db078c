import { QueryClient } from '@tanstack/react-query';
import { myCartQueryOptions } from '../cart/get-my-cart';
import { useAuthStore } from '../stores/auth-store';
import { useCartStore } from '../stores/cart-store';
import { useCustomizerStore } from '../stores/customizer-store';
import { resetAllStores } from '../stores/reset-all-stores';
import { ACCESS_TOKEN_KEY, AUTH_USER_KEY, REFRESH_TOKEN_KEY } from '../stores/token-storage';
import { fakeApi, type FakeApi, type FakeRequest } from '../testing/fake-api';
import { aUser } from '../testing/fixtures';
import { useSessionNoticeStore, watchSessionExpiry } from './session-expiry';
import { signOut } from './sign-out';

const DINER = aUser({ fullName: 'Diner', emailVerified: false });

let api: FakeApi | undefined;
let requests: FakeRequest[] = [];

/** Answers every request with `status` (or no response at all). */
function serve(status: number | 'network-error') {
  api = fakeApi(() => (status === 'network-error' ? status : { status }));
  requests = api.requests;
}

beforeEach(() => {
  requests = [];
  resetAllStores();
  useSessionNoticeStore.setState({ expired: false });
  useAuthStore.getState().setPersistence('session');
  useAuthStore.getState().setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: DINER });
  useCartStore.getState().updateLine({ type: 'FOOD', foodId: 3, delta: 2 });
});
afterEach(() => api?.restore());

describe('signOut', () => {
  it('empties both token keys, the stored user, the cart and cached private data, and ends the session on the API', async () => {
    serve(204);
    const queryClient = new QueryClient();
    queryClient.setQueryData(myCartQueryOptions().queryKey, { id: 1, cartDetails: [], itemCount: 0, total: 0 });
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(sessionStorage.getItem(AUTH_USER_KEY)).not.toBeNull();

    await signOut(queryClient);

    expect(useAuthStore.getState()).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    for (const storage of [localStorage, sessionStorage]) {
      expect(storage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
      expect(storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
      expect(storage.getItem(AUTH_USER_KEY)).toBeNull();
    }
    expect(useCartStore.getState().lines).toEqual([]);
    expect(queryClient.getQueryData(myCartQueryOptions().queryKey)).toBeUndefined();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/auth/logout' });
    expect(requests[0]?.body).toEqual({ refreshToken: 'refresh-1' });
    // the access token names the session even when the refresh token is lost
    expect(requests[0]?.headers['Authorization']).toBe('Bearer access-1');
  });

  it('signs out on this device even when the API cannot be reached, keeping language and theme', async () => {
    serve('network-error');
    useCustomizerStore.getState().setLanguage('fr');
    await signOut(new QueryClient());
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(useCustomizerStore.getState().language).toBe('fr');
  });
});

describe('watchSessionExpiry', () => {
  it('raises the notice when the session is lost, not when the diner signs out', async () => {
    serve(204);
    const stop = watchSessionExpiry();
    await signOut(new QueryClient());
    expect(useSessionNoticeStore.getState().expired).toBe(false);

    useAuthStore.getState().setSession({ accessToken: 'access-2', refreshToken: 'refresh-2', user: DINER });
    useAuthStore.getState().clearSession();
    expect(useSessionNoticeStore.getState().expired).toBe(true);

    useAuthStore.getState().setSession({ accessToken: 'access-3', refreshToken: 'refresh-3', user: DINER });
    expect(useSessionNoticeStore.getState().expired).toBe(false);
    stop();
  });

  it('keeps watching until the last caller stops', () => {
    const stopHost = watchSessionExpiry();
    const stopNotice = watchSessionExpiry();
    stopNotice();
    useAuthStore.getState().clearSession();
    expect(useSessionNoticeStore.getState().expired).toBe(true);

    stopHost();
    useSessionNoticeStore.setState({ expired: false });
    useAuthStore.getState().setSession({ accessToken: 'access-4', refreshToken: 'refresh-4', user: DINER });
    useAuthStore.getState().clearSession();
    expect(useSessionNoticeStore.getState().expired).toBe(false);
  });
});
