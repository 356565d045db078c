import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemotePageModule } from '@restaurant/shared/router';
import { clientErrorReporter } from './client-error-reporter';
import { RemoteUnavailable, type RemoteUnavailableReason } from './remote-unavailable';
import { SharedVersionSkewError } from './shared-version-plugin';

// Remembered with why, so a page can show the panel beside the server's markup (remote-page.tsx) and a header widget
// (cart button, session notice) can put its own small fallback in place of the page-sized panel.
const unavailableModules = new WeakMap<RemotePageModule, RemoteUnavailableReason>();

/**
 * The module a page gets when its remote is down (the translated "unavailable, retry" panel) or was refused for its
 * shared versions (the panel saying the section awaits an update).
 */
export function unavailableModule(remote: string, reason: RemoteUnavailableReason = 'unreachable'): RemotePageModule {
  const module: RemotePageModule = { default: () => <RemoteUnavailable remote={remote} reason={reason} /> };
  unavailableModules.set(module, reason);
  return module;
}

/** Whether `module` is the stand-in the fallback plugin returned for a remote that could not be loaded. */
export function isUnavailableModule(module: RemotePageModule): boolean {
  return unavailableModules.has(module);
}

/** Why `module` stands in for a page, or null when it is the page itself. */
export function unavailableReason(module: RemotePageModule): RemoteUnavailableReason | null {
  return unavailableModules.get(module) ?? null;
}

/**
 * `loadRemote` resolves to the fallback module instead of rejecting, on the remote's first failed fetch (manifest,
 * remoteEntry.js or chunk), so only that remote's routes show the panel, and at once: the page retries in the
 * background after the panel is up (remote-page.tsx), never before it.
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
      clientErrorReporter.report('remote-load', error, remote);
      return unavailableModule(remote);
    },
  };
}
