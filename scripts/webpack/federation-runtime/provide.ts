import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin, UserOptions } from '@module-federation/runtime-core';
import federation, { bundlerRuntime, runtime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BORROWED_RUNTIME_GLOBAL, type BundlerRuntimeFactory } from './contract';

/**
 * `@module-federation/runtime`'s `init`, minus its module-level "current instance": the host's copy of that module
 * keeps the HOST's instance there (its `loadRemote`, `registerRemotes` use it), so a remote's container must find or
 * create its own instance without writing it. Matches an existing instance by name and version as `init` does (not by
 * build id: the host's build id is compiled into this code).
 */
function initContainerInstance(options: UserOptions): runtimeCore.ModuleFederation {
  const normalized = { ...options, id: options.id ?? '' };
  const existing = runtimeCore.CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    (instance) =>
      instance.options.name === options.name &&
      (options.version ? instance.options.version === options.version : !instance.options.version),
  );
  if (!existing) return runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

/**
 * A bundler runtime for one remote container, made of the host's code: production remotes are built without their own
 * (`borrow.ts` stands in for it), ~4.4 KB gzip off every remoteEntry.js on a first render. Each container gets fresh
 * objects for the parts the federation entry or webpack's runtime modules write to, so nothing a container records
 * reaches the host's runtime or another container's. `initContainerEntry` is added back: the host, exposing nothing,
 * is built without it.
 */
const createContainerRuntime: BundlerRuntimeFactory = () => ({
  ...federation,
  runtime: { ...runtime, init: initContainerInstance },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...bundlerRuntime, S: {}, initContainerEntry },
  bundlerRuntimeOptions: {},
});

/** Host-side half of the borrowed runtime: in place before the host loads any remoteEntry.js. */
export default function provideFederationRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-federation-runtime',
    beforeInit(args) {
      const global = runtimeCore.Global as typeof runtimeCore.Global & Record<string, unknown>;
      global[BORROWED_RUNTIME_GLOBAL] ??= createContainerRuntime;
      return args;
    },
  };
}
