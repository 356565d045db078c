import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** Raw browser-storage keys of spec section 9; other code (and older builds) read them directly. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const AUTH_REHYDRATE_TIMEOUT_MS = 5000;

/** 'local' survives closing the browser; 'session' is what a "remember me" left off asks for. */
export type TokenPersistence = 'local' | 'session';

export interface PersistedTokens {
  accessToken: string | null;
  refreshToken: string | null;
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

function readTokens(storage: Storage | undefined): Omit<PersistedTokens, 'persistence'> | null {
  if (!storage) return null;
  const accessToken = safely(() => storage.getItem(ACCESS_TOKEN_KEY), null);
  const refreshToken = safely(() => storage.getItem(REFRESH_TOKEN_KEY), null);
  return accessToken === null && refreshToken === null ? null : { accessToken, refreshToken };
}

function writeToken(storage: Storage | undefined, key: string, value: string | null): void {
  if (!storage) return;
  safely(() => (value === null ? storage.removeItem(key) : storage.setItem(key, value)), undefined);
}

/**
 * Keeps the tokens as two plain strings under `accessToken` / `refreshToken` (not one JSON blob), in
 * localStorage or sessionStorage depending on `persistence`; the other storage is emptied on every write so a
 * token never lingers where the user did not ask for it.
 */
export function createTokenStorage(storages: WebStorages = browserStorages): PersistStorage<PersistedTokens> {
  return {
    getItem: () => {
      const fromLocal = readTokens(storages.local());
      if (fromLocal) return { state: { ...fromLocal, persistence: 'local' }, version: 0 };
      const fromSession = readTokens(storages.session());
      if (fromSession) return { state: { ...fromSession, persistence: 'session' }, version: 0 };
      return null;
    },
    setItem: (_name, { state }: StorageValue<PersistedTokens>) => {
      const target = state.persistence === 'session' ? storages.session() : storages.local();
      const other = state.persistence === 'session' ? storages.local() : storages.session();
      writeToken(target, ACCESS_TOKEN_KEY, state.accessToken);
      writeToken(target, REFRESH_TOKEN_KEY, state.refreshToken);
      writeToken(other, ACCESS_TOKEN_KEY, null);
      writeToken(other, REFRESH_TOKEN_KEY, null);
    },
    removeItem: () => {
      for (const storage of [storages.local(), storages.session()]) {
        writeToken(storage, ACCESS_TOKEN_KEY, null);
        writeToken(storage, REFRESH_TOKEN_KEY, null);
      }
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
