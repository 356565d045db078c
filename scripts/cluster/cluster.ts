import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/free-port';
import { distDir, HOST_DIR, REMOTES, ROOT_DIR } from '../lib/front-ends';
import { startThrowawayPostgres, type PostgresServer } from '../lib/throwaway-postgres';
import { rollbackRuleOf } from '../release/canary-verdict';
import { canaryCheckIntervalMs, watchCanaries } from '../release/canary-watch';
import { activityFromDatabase } from '../release/client-activity';
import { ReleaseStore, releasesDirOf } from '../release/release-store';
import { serverRenderingOn } from '../site/site-server';
import { startApiInstance, type ApiInstance } from './api-instance';
import {
  instanceTrustProxy,
  pageSignature,
  writeNginxSite,
  remotesByCohort,
  writeRemotesJson,
  type NginxSiteOptions,
} from './nginx-config';
import { findNginx, listening, nginxWorkerUser, startNginx, type NginxProcess } from './nginx-process';
import { Supervisor, type BackoffPolicy } from './supervisor';

export interface ClusterOptions {
  /** API instances behind nginx (at least 1) */
  instances: number;
  /** nginx's port on 127.0.0.1; 0 picks a free one */
  port: number;
  /** what the site and every instance read (DATABASE_URL, JWT_SECRET, REMOTE_*_URL, TRUST_PROXY, LOG_LEVEL...) */
  env: NodeJS.ProcessEnv;
  /** the orchestrator's own messages */
  log: (line: string) => void;
  /** each line an instance or nginx prints, with its name */
  output: (name: string, line: string) => void;
  /** how soon an API instance that exited on its own is started again (default: 1 s, doubling to 30 s) */
  restartBackoff?: BackoffPolicy;
}

export interface Cluster {
  /** the site through nginx: http://127.0.0.1:<port> */
  url: string;
  port: number;
  databaseUrl: string;
  /** true when the database is a throw-away server that `stop()` removes */
  throwawayDatabase: boolean;
  /** the running API instances, in name order: one that exited on its own is replaced here once its restart is up */
  instances: readonly ApiInstance[];
  /** the site server that renders the public landing pages for nginx (none with SERVER_RENDERING=0) */
  renderer: ApiInstance | null;
  /** nginx's access log: one line per request, naming the instance that answered (`upstream=`) */
  accessLog: string;
  /** resolves when nginx exits, whoever stopped it */
  nginxExited: Promise<void>;
  /** no API instance is started again from now on (what `stop` does first); resolves once a restart under way is up */
  stopRestarting: () => Promise<void>;
  stop: () => Promise<void>;
}

export const LOOPBACK = '127.0.0.1';

const RENDERER_SCRIPT = path.join(ROOT_DIR, 'scripts', 'site', 'page-renderer.ts');

