import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import type { User } from '../contracts/auth';
import {
  ACCESS_TOKEN_KEY,
  AUTH_REHYDRATE_TIMEOUT_MS,
  AUTH_USER_KEY,
  REFRESH_TOKEN_KEY,
  createTokenStorage,
  withRehydrateTimeout,
  type PersistedTokens,
  type TokenPersistence,
} from './token-storage';

/** The signed-in diner, as the login and `/auth/me` answers carry it (API contract). */
export type AuthUser = User;

export interface AuthTokens {
  accessToken: string;
  refreshToken?: string | null;
}

export interface AuthSession {
  accessToken: string;
  refreshToken: string | null;
  user: AuthUser | null;
}

export interface AuthState {
  accessToken: string | null;
  refreshToken: string | null;
  user: AuthUser | null;
  /** Where the tokens are kept: 'session' when the diner did not ask to be remembered. */
  persistence: TokenPersistence;
  /** True once stored tokens were read (or reading gave up after 5000 ms). */
  hydrated: boolean;
  /** Login success: tokens and user stored. */
  setSession: (session: AuthSession) => void;
  /** A refresh answered: new access token, and the rotated refresh token when the server sent one. */
  setTokens: (tokens: AuthTokens) => void;
  setUser: (user: AuthUser | null) => void;
  setPersistence: (persistence: TokenPersistence) => void;
  /** Logout: tokens and user cleared, and both keys removed from browser storage. */
  clearSession: () => void;
}

export type AuthData = Pick<AuthState, 'accessToken' | 'refreshToken' | 'user' | 'persistence'>;

export const initialAuthData: AuthData = {
  accessToken: null,
  refreshToken: null,
  user: null,
  persistence: 'local',
};

export interface CreateAuthStoreOptions {
  storage?: PersistStorage<PersistedTokens>;
  rehydrateTimeoutMs?: number;
}

function isPersistedTokens(value: unknown): value is Partial<PersistedTokens> {
  return typeof value === 'object' && value !== null;
}

/** Exported for tests (custom storage, short timeout); the app uses the one `useAuthStore` below. */
export function createAuthStore(options: CreateAuthStoreOptions = {}) {
  let resolveHydrated: () => void = () => undefined;
  const hydratedOnce = new Promise<void>((resolve) => {
    resolveHydrated = resolve;
  });

  const store = create<AuthState>()(
    persist(
      (set) => ({
        ...initialAuthData,
        hydrated: false,
        setSession: ({ accessToken, refreshToken, user }) => set({ accessToken, refreshToken, user }),
        setTokens: ({ accessToken, refreshToken }) =>
          set((state) => ({ accessToken, refreshToken: refreshToken ?? state.refreshToken })),
        setUser: (user) => set({ user }),
        setPersistence: (persistence) => set({ persistence }),
        clearSession: () => set({ accessToken: null, refreshToken: null, user: null }),
      }),
      {
        name: 'auth',
        version: 0,
        storage: withRehydrateTimeout(
          options.storage ?? createTokenStorage(),
          options.rehydrateTimeoutMs ?? AUTH_REHYDRATE_TIMEOUT_MS,
        ),
        // The tokens, the user they belong to (spec section 4: auth state holds it) and where they live survive a
        // reload, so the header names the diner at once; `/auth/me` still refreshes the user in the background.
        partialize: ({ accessToken, refreshToken, user, persistence }): PersistedTokens => ({
          accessToken,
          refreshToken,
          user,
          persistence,
        }),
        merge: (persisted, current) => {
          const stored = isPersistedTokens(persisted) ? persisted : {};
          return {
            ...current,
            accessToken: stored.accessToken ?? null,
            refreshToken: stored.refreshToken ?? null,
            persistence: stored.persistence ?? current.persistence,
            // The user stored with the tokens, never one without them (another tab logged out). Tokens written by
            // an older build come without a user: `/auth/me` fills it in.
            user: stored.accessToken ? (stored.user ?? null) : null,
            hydrated: true,
          };
        },
        // Called after success and after an error alike: either way the app stops waiting.
        onRehydrateStorage: () => () => resolveHydrated(),
      },
    ),
  );
  // `merge` sets the flag on success; this covers a hydration that failed before reaching it.
  void hydratedOnce.then(() => {
    if (!store.getState().hydrated) store.setState({ hydrated: true });
  });

  return Object.assign(store, {
    /** Resolves once stored tokens are in the store, or after the rehydrate timeout at the latest. */
    whenHydrated: (): Promise<void> => hydratedOnce,
  });
}

export const useAuthStore = createAuthStore();

/** Resolves once the stored tokens are in the auth store (at most 5000 ms after start-up). */
export function whenAuthHydrated(): Promise<void> {
  return useAuthStore.whenHydrated();
}

// Another tab that logs in, out, or rotates the tokens writes the same keys: follow it, so this tab does not
// send a refresh token that was already used.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, AUTH_USER_KEY].includes(event.key)) {
      void useAuthStore.persist.rehydrate();
    }
  });
}

export const useAccessToken = () => useAuthStore((state) => state.accessToken);
/** The signed-in diner; never a user without the tokens that prove the sign-in. */
export const useAuthUser = () => useAuthStore((state) => (state.accessToken === null ? null : state.user));
export const useIsAuthenticated = () => useAuthStore((state) => state.accessToken !== null);
export const useAuthHydrated = () => useAuthStore((state) => state.hydrated);
