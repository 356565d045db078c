import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Compiler, Configuration, EntryObject, RuleSetRule, WebpackPluginInstance } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { REMOTE_EXPOSES, exposedFileName, type RemoteName } from '../../shared/src/router/remote-modules';
import { COMPRESSIBLE, CONTENT_HASHED, MIN_COMPRESS_BYTES } from '../site/static-files';
import { DEV_PORTS, devRemotesJson } from './dev-ports';
import { createSharedMap } from './shared-map';
import { TypefacePlugin } from './typeface-plugin';

export interface FrontEndOptions {
  /** `host` or one of the remote names. */
  name: 'host' | RemoteName;
  /** The package folder (pass `__dirname` from its webpack.config.ts). */
  packageDir: string;
  /** Document title of the HTML page (host page, or the remote's standalone shell). */
  title: string;
  /** What the host page's template (src/index.html) reads besides the title. */
  htmlTemplateParameters?: Record<string, unknown>;
}

interface WebpackEnv {
  WEBPACK_SERVE?: boolean;
}

interface WebpackArgv {
  mode?: 'production' | 'development' | 'none';
}

type WebConfiguration = Configuration & { devServer?: DevServerConfiguration };
type ConfigFactory = (env: WebpackEnv, argv: WebpackArgv) => WebConfiguration | WebConfiguration[];

const apiProxy: DevServerConfiguration['proxy'] = [{ context: ['/api'], target: `http://localhost:${DEV_PORTS.api}` }];

/**
 * The styling core that `@restaurant/shared/system`, `@restaurant/shared/ui` and `@emotion/react` all import (Chakra's
 * provider context, its small utils, emotion's serializer). Each of those is its own async chunk, and webpack's
 * default 20 KB threshold for a common chunk is never met, so every chunk carried its own copy of these modules (the
 * bench's Chakra "1 (2)"). One small common chunk instead, first page only (host).
 */
const STYLE_CORE_GROUP = {
  test: /[\\/]node_modules[\\/](@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](utils[\\/]|styled-system[\\/]|create-context\.js)|@emotion[\\/](serialize|unitless|hash|utils|memoize|use-insertion-effect-with-fallbacks)[\\/])/,
  chunks: 'async' as const,
  minChunks: 2,
  minSize: 0,
  priority: 20,
  name: 'style-core',
  reuseExistingChunk: true,
};

/**
 * Copies the files of a package's `public/` folder, as they are, to the root of its dist/ (the host's favicon): files
 * the site must serve under a fixed name, which no module imports. Watched, so the dev server picks up a change.
 */
class PublicFolderPlugin implements WebpackPluginInstance {
  constructor(private readonly folder: string) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PublicFolderPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PublicFolderPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.contextDependencies.add(this.folder);
          for (const entry of readdirSync(this.folder, { withFileTypes: true })) {
            if (!entry.isFile()) continue;
            const file = path.join(this.folder, entry.name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(entry.name, new sources.RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

function publicFolderPlugins(packageDir: string): WebpackPluginInstance[] {
  const folder = path.join(packageDir, 'public');
  return existsSync(folder) ? [new PublicFolderPlugin(folder)] : [];
}

function remoteExposes(name: RemoteName): Record<string, string> {
  return Object.fromEntries(
    REMOTE_EXPOSES[name].map((exposed) => [`./${exposed}`, `./src/app/exposed/${exposedFileName(exposed)}.tsx`]),
  );
}

/** The one webpack config every front end uses: same loaders, same chunk naming, same Module Federation shared map. */
export function createFrontEndConfig(options: FrontEndOptions): ConfigFactory {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const web = webConfig(options, production);
    // The production site renders its public pages on the server: the host and the remotes those pages come from
    // also build for Node, beside the web build (dist/server/). The dev server stays client-rendered.
    const server = production && !env.WEBPACK_SERVE && SERVER_RENDERED.has(options.name);
    return server ? [web, serverConfig(options)] : web;
  };
}

/**
 * Puts the Node build in `server/` under whatever folder the build writes to: dist/ normally, the staging folder a
 * release names with `--output-path` (which webpack-cli sets on every config of the run, this one included), so a
 * released remote carries its Node build beside its web build.
 */
class ServerSubfolderPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const output = compiler.options.output;
    if (output.path && path.basename(output.path) !== SERVER_DIST) output.path = path.join(output.path, SERVER_DIST);
  }
}

/** The front ends the server-rendered pages come from: the host's shell and the remotes of the pages it renders. */
const SERVER_RENDERED: ReadonlySet<FrontEndOptions['name']> = new Set([
  'host',
  'ordering',
  'reservation',
  'auth',
  'demo',
]);

/** Where a front end's Node build goes, beside its web build (the site server serves remotes' over HTTP too). */
export const SERVER_DIST = 'server';

/** The package's TypeScript, type-checked apart (scripts/typecheck.ts): the build only transpiles. */
export function typeScriptRule(packageDir: string): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        configFile: path.join(packageDir, 'tsconfig.json'),
        compilerOptions: { noEmit: false, module: 'esnext', sourceMap: true },
      },
    },
  };
}

