import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemotePageModule } from '@restaurant/shared/router';
import { RemoteUnavailable, type RemoteUnavailableReason } from './remote-unavailable';
import { SharedVersionSkewError } from './shared-version-plugin';

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type PromisedValue<T> = T extends Promise<infer U> ? U : never;
/** What the hook resolves to: the retried remote entry (a promise itself, in the runtime's typing). */
type RetriedEntry = PromisedValue<ReturnType<LoadEntryErrorHook>>;
type RemoteEntry = PromisedValue<NonNullable<RetriedEntry>>;

const RETRY_DELAYS_MS = [300, 1000] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * First failure layer: a remote's manifest fetch is retried (network error or 5xx) and its remoteEntry.js is
 * loaded once more before the remote counts as down; a brief blip during a remote's redeploy goes unnoticed.
 */
export function retryPlugin(delays: readonly number[] = RETRY_DELAYS_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'restaurant-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= delays.length; attempt += 1) {
        if (attempt > 0) await wait(delays[attempt - 1] ?? 0);
        try {
          const response = await fetch(url, init);
          if (response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError instanceof Error ? lastError : new Error(`${url} could not be fetched`);
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      const retryEntry = async (): Promise<RemoteEntry> => {
        await wait(delays[0] ?? 0);
        delete globalLoading[uniqueKey];
        const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined });
        return entry || undefined;
      };
      // The hook's declared type nests the retry's promise inside the hook's own; the runtime awaits both.
      return new Promise<RetriedEntry>((resolve) => resolve(retryEntry()));
    },
  };
}

// Remembered so a header widget (cart button, session notice) can put its own small fallback in place of the
// page-sized panel.
const unavailableModules = new WeakSet<RemotePageModule>();

/**
 * The module a page gets when its remote is down (the translated "unavailable, retry" panel) or was refused for its
 * shared versions (the panel saying the section awaits an update).
 */
export function unavailableModule(remote: string, reason: RemoteUnavailableReason = 'unreachable'): RemotePageModule {
  const module: RemotePageModule = { default: () => <RemoteUnavailable remote={remote} reason={reason} /> };
  unavailableModules.add(module);
  return module;
}

/** Whether `module` is the stand-in the fallback plugin returned for a remote that could not be loaded. */
export function isUnavailableModule(module: RemotePageModule): boolean {
  return unavailableModules.has(module);
}

/**
 * Second layer: once retries are spent, `loadRemote` resolves to the fallback module instead of rejecting, so only
 * that remote's routes show the panel.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'restaurant-remote-fallback',
    errorLoadRemote({ id, lifecycle, error }) {
      // Earlier lifecycles report the same failure again under 'onLoad', where a module can stand in for the page.
      if (lifecycle !== 'onLoad') return undefined;
      const remote = id.split('/')[0] ?? id;
      // The version check already named the package and both versions in the console.
      if (error instanceof SharedVersionSkewError) return unavailableModule(remote, 'incompatible');
      console.warn(`Remote module ${id} is unavailable`, error);
      return unavailableModule(remote);
    },
  };
}
