import type federation from '@module-federation/webpack-bundler-runtime';

/** What a container's federation entry imports as its bundler runtime (`@module-federation/webpack-bundler-runtime`). */
export type BundlerRuntime = typeof federation;

/**
 * Where the host leaves, for production remotes, a function that hands each of them a bundler runtime of its own made
 * of the host's code (`provide.ts` writes it, `borrow.ts` reads it).
 */
export const BORROWED_RUNTIME_GLOBAL = '_FEDERATION_BORROWED_BUNDLER_RUNTIME';

export type BundlerRuntimeFactory = () => BundlerRuntime;
