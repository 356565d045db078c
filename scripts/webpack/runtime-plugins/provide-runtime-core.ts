import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/**
 * Host-side half of `experiments.externalRuntime`: production remotes are built without the federation runtime and
 * read it from `globalThis._FEDERATION_RUNTIME_CORE`. The package's own plugin for this
 * (`@module-federation/inject-external-runtime-core-plugin`) requires the CommonJS build of the runtime, which put a
 * second copy (~45 KB) on the host's first page; this one hands over the very ESM copy the host already runs.
 */
export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global as typeof runtimeCore.Global & { _FEDERATION_RUNTIME_CORE?: unknown };
      global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
