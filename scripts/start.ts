/**
 * `npm start`: builds the front ends whose dist/ is missing or stale (two at a time), then serves the composed
 * production site — API, host, remotes, /remotes.json — from one process on http://localhost:${PORT:-3000}.
 *
 * Flags: --no-build (serve what is there), --ephemeral-data (a throw-away DATA_DIR removed on exit; e2e uses it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFrontEnds } from './lib/build-front-ends';
import { registerForCleanup } from './lib/leftovers';
import { parsePort } from './lib/parse-port';
import { createSiteServer, type SiteServer } from './site/site-server';

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const port = parsePort(process.env.PORT);

  let ephemeralDataDir: string | null = null;
  if (args.has('--ephemeral-data')) {
    ephemeralDataDir = mkdtempSync(path.join(os.tmpdir(), 'restaurant-data-'));
    process.env.DATA_DIR = ephemeralDataDir;
  }
  // under npm test (the e2e servers): stopped with their stage even if what started them could not stop them
  registerForCleanup(process.pid, `site server on port ${port}`, { removeDir: ephemeralDataDir ?? undefined });
  const removeEphemeralData = (): void => {
    if (ephemeralDataDir) rmSync(ephemeralDataDir, { recursive: true, force: true });
  };

  if (!args.has('--no-build')) {
    const outcomes = await buildFrontEnds({ onlyStale: true });
    const failed = outcomes.filter((outcome) => !outcome.ok);
    if (failed.length > 0) {
      console.error(`[start] build failed for ${failed.map((outcome) => outcome.dir).join(', ')}; not starting.`);
      removeEphemeralData();
      process.exit(1);
    }
  }

  let server: SiteServer;
  try {
    server = await createSiteServer({ port });
  } catch (error) {
    console.error('[start] could not start the site:', error instanceof Error ? error.message : error);
    removeEphemeralData();
    process.exit(1);
  }

  console.log(`\n  Restaurant site ready: ${server.url}`);
  console.log(
    `  API: ${server.apiMounted ? `${server.url}/api (${server.apiDocs ? `docs at ${server.url}/api/docs` : 'docs off: API_DOCS=1 serves them'})` : 'not mounted (api/src/app.ts missing)'}`,
  );
  console.log(`  Data: ${process.env.DATA_DIR ?? './.data (default)'}`);
  if (server.mailDelivery) console.log(`  Mail: ${server.mailDelivery}`);
  console.log('  Press Ctrl-C to stop.\n');

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[start] ${signal}: closing the server and the database...`);
    const forceExit = setTimeout(() => {
      console.error('[start] still closing after 10 s; exiting anyway');
      removeEphemeralData();
      process.exit(1);
    }, 10_000);
    forceExit.unref();
    server
      .close()
      .then(() => {
        removeEphemeralData();
        console.log('[start] stopped.');
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error('[start] error while closing:', error);
        removeEphemeralData();
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

void main();