/**
 * The demo's committed sample images: emitted beside the remote's chunks, imported as their URL. The Node build emits
 * them too, though nothing serves them from there: its images must carry the web build's names, and webpack's final
 * names come from the emitted files' content (`realContentHash`), not from the hash the module was given.
 */
const imageRule: RuleSetRule = {
  test: /\.(svg|png|webp)$/,
  type: 'asset/resource',
  generator: { filename: 'images/[name].[contenthash:10][ext]' },
};

/**
 * The Node build of a front end: same sources, same shared map and exposes as the web build, loaded through Module
 * Federation's Node runtime. The host's is a CommonJS module the site server requires (`render()`); a remote's
 * remoteEntry.js and chunks are fetched by that runtime over HTTP from the remote's own dist/server/ (so a remote
 * deployed elsewhere renders on the server too) and run in the site server's process.
 */
function serverConfig(options: FrontEndOptions): Configuration {
  const { name, packageDir } = options;
  const isHost = name === 'host';
  const nodeRuntimePlugin = require.resolve('@module-federation/node/runtimePlugin');
  return {
    name: 'server',
    context: packageDir,
    target: 'async-node',
    entry: isHost ? { main: './src/server.ts' } : {},
    // With the comment: `node --enable-source-maps` maps a render's stack trace through the map beside the file. The
    // site serves these files (remotes' over HTTP to the renderer) but never a map (`isServedBuildFile`).
    devtool: 'source-map',
    output: {
      // Under dist/, with ServerSubfolderPlugin adding server/ (after any --output-path of the command line).
      path: path.join(packageDir, 'dist'),
      // Empty: a remote's chunk URL is then taken relative to the remoteEntry.js the runtime loaded it from.
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: name,
      ...(isHost ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    // The real __dirname: the host's chunks are read from the files beside main.js.
    node: { __dirname: false, __filename: false, global: false },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        typeScriptRule(packageDir),
        // A library's stylesheet is only read: the browser's build injects it (a server render has no document).
        { test: /\.css$/, use: ['css-loader'] },
        imageRule,
      ],
    },
    plugins: [
      new ServerSubfolderPlugin(),
      new ModuleFederationPlugin({
        name,
        shared: createSharedMap(),
        dts: false,
        remoteType: 'script',
        runtimePlugins: [nodeRuntimePlugin],
        ...(isHost
          ? { remotes: {}, shareStrategy: 'loaded-first' as const }
          : {
              filename: 'remoteEntry.js',
              exposes: remoteExposes(name),
              library: { type: 'commonjs-module', name },
            }),
      }),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // Node reads these files once per process: minifying buys nothing and costs build time and readable stacks.
      minimize: false,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Production JavaScript is minified by swc through webpack's own minimizer plugin (its documented `swcMinify`), in
 * place of its default terser: measured on remote-auth, 27 s of CPU instead of 51 s for the same build, and 3 % fewer
 * gzip bytes (256 KB against 263 KB over every file). Same options as webpack's default: two compress passes. Webpack's
 * default minimizer stays for the other asset types (the host's page), told to leave JavaScript alone.
 */
const MINIMIZE_OPTIONS = { javascript: false } as const;

function swcMinimizer(): WebpackPluginInstance {
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } });
}

/**
 * Compressed copies of the content-hashed production files, written beside them (`1016.c514871fb6.js.br`, `.gz`) for
 * @fastify/static's `preCompressed`: the site sends brotli 11 and gzip 9 (the sizes a CDN serves, too slow to run per
 * request) for the bulk of every page's bytes, and a release carries its own. Only hashed files: their name changes
 * with their content, so a copy can never be older than its file. The others (the page, manifests, remoteEntry.js)
 * keep their names across builds and can be edited in place (a release's manifest): @fastify/compress compresses
 * them per response from what is on disk. Source maps are not compressible here: they are never served.
 */
function precompressionPlugins(): WebpackPluginInstance[] {
  const extensions = [...COMPRESSIBLE].map((ext) => ext.slice(1));
  const common = {
    test: new RegExp(`\\.(?:${extensions.join('|')})$`),
    include: CONTENT_HASHED,
    threshold: MIN_COMPRESS_BYTES,
    // a copy is kept whenever it is smaller at all
    minRatio: 1,
  };
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

function webConfig(options: FrontEndOptions, production: boolean): WebConfiguration {
  const { name, packageDir, title } = options;
  const isHost = name === 'host';
  // A production remote ships its remoteEntry.js (Module Federation's own runtime, any MF host can load it), its
  // exposed modules and MF's default fallback copies of the shared modules; no standalone page: that shell is a
  // dev-server tool (`npm run dev -w remote-x`).
  const standalonePage = !production || isHost;
  const entry: EntryObject = standalonePage ? { main: './src/index.ts' } : {};
  const federation = new ModuleFederationPlugin({
    name,
    shared: createSharedMap(),
    dts: false,
    // Host and remotes run in browsers only: lets the runtime drop its Node loading paths. Remotes never consume
    // another remote, so their entry also drops the remote-loading half of the runtime.
    experiments: { optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) } },
    ...(isHost
      ? // The host's manifest records the shared versions it provides: a remote's release is checked against it.
        { remotes: {}, shareStrategy: 'loaded-first' as const, manifest: true }
      : { filename: 'remoteEntry.js', exposes: remoteExposes(name), manifest: true }),
  });

  const devServer: DevServerConfiguration = {
    port: DEV_PORTS[name],
    hot: true,
    historyApiFallback: true,
    proxy: apiProxy,
    // Remote files are fetched by the host page from another origin.
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { warnings: false, errors: true } },
    ...(isHost
      ? {
          setupMiddlewares: (middlewares, server) => {
            server.app?.get('/remotes.json', (_request, response) => {
              response.set('Cache-Control', 'no-store').json(devRemotesJson());
            });
            return middlewares;
          },
        }
      : {}),
  };

  return {
    context: packageDir,
    entry,
    // Production maps are written beside the files for error reports but named by no file (no sourceMappingURL
    // comment), and the site never serves them (`isServedBuildFile`): the sources stay off the public site.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(packageDir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      // Each remote's runtime must not collide with another's in the same page.
      uniqueName: name,
      // dist/server/ is the Node build's, emitted by the other compiler of the same run.
      clean: { keep: /^server\// },
      // every build rewrites its files, unchanged ones included: their dates tell `staleReason` the build is new
      compareBeforeEmit: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    },
    module: {
      rules: [
        typeScriptRule(packageDir),
        {
          // Stylesheets a library ships (the demo calendar's): injected as <style> elements, which the site's CSP
          // already admits for emotion. Our own styles are Chakra tokens and recipes, never CSS files.
          test: /\.css$/,
          use: ['style-loader', 'css-loader'],
        },
        imageRule,
      ],
    },
    plugins: [
      federation,
      ...publicFolderPlugins(packageDir),
      ...(standalonePage
        ? [
            new HtmlWebpackPlugin({
              // The host has its own page (static shell, preloads); every standalone remote shares one plain page.
              template: isHost ? path.join(packageDir, 'src', 'index.html') : path.join(__dirname, 'standalone.html'),
              title,
              ...(options.htmlTemplateParameters ? { templateParameters: options.htmlTemplateParameters } : {}),
              // Only the app entry: remoteEntry.js is for hosts, not for the page itself.
              chunks: ['main'],
              scriptLoading: 'defer',
              // Absolute script URLs: the page is served at deep paths (/landing/food-detail/3), where a relative
              // `main.js` would resolve under /landing/.
              publicPath: '/',
            }),
            // The page draws in the restaurant's typeface from its first paint.
            new TypefacePlugin(),
          ]
        : []),
      ...(production ? precompressionPlugins() : []),
    ],
    optimization: {
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
      minimizeOptions: MINIMIZE_OPTIONS,
      minimizer: ['...', swcMinimizer()],
      // The host's async chunks are its shared modules (ui, the ui-* families, ui-demo...) and routes: webpack's
      // default groups cut the Chakra code the families and the demo-only ui-demo have in common into extra files
      // that every restaurant page then fetched (food: 29 files, +7 KB on the wire). Without them a shared module is one file;
      // a demo page may download some Chakra code twice, its instances stay one per page (one webpack runtime).
      ...(production && isHost
        ? { splitChunks: { cacheGroups: { default: false, defaultVendors: false, styleCore: STYLE_CORE_GROUP } } }
        : {}),
    },
    performance: { hints: false },
    devServer,
    stats: production ? 'errors-warnings' : 'minimal',
  };
}
