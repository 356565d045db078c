import { renderHook, waitFor } from '@testing-library/react';
import type { PersistStorage } from 'zustand/middleware';
import { myCartQueryOptions } from '../cart/get-my-cart';
import { queryClient } from '../query/query-client';
import { createAuthStore, useAuthStore, useAuthUser, type AuthUser } from './auth-store';
import { useCartStore } from './cart-store';
import { useCustomizerStore } from './customizer-store';
import { resetAllStores } from './reset-all-stores';
import type { PersistedTokens } from './token-storage';

const user: AuthUser = {
  id: 42,
  email: 'diner@example.com',
  fullName: 'Nguyễn An',
  phone: null,
  emailVerified: true,
  emailUndeliverable: false,
  language: 'en',
  role: 'diner',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function storedKeys(storage: Storage): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').sort();
}

const waitForState = (condition: () => boolean) => waitFor(() => expect(condition()).toBe(true));

afterEach(() => {
  resetAllStores();
  jest.useRealTimers();
});

describe('auth persistence', () => {
  it('keeps the tokens as plain strings under accessToken and refreshToken, with their user beside them', () => {
    useAuthStore.getState().setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user });

    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('authUser') ?? 'null')).toEqual(user);
    expect(storedKeys(localStorage)).toEqual(['accessToken', 'authUser', 'refreshToken']);
  });

  it('does not persist the customizer or the cart', () => {
    useCustomizerStore.getState().setLanguage('ar');
    useCustomizerStore.getState().setMode('dark');
    useCartStore.getState().updateLine({ foodId: 1, delta: 2 });

    expect(storedKeys(localStorage)).toEqual([]);
    expect(storedKeys(sessionStorage)).toEqual([]);
  });

  it('brings back only the session after a reload (tokens and their user); customizer and cart at defaults', async () => {
    useAuthStore.getState().setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user });
    useCustomizerStore.getState().setMode('dark');
    useCartStore.getState().updateLine({ foodId: 1, delta: 2 });

    await jest.isolateModulesAsync(async () => {
      const reloaded = await import('../index');
      expect(reloaded.useAuthStore.getState()).toMatchObject({
        accessToken: 'access-1',
        refreshToken: 'refresh-1',
        user,
        hydrated: true,
      });
      expect(reloaded.useCustomizerStore.getState().mode).toBe('light');
      expect(reloaded.useCartStore.getState().lines).toEqual([]);
    });
  });

  it('reads stored tokens synchronously, before the first request can go out', () => {
    localStorage.setItem('accessToken', 'stored-access');
    localStorage.setItem('refreshToken', 'stored-refresh');
    const store = createAuthStore();
    expect(store.getState()).toMatchObject({
      accessToken: 'stored-access',
      refreshToken: 'stored-refresh',
      hydrated: true,
    });
  });

  it('keeps the tokens in sessionStorage under the same keys when the diner is not remembered', () => {
    useAuthStore.getState().setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user });
    useAuthStore.getState().setPersistence('session');

    expect(storedKeys(localStorage)).toEqual([]);
    expect(sessionStorage.getItem('accessToken')).toBe('access-1');
    expect(sessionStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(createAuthStore().getState()).toMatchObject({ accessToken: 'access-1', persistence: 'session' });
  });

  it('removes both tokens and the user from storage on logout', () => {
    useAuthStore.getState().setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user });
    useAuthStore.getState().clearSession();

    expect(useAuthStore.getState()).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    expect(storedKeys(localStorage)).toEqual([]);
    expect(storedKeys(sessionStorage)).toEqual([]);
  });

  it('keeps the user in sessionStorage with the tokens when the diner is not remembered', () => {
    useAuthStore.getState().setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user });
    useAuthStore.getState().setPersistence('session');

    expect(storedKeys(sessionStorage)).toEqual(['accessToken', 'authUser', 'refreshToken']);
    expect(createAuthStore().getState()).toMatchObject({ accessToken: 'access-1', user, persistence: 'session' });
  });

  it('shows no stored user whose access token is gone', () => {
    localStorage.setItem('authUser', JSON.stringify(user));
    expect(createAuthStore().getState().user).toBeNull();

    localStorage.setItem('refreshToken', 'refresh-only');
    expect(createAuthStore().getState()).toMatchObject({ refreshToken: 'refresh-only', user: null });
  });

  it('brings back tokens stored without a user (an older build) with no user, for /auth/me to fill in', () => {
    localStorage.setItem('accessToken', 'stored-access');
    localStorage.setItem('refreshToken', 'stored-refresh');
    expect(createAuthStore().getState()).toMatchObject({ accessToken: 'stored-access', user: null });
  });

  it('ignores a stored user it cannot read', () => {
    localStorage.setItem('accessToken', 'stored-access');
    localStorage.setItem('authUser', '{"fullName": 42');
    expect(createAuthStore().getState().user).toBeNull();

    localStorage.setItem('authUser', JSON.stringify({ fullName: 'No id' }));
    expect(createAuthStore().getState().user).toBeNull();
  });

  it('drops the user with the tokens when another tab signs out', async () => {
    useAuthStore.getState().setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user });
    // What the other tab's sign-out leaves in the shared storage, then the event this tab receives.
    localStorage.removeItem('accessToken');
    localStorage.removeItem('refreshToken');
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));

    await waitForState(() => useAuthStore.getState().accessToken === null);
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('never hands out a user without an access token', () => {
    useAuthStore.setState({ accessToken: null, user });
    const { result } = renderHook(() => useAuthUser());
    expect(result.current).toBeNull();
  });
});

