import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemotePageModule } from '@restaurant/shared/router';
import { isUnavailableModule } from './federation-plugins';
import { loadSharedUi } from './shared-ui-modules';

export class RemoteModuleMissingError extends Error {
  constructor(readonly moduleId: RemoteModuleId) {
    super(`Remote module ${moduleId} could not be loaded`);
    this.name = 'RemoteModuleMissingError';
  }
}

type RemoteLoader = (id: RemoteModuleId) => Promise<RemotePageModule | null | undefined>;

/** Demo pages render the demo-only UI family: its download starts with the page's instead of after it. */
const loadDemoUi = () => loadSharedUi('ui-demo');

const defaultLoader: RemoteLoader = async (id) => {
  const [module] = await Promise.all([
    loadRemote<RemotePageModule>(id),
    id.startsWith('demo/') ? loadDemoUi() : undefined,
  ]);
  return module;
};

let loader: RemoteLoader = defaultLoader;
const pending = new Map<RemoteModuleId, Promise<RemotePageModule>>();

interface Arrival {
  promise: Promise<RemotePageModule>;
  arrive: (module: RemotePageModule) => void;
}
const arrivals = new Map<RemoteModuleId, Arrival>();

function arrivalOf(id: RemoteModuleId): Arrival {
  let arrival = arrivals.get(id);
  if (!arrival) {
    let arrive: (module: RemotePageModule) => void = () => undefined;
    const promise = new Promise<RemotePageModule>((resolve) => {
      arrive = resolve;
    });
    arrival = { promise, arrive };
    arrivals.set(id, arrival);
  }
  return arrival;
}

/**
 * The page module itself, once a download of it succeeds: the first, or a retry after its remote came back. Never
 * the "unavailable" stand-in and never a rejection, so a page hydrating the server's markup waits on it (the markup
 * stays) instead of rendering something else in its place (a hydration mismatch).
 */
export function remotePageArrival(id: RemoteModuleId): Promise<RemotePageModule> {
  return arrivalOf(id).promise;
}

/**
 * One download per page module, started as early as the route is matched (the route loader calls it so the remote
 * loads while the layout renders) and reused by the lazy component. A failure is forgotten so a retry refetches.
 */
export function loadRemotePage(id: RemoteModuleId): Promise<RemotePageModule> {
  const existing = pending.get(id);
  if (existing) return existing;
  const loading = loader(id).then((module) => {
    if (!module || typeof module.default !== 'function') throw new RemoteModuleMissingError(id);
    if (!isUnavailableModule(module)) arrivalOf(id).arrive(module);
    return module;
  });
  loading.catch(() => {
    if (pending.get(id) === loading) pending.delete(id);
  });
  pending.set(id, loading);
  return loading;
}

/** Drops what was loaded (possibly the "unavailable" fallback) so the next render asks the remote again. */
export function forgetRemotePage(id: RemoteModuleId): void {
  pending.delete(id);
}

/** Tests swap the Module Federation runtime for a fake. */
export function setRemoteLoaderForTests(next: RemoteLoader | null): void {
  loader = next ?? defaultLoader;
  pending.clear();
  arrivals.clear();
}
