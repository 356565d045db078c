import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';

/**
 * A host another team could write: plain webpack and `@module-federation/enhanced` with their documented options,
 * none of this repository's build code (scripts/webpack). It depends on `@restaurant/shared` as a package, as any
 * consumer of the remotes must (their pages render inside its providers), and shares React, zustand, TanStack Query
 * and emotion as singletons at the versions its package.json pins (Module Federation reads them from there).
 */

/** Where the site serves this host's files (the interop test serves them on the composed site's origin). */
export const INTEROP_HOST_BASE = '/interop-host/';

const LIBRARIES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'zustand', '@tanstack/react-query'];

interface PackageJson {
  version: string;
  exports: Record<string, string>;
}

/**
 * The `@restaurant/shared` entry points the remotes take as singletons: the package itself, its router, its Chakra
 * system and its UI families (`ui`, `ui-*`). Provided whether or not this host imports them (an absolute `import`),
 * so a remote page renders every family in the host's Chakra context.
 */
function sharedPackageSingletons(): Record<string, { import: string; singleton: true; version: string }> {
  const entry = require.resolve('@restaurant/shared');
  const packageDir = path.resolve(path.dirname(entry), '..');
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as PackageJson;
  return Object.fromEntries(
    Object.entries(manifest.exports)
      .filter(([subpath]) => /^\.(\/(ui(-[a-z-]+)?|router|system))?$/.test(subpath))
      .map(([subpath, file]) => [
        `@restaurant/shared${subpath.slice(1)}`,
        // A file path has no package.json of its own to read the version from: the package's, given.
        { import: path.join(packageDir, file), singleton: true, version: manifest.version },
      ]),
  );
}

export function interopHostConfig(outputPath: string): Configuration {
  return {
    // Built for each test run: development mode keeps the build short; the remotes under test are production builds.
    mode: 'development',
    context: __dirname,
    entry: { main: './src/index.ts' },
    devtool: false,
    output: {
      path: outputPath,
      publicPath: INTEROP_HOST_BASE,
      // A shared module's own chunk and its consume fallback can share a name: the hash tells them apart.
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: 'interop_host',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              configFile: path.join(__dirname, 'tsconfig.json'),
              compilerOptions: { noEmit: false, module: 'esnext' },
            },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'interop_host',
        remotes: {},
        dts: false,
        // What a host of our remotes must do (README, "Shared versions"): the `@restaurant/shared` entries are one
        // set, each carrying the Chakra contexts of the build that made it, so they must all come from one container.
        // With Module Federation's default ('version-first'), loading one remote initialises every registered one, and
        // a remote whose name sorts after this host's takes over each entry of the same version not yet loaded (`ui`,
        // `ui-form`...) while this host's `system` (the Chakra provider) is already in use: the ordering, reservation
        // and demo pages then found no Chakra provider and rendered nothing. 'loaded-first' keeps this host's copies.
        shareStrategy: 'loaded-first',
        shared: {
          ...Object.fromEntries(LIBRARIES.map((library) => [library, { singleton: true }])),
          '@emotion/react': { singleton: true },
          ...sharedPackageSingletons(),
        },
      }),
      new HtmlWebpackPlugin({ title: 'Interop host', chunks: ['main'], scriptLoading: 'defer' }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
