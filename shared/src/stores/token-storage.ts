import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { User } from '../contracts/auth';

/** Raw browser-storage keys of spec section 9; other code (and older builds) read them directly. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
/** The signed-in diner (JSON), kept beside the tokens so a reload shows who is signed in at once. */
export const AUTH_USER_KEY = 'authUser';
export const AUTH_REHYDRATE_TIMEOUT_MS = 5000;

/** 'local' survives closing the browser; 'session' is what a "remember me" left off asks for. */
export type TokenPersistence = 'local' | 'session';

export interface PersistedTokens {
  accessToken: string | null;
  refreshToken: string | null;
  /** Absent (not null) when storage holds none, e.g. tokens written by an older build. */
  user?: User | null;
  persistence: TokenPersistence;
}

export interface WebStorages {
  local: () => Storage | undefined;
  session: () => Storage | undefined;
}

const browserStorages: WebStorages = {
  local: () => globalThis.localStorage,
  session: () => globalThis.sessionStorage,
};

// Storage can throw (disabled cookies, Safari private mode, quota): losing persistence beats crashing the page.
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

// What the header and the forms read; an entry without them is not a user this build can show.
function isStoredUser(value: unknown): value is User {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'number' &&
    'email' in value &&
    typeof value.email === 'string' &&
    'fullName' in value &&
    typeof value.fullName === 'string'
  );
}

// Written by this app, but storage is anyone's to edit: a malformed entry is treated as no user (/auth/me will say).
function readUser(storage: Storage): User | null {
  const json = safely(() => storage.getItem(AUTH_USER_KEY), null);
  if (json === null) return null;
  const user = safely((): unknown => JSON.parse(json), null);
  return isStoredUser(user) ? user : null;
}

function readSession(storage: Storage | undefined): Omit<PersistedTokens, 'persistence'> | null {
  if (!storage) return null;
  const accessToken = safely(() => storage.getItem(ACCESS_TOKEN_KEY), null);
  const refreshToken = safely(() => storage.getItem(REFRESH_TOKEN_KEY), null);
  if (accessToken === null && refreshToken === null) return null;
  // A user is only ever shown with the access token it came with.
  const user = accessToken === null ? null : readUser(storage);
  return { accessToken, refreshToken, ...(user ? { user } : {}) };
}

function writeItem(storage: Storage | undefined, key: string, value: string | null): void {
  if (!storage) return;
  safely(() => (value === null ? storage.removeItem(key) : storage.setItem(key, value)), undefined);
}

function writeSession(storage: Storage | undefined, state: PersistedTokens | null): void {
  const signedIn = state?.accessToken != null;
  writeItem(storage, ACCESS_TOKEN_KEY, state?.accessToken ?? null);
  writeItem(storage, REFRESH_TOKEN_KEY, state?.refreshToken ?? null);
  writeItem(storage, AUTH_USER_KEY, signedIn && state?.user ? JSON.stringify(state.user) : null);
}

/**
 * Keeps the tokens as two plain strings under `accessToken` / `refreshToken` (not one JSON blob) and the user
 * beside them under `authUser`, in localStorage or sessionStorage depending on `persistence`; the other storage
 * is emptied on every write so a token never lingers where the user did not ask for it.
 */
export function createTokenStorage(storages: WebStorages = browserStorages): PersistStorage<PersistedTokens> {
  return {
    getItem: () => {
      const fromLocal = readSession(storages.local());
      if (fromLocal) return { state: { ...fromLocal, persistence: 'local' }, version: 0 };
      const fromSession = readSession(storages.session());
      if (fromSession) return { state: { ...fromSession, persistence: 'session' }, version: 0 };
      return null;
    },
    setItem: (_name, { state }: StorageValue<PersistedTokens>) => {
      const target = state.persistence === 'session' ? storages.session() : storages.local();
      const other = state.persistence === 'session' ? storages.local() : storages.session();
      writeSession(target, state);
      writeSession(other, null);
    },
    removeItem: () => {
      writeSession(storages.local(), null);
      writeSession(storages.session(), null);
    },
  };
}

function isPromiseLike<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof value === 'object' && value !== null && 'then' in value && typeof value.then === 'function';
}

/**
 * Rehydration gives up after `timeoutMs` (spec: at most 5000 ms) and starts signed out rather than leaving the
 * app waiting on a storage that never answers. Synchronous storage stays synchronous, so tokens are in the store
 * before the first request is sent.
 */
export function withRehydrateTimeout<S>(storage: PersistStorage<S>, timeoutMs: number): PersistStorage<S> {
  return {
    ...storage,
    getItem: (name) => {
      const result = safely(() => storage.getItem(name), null);
      if (!isPromiseLike(result)) return result;
      return new Promise<StorageValue<S> | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), timeoutMs);
        result.then(
          (value) => {
            clearTimeout(timer);
            resolve(value);
          },
          () => {
            clearTimeout(timer);
            resolve(null);
          },
        );
      });
    },
  };
}
