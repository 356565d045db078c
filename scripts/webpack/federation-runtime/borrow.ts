import { BORROWED_RUNTIME_GLOBAL, type BundlerRuntime, type BundlerRuntimeFactory } from './contract';

/**
 * Stands in for `@module-federation/webpack-bundler-runtime` in a production remote's build: its container takes a
 * bundler runtime made of the host's code (`provide.ts`) instead of carrying its own. Only the composed site runs a
 * production remote, and the host's runtime plugin has provided the factory before any remoteEntry.js is loaded.
 */
function borrowBundlerRuntime(): BundlerRuntime {
  const factory = (globalThis as typeof globalThis & Record<string, BundlerRuntimeFactory | undefined>)[
    BORROWED_RUNTIME_GLOBAL
  ];
  if (typeof factory !== 'function') {
    throw new Error(
      'No federation runtime to borrow: a production remote runs only inside the composed site, under a host built ' +
        'with federation-runtime/provide.ts.',
    );
  }
  return factory();
}

export default borrowBundlerRuntime();