describe('auth states (spec section 4)', () => {
  // Login's pending and failure states are the login mutation's own (remote-auth useLogin), not store fields.
  it('stores the session on success', () => {
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user });
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'a', refreshToken: 'r', user });
  });
});

describe('rehydration timeout', () => {
  function slowStorage(answerAfterMs: number): PersistStorage<PersistedTokens> {
    return {
      getItem: () =>
        new Promise((resolve) =>
          setTimeout(
            () => resolve({ state: { accessToken: 'late', refreshToken: 'late', persistence: 'local' }, version: 0 }),
            answerAfterMs,
          ),
        ),
      setItem: () => undefined,
      removeItem: () => undefined,
    };
  }

  it('waits for a storage that answers within 5000 ms', async () => {
    jest.useFakeTimers();
    const store = createAuthStore({ storage: slowStorage(1000) });
    expect(store.getState().hydrated).toBe(false);

    await jest.advanceTimersByTimeAsync(1000);
    await store.whenHydrated();
    expect(store.getState()).toMatchObject({ hydrated: true, accessToken: 'late' });
  });

  it('gives up after 5000 ms and starts signed out', async () => {
    jest.useFakeTimers();
    const store = createAuthStore({ storage: slowStorage(60_000) });
    const settled = jest.fn();
    void store.whenHydrated().then(settled);

    await jest.advanceTimersByTimeAsync(4999);
    expect(settled).not.toHaveBeenCalled();
    expect(store.getState().hydrated).toBe(false);

    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ hydrated: true, accessToken: null });

    // The storage answering later does not sign the diner in behind their back.
    await jest.advanceTimersByTimeAsync(60_000);
    expect(store.getState().accessToken).toBeNull();
  });

  it('survives a storage that throws', async () => {
    const store = createAuthStore({
      storage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => undefined,
        removeItem: () => undefined,
      },
    });
    await store.whenHydrated();
    expect(store.getState()).toMatchObject({ hydrated: true, accessToken: null });
  });
});

describe('resetAllStores', () => {
  it('puts every store back to its defaults, signs out and drops cached server data', () => {
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user });
    useCustomizerStore.getState().setTheme('green');
    useCartStore.getState().updateLine({ foodId: 1, delta: 1 });
    queryClient.setQueryData(myCartQueryOptions().queryKey, { id: 1, cartDetails: [], itemCount: 0, total: 0 });

    resetAllStores();

    expect(useAuthStore.getState()).toMatchObject({ accessToken: null, refreshToken: null, user: null });
    expect(useCustomizerStore.getState().theme).toBe('blue');
    expect(useCartStore.getState().lines).toEqual([]);
    expect(queryClient.getQueryData(myCartQueryOptions().queryKey)).toBeUndefined();
    expect(storedKeys(localStorage)).toEqual([]);
  });
});
