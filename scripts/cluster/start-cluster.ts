/**
 * `npm run start:cluster`: builds the front ends whose dist/ is missing or stale (like `npm start`), then runs nginx
 * on http://127.0.0.1:${PORT:-3000} serving the builds and proxying /api to N API instances (default 2) on one
 * PostgreSQL server: DATABASE_URL's, or a throw-away one from the machine's binaries, removed on exit.
 *
 * Flags: --instances N (or CLUSTER_INSTANCES=N), --no-build (serve what is there).
 */
import { buildFrontEnds } from '../lib/build-front-ends';
import { parsePort } from '../lib/parse-port';
import { startCluster, type Cluster } from './cluster';

function parseInstances(args: readonly string[], env: NodeJS.ProcessEnv): number {
  const index = args.indexOf('--instances');
  const inline = args.find((arg) => arg.startsWith('--instances='));
  const raw = index !== -1 ? args[index + 1] : (inline?.split('=')[1] ?? env.CLUSTER_INSTANCES ?? '2');
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 32) {
    throw new Error(`--instances takes a whole number from 1 to 32, got "${raw ?? ''}"`);
  }
  return count;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  let instances: number;
  let port: number;
  try {
    instances = parseInstances(args, process.env);
    port = parsePort(process.env.PORT);
  } catch (error) {
    console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }

  if (!args.includes('--no-build')) {
    const failed = (await buildFrontEnds({ onlyStale: true })).filter((outcome) => !outcome.ok);
    if (failed.length > 0) {
      console.error(`[cluster] build failed for ${failed.map((outcome) => outcome.dir).join(', ')}; not starting.`);
      process.exit(1);
    }
  }

  // Ctrl-C while starting: what has started is stopped by startCluster's own clean-up once the step under way ends
  let cluster: Cluster;
  try {
    cluster = await startCluster({
      instances,
      port,
      env: process.env,
      log: (line) => console.log(line),
      output: (name, line) => console.log(`[${name}] ${line}`),
    });
  } catch (error) {
    console.error('[cluster] could not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  }

  console.log(`\n  Restaurant site ready through nginx: ${cluster.url}`);
  console.log(
    `  API: ${cluster.url}/api, ${cluster.instances.length} instance(s): ${cluster.instances.map((i) => i.url).join(', ')}`,
  );
  console.log(
    `  Database: ${cluster.throwawayDatabase ? `throw-away PostgreSQL at ${cluster.databaseUrl} (removed on exit)` : 'DATABASE_URL'}`,
  );
  console.log(`  Access log: ${cluster.accessLog}`);
  console.log('  Press Ctrl-C to stop.\n');

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[cluster] ${signal}: stopping nginx, the instances, then the database...`);
    const forceExit = setTimeout(() => {
      console.error('[cluster] still stopping after 20 s; exiting anyway');
      process.exit(1);
    }, 20_000);
    forceExit.unref();
    cluster
      .stop()
      .then(() => {
        console.log('[cluster] stopped.');
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error('[cluster] error while stopping:', error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  void cluster.nginxExited.then(() => {
    if (stopping) return;
    console.error('[cluster] nginx exited: stopping the rest');
    stop('SIGTERM');
  });
  // an API instance that dies on its own is started again by the cluster (with back-off), which says so in its log;
  // meanwhile nginx sends its requests to the others
}

void main();