/**
 * nginx on 127.0.0.1 in front of N API instances sharing one PostgreSQL server: DATABASE_URL's, or a throw-away one
 * from the machine's binaries. The first instance starts alone (it migrates and seeds the database), then the others
 * together. Whatever fails half-way, what had started is stopped again.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (!Number.isInteger(options.instances) || options.instances < 1) {
    throw new Error(`the number of instances must be a whole number from 1, got ${options.instances}`);
  }
  const nginxBinary = findNginx();
  if (!nginxBinary) throw new Error('nginx is not installed (Debian: apt-get install --no-install-recommends nginx)');
  const env = options.env;
  const givenDatabase = env.DATABASE_URL?.trim();
  // with a real server the operator owns the key: instances must agree on it, and it must outlive this run
  if (givenDatabase && !env.JWT_SECRET) {
    throw new Error('JWT_SECRET (at least 32 characters) is required with DATABASE_URL: every instance signs with it');
  }

  // before anything starts: a busy port would otherwise be found only once the database and instances are up
  if (options.port !== 0 && (await listening(LOOPBACK, options.port))) {
    throw new Error(`${LOOPBACK}:${options.port} is already in use (PORT chooses another)`);
  }

  let postgres: PostgresServer | null = null;
  const instances: ApiInstance[] = [];
  let renderer: ApiInstance | null = null;
  let nginx: NginxProcess | null = null;
  let dir: string | null = null;
  let watcher: NodeJS.Timeout | null = null;
  let stopCanaryWatch: (() => void) | null = null;
  const supervisors: Supervisor<ApiInstance>[] = [];
  const stop = async (): Promise<void> => {
    if (watcher) clearInterval(watcher);
    stopCanaryWatch?.();
    // shutting down: an instance that exits from now on is not started again
    const halted = Promise.all(supervisors.map((supervisor) => supervisor.stopRestarting()));
    await nginx?.stop();
    await halted;
    const supervised = new Set(supervisors.map((supervisor) => supervisor.current.name));
    await Promise.all([
      ...supervisors.map((supervisor) => supervisor.stop()),
      ...[...instances, ...(renderer ? [renderer] : [])]
        .filter((instance) => !supervised.has(instance.name))
        .map((instance) => instance.stop()),
    ]);
    postgres?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };

  try {
    if (!givenDatabase) {
      options.log('[cluster] starting a throw-away PostgreSQL server (removed on exit)');
      postgres = await startThrowawayPostgres({ durable: true });
    }
    const databaseUrl = givenDatabase || postgres?.url || '';
    const port = options.port === 0 ? await freePort() : options.port;
    const instanceEnv: NodeJS.ProcessEnv = {
      ...env,
      DATABASE_URL: databaseUrl,
      // a throw-away database dies with this run, and so may the sessions signed with a key made up for it
      JWT_SECRET: env.JWT_SECRET || randomBytes(48).toString('base64url'),
      TRUST_PROXY: instanceTrustProxy(env.TRUST_PROXY),
      APP_BASE_URL: env.APP_BASE_URL || `http://localhost:${port}`,
      // nothing to keep of a throw-away database: no nightly backup of it crowding out the real ones in BACKUP_DIR
      ...(givenDatabase ? {} : { BACKUP_AT: 'off' }),
    };
    const start = async (index: number) => {
      const name = `api-${index + 1}`;
      const instance = await startApiInstance({
        name,
        port: await freePort(),
        env: instanceEnv,
        onLine: (line) => options.output(name, line),
      });
      instances.push(instance);
      options.log(`[cluster] ${name} ready on ${instance.url} (pid ${instance.pid})`);
    };
    // The server-rendered pages come from one site server of their own rather than from every API instance: the
    // instances stay the API alone (no front-end build in them), and nginx falls back to the static shell whenever
    // the renderer cannot answer. It hears every instance's writes on the database's invalidation bus.
    const startRenderer = async (): Promise<ApiInstance | null> => {
      if (!serverRenderingOn(env)) return null;
      const started = await startApiInstance({
        name: 'renderer',
        port: await freePort(),
        env: instanceEnv,
        script: RENDERER_SCRIPT,
        onLine: (line) => options.output('renderer', line),
      });
      renderer = started;
      options.log(`[cluster] renderer ready on ${started.url} (pid ${started.pid})`);
      return started;
    };
    await start(0);
    const [rendering] = await Promise.all([
      startRenderer(),
      ...Array.from({ length: options.instances - 1 }, (_, i) => start(i + 1)),
    ]);
    instances.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));

    dir = mkdtempSync(path.join(os.tmpdir(), 'restaurant-nginx-'));
    const workerUser = nginxWorkerUser(
      [distDir(HOST_DIR), ...REMOTES.map((remote) => distDir(remote.dir)), releasesDirOf(env)].filter(existsSync),
      options.log,
    );
    // nginx's workers may drop root for `nobody`, who must read the page and remotes.json written here
    if (workerUser) chmodSync(dir, 0o755);
    const siteOptions: NginxSiteOptions = {
      dir,
      host: LOOPBACK,
      port,
      upstreamPorts: instances.map((instance) => instance.port),
      rendererPort: rendering?.port,
      env,
      workerUser,
    };
    let page = pageSignature();
    const site = await writeNginxSite(siteOptions);
    const running = await startNginx(nginxBinary, site, { host: LOOPBACK, port }, (line) =>
      options.output('nginx', line),
    );
    nginx = running;
    options.log(`[cluster] nginx on http://${LOOPBACK}:${port} (config ${site.configFile})`);

    // While the cluster runs: a release or rollback switches /remotes.json, which is rewritten (the site server reads
    // the pointers on each request; nginx within a second); a rebuild of the host changes the page and its CSP, which
    // takes a graceful reload. New files of a rebuild or a release need nothing: nginx's rules go by file name.
    let remotes = await writeRemotesJson(dir, env);
    let busy = false;
    const siteDir = dir;
    watcher = setInterval(() => {
      if (busy) return;
      busy = true;
      const pageNow = pageSignature();
      const work = async () => {
        if (pageNow !== page) {
          // taken at once: a configuration nginx refuses is reported once, not every second
          page = pageNow;
          await writeNginxSite(siteOptions);
          running.reload();
          options.log('[cluster] the host was rebuilt: nginx reloaded with its new page');
        }
        if (remotesByCohort(env).join('\n') !== remotes) remotes = await writeRemotesJson(siteDir, env);
      };
      work()
        .catch((error: unknown) => options.log(`[cluster] could not follow a change: ${String(error)}`))
        .finally(() => {
          busy = false;
        });
    }, 1000);
    watcher.unref();

    // The automatic rollback of a canary runs in the site server (the renderer here); without one, the cluster looks
    // at the running canaries itself, reading the counts from the cluster's database (see canary-watch.ts).
    if (!rendering) {
      stopCanaryWatch = watchCanaries({
        store: new ReleaseStore(releasesDirOf(env)),
        remotes: REMOTES.map(({ name }) => name),
        activitySince: activityFromDatabase(instanceEnv),
        rule: rollbackRuleOf(env),
        intervalMs: canaryCheckIntervalMs(env),
        onRollback: ({ remote, from, to, canary, stable, canaryRate, stableRate, reason }) =>
          options.log(
            `[cluster] ${JSON.stringify({ level: 'warn', remote, from, to: to ?? 'dist', canary, stable, canaryRate, stableRate, msg: `canary of ${remote} rolled back automatically: ${reason}` })}`,
          ),
        onError: (error) => options.log(`[cluster] could not look at the running canaries: ${String(error)}`),
      });
    }

    // An instance that exits on its own (a crash, a kill, out of memory) is started again on its port, so nginx's
    // upstream list stays as it is; meanwhile nginx sends its requests to the others.
    for (const instance of instances) {
      const { name } = instance;
      const supervisor = new Supervisor(instance, {
        name,
        start: () =>
          startApiInstance({
            name,
            port: instance.port,
            env: instanceEnv,
            onLine: (line) => options.output(name, line),
          }),
        onRestarted: (restarted) => {
          const index = instances.findIndex((candidate) => candidate.name === name);
          if (index !== -1) instances[index] = restarted;
        },
        log: options.log,
        backoff: options.restartBackoff,
      });
      supervisors.push(supervisor);
    }
    return {
      url: `http://${LOOPBACK}:${port}`,
      port,
      databaseUrl,
      throwawayDatabase: postgres !== null,
      instances,
      renderer: rendering,
      accessLog: site.accessLog,
      nginxExited: nginx.exited,
      stopRestarting: async () => {
        await Promise.all(supervisors.map((supervisor) => supervisor.stopRestarting()));
      },
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
