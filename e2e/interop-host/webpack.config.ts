import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';

/**
 * A host another team could write: plain webpack and `@module-federation/enhanced` with their documented options,
 * none of this repository's build code (scripts/webpack), and its own install of both, one patch apart from ours
 * (package.json: Module Federation 2.9.2, React 19.3.0). It depends on `@restaurant/shared` as a package, as any
 * consumer of the remotes must (their pages render inside its providers), and shares React, react-dom, TanStack Query
 * and emotion as singletons. It leaves zustand unprovided, as a host that has no use for it would: a remote that
 * uses it (demo's cart) runs its own fallback copy, which the interop test observes.
 */

/** Where this host's static server (`serve.ts`) serves its files. */
export const INTEROP_HOST_BASE = '/interop-host/';

/** This host's own React, its package.json's pin, not the repository's (which `@restaurant/shared` resolves to). */
const OWN_REACT = {
  react: path.dirname(require.resolve('react/package.json')),
  'react-dom': path.dirname(require.resolve('react-dom/package.json')),
};

function versionIn(packageDir: string): string {
  return (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as PackageJson).version;
}

/** React and react-dom at this host's version: react-dom refuses a React of another version, so both are provided. */
function reactSingletons(): Record<string, { singleton: true; version: string; requiredVersion: string }> {
  const entries = Object.entries(OWN_REACT).flatMap(([library, dir]) =>
    [library, `${library}/${library === 'react' ? 'jsx-runtime' : 'client'}`].map(
      (name) => [name, versionIn(dir)] as const,
    ),
  );
  // The range this host's code needs: `@restaurant/shared`'s imports would otherwise require its own exact pin.
  return Object.fromEntries(
    entries.map(([name, version]) => [name, { singleton: true, version, requiredVersion: `^${version}` }]),
  );
}

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
    // Production, as another team ships it (React's production build, tree-shaking); not minified, which would only
    // lengthen the build the interop test runs.
    mode: 'production',
    optimization: { minimize: false },
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
    // Every import of React on the page, `@restaurant/shared`'s included, is this host's copy.
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: OWN_REACT },
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
          ...reactSingletons(),
          '@tanstack/react-query': { singleton: true },
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
