/**
 * The stack's floor for `npm run bench` (issue 29): what the least page costs with the libraries the product must use,
 * measured by the same Lighthouse runs as the product's pages, so a target can be read against what the stack itself
 * spends on this machine. Three pages, each a heading, a sentence and a button, server rendered and hydrated as the
 * product hydrates (host/src/bootstrap.tsx: in the next task, inside `startTransition`), with no product code: React
 * alone, React with Chakra UI on Chakra's default system, and the same Chakra page on the product's own system
 * (`appSystem`), whose gap to the default system is the theme's cost (issue 59). Each is built by webpack in
 * production mode (one file per page, minified, as the site's chunks are) and served compressed, as the site is.
 */
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import webpack, { type Configuration, type Stats } from 'webpack';
import { ChakraPage } from '../stack-floor/chakra-page';
import { ProductSystemPage } from '../stack-floor/product-system-page';
import { ReactOnlyPage } from '../stack-floor/react-only-page';
import { FLOOR_ROOT_ID } from '../stack-floor/root-id';
import { typeScriptRule } from '../webpack/create-config';
import { ROOT_DIR } from './front-ends';
import { median, type LighthouseRun } from './lighthouse';

const FLOOR_DIR = path.join(ROOT_DIR, 'scripts', 'stack-floor');

interface FloorPage {
  /** The page's path on the floor's server, and its webpack entry's name */
  name: string;
  /** What the libraries are, as the bench prints it */
  stack: string;
  Page: ComponentType;
}

export const FLOOR_PAGES: readonly FloorPage[] = [
  { name: 'react-only', stack: 'react + react-dom', Page: ReactOnlyPage },
  { name: 'chakra', stack: 'react + react-dom + @chakra-ui/react (its defaultSystem)', Page: ChakraPage },
  {
    name: 'product-system',
    stack: "react + react-dom + @chakra-ui/react (the product's appSystem: its theme and recipes)",
    Page: ProductSystemPage,
  },
];

/** The two floor pages whose gap is the theme's cost: the product's system against Chakra's default one. */
export const THEME_COST_PAGES = { chakra: '/chakra', productSystem: '/product-system' } as const;

/** The floor page's document: what the site's documents have before their content (language, charset, viewport). */
function floorDocument(body: string, scriptFile: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Phở Hà Nội</title>' +
    `<script defer src="/${scriptFile}"></script></head>` +
    `<body><div id="${FLOOR_ROOT_ID}">${body}</div></body></html>`
  );
}

/** The theme's cost in one set of runs: the product's system page against the default system's, medians of each. */
export interface ThemeCost {
  defaultTbtMs: number | null;
  productTbtMs: number | null;
  /** What the product's theme and recipes add to the blocking time; null when a page has no runs */
  addedTbtMs: number | null;
  defaultPerformance: number | null;
  productPerformance: number | null;
}

/** The theme's cost from the floor's runs by route (issue 59: its target is ≤ the default system's own TBT). */
export function themeCost(runsByRoute: Record<string, readonly LighthouseRun[]>): ThemeCost {
  const of = (route: string, pick: (run: LighthouseRun) => number | null) =>
    median((runsByRoute[route] ?? []).map(pick));
  const defaultTbtMs = of(THEME_COST_PAGES.chakra, (run) => run.tbtMs);
  const productTbtMs = of(THEME_COST_PAGES.productSystem, (run) => run.tbtMs);
  return {
    defaultTbtMs,
    productTbtMs,
    addedTbtMs: defaultTbtMs === null || productTbtMs === null ? null : productTbtMs - defaultTbtMs,
    defaultPerformance: of(THEME_COST_PAGES.chakra, (run) => run.performance),
    productPerformance: of(THEME_COST_PAGES.productSystem, (run) => run.performance),
  };
}

const signed = (value: number): string => (value < 0 ? `−${-value}` : `+${value}`);

/** One line of the bench: the theme's cost beside its target. */
export function themeCostLine(title: string, cost: ThemeCost): string {
  if (cost.addedTbtMs === null || cost.defaultTbtMs === null)
    return `Theme's cost, ${title}: - (a floor page had no runs)`;
  const within = cost.addedTbtMs <= cost.defaultTbtMs ? 'within target' : 'OVER target';
  return (
    `Theme's cost, ${title}: TBT ${Math.round(cost.productTbtMs ?? 0)} ms on the product's system vs ` +
    `${Math.round(cost.defaultTbtMs)} ms on the default one: ${signed(Math.round(cost.addedTbtMs))} ms ` +
    `(target ≤ the default system's ${Math.round(cost.defaultTbtMs)} ms: ${within}); performance ` +
    `${cost.productPerformance ?? '-'} vs ${cost.defaultPerformance ?? '-'}`
  );
}

function floorWebpackConfig(outDir: string): Configuration {
  return {
    mode: 'production',
    context: FLOOR_DIR,
    entry: Object.fromEntries(FLOOR_PAGES.map(({ name }) => [name, `./${name}.entry.tsx`])),
    output: { path: outDir, filename: '[name].[contenthash:10].js', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    // the product's own TypeScript rule, with the scripts' tsconfig
    module: { rules: [typeScriptRule(path.join(ROOT_DIR, 'scripts'))] },
    devtool: false,
    performance: { hints: false },
  };
}

function compile(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (!stats) reject(new Error('webpack returned no stats'));
      else if (stats.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve(stats);
    });
  });
}

/** Builds the floor pages into `outDir`: each page's script, and its server-rendered document `<name>.html`. */
export async function buildStackFloor(outDir: string): Promise<void> {
  const stats = await compile(floorWebpackConfig(outDir));
  const entrypoints = stats.toJson({ all: false, entrypoints: true }).entrypoints ?? {};
  for (const { name, Page } of FLOOR_PAGES) {
    const script = entrypoints[name]?.assets?.find((asset) => asset.name.endsWith('.js'))?.name;
    if (script === undefined) throw new Error(`the floor page ${name} built no script`);
    writeFileSync(path.join(outDir, `${name}.html`), floorDocument(renderToString(createElement(Page)), script));
  }
}

export interface StackFloorServer {
  url: string;
  /** The floor pages' paths on `url`, in FLOOR_PAGES' order */
  routes: string[];
  close: () => Promise<void>;
}

/** Serves a built floor (`buildStackFloor`) on a free port of 127.0.0.1, compressed as the site serves its files. */
export async function serveStackFloor(outDir: string): Promise<StackFloorServer> {
  const app = Fastify();
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, { root: outDir, extensions: ['html'] });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    routes: FLOOR_PAGES.map(({ name }) => `/${name}`),
    close: () => app.close(),
  };
}

/** Builds the floor into `outDir` and serves it while `use` runs. */
export async function withStackFloor<T>(outDir: string, use: (floor: StackFloorServer) => Promise<T>): Promise<T> {
  await buildStackFloor(outDir);
  const floor = await serveStackFloor(outDir);
  try {
    return await use(floor);
  } finally {
    await floor.close();
  }
}
