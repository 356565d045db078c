import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT_DIR } from '../lib/front-ends';
import { registerForCleanup } from '../lib/leftovers';
import type { ExitInfo } from './supervisor';

export interface ApiInstance {
  name: string;
  port: number;
  /** http://127.0.0.1:<port>: the instance itself, bypassing nginx */
  url: string;
  pid: number;
  /** resolves once the process has exited, whatever stopped it, with its exit code or signal */
  exited: Promise<ExitInfo>;
  /** SIGTERM (the API finishes in-flight requests and closes its pool), SIGKILL after `graceMs` */
  stop: (graceMs?: number) => Promise<void>;
  /** SIGKILL at once: a crash, as far as nginx and the database can tell */
  kill: () => Promise<void>;
}

export interface ApiInstanceOptions {
  name: string;
  port: number;
  /** the environment every instance shares (DATABASE_URL, JWT_SECRET, TRUST_PROXY...) */
  env: NodeJS.ProcessEnv;
  /** each line the instance prints (its pino log) */
  onLine: (line: string) => void;
  readyTimeoutMs?: number;
  /** the script to run instead of the API's server.ts: one that also listens on API_HOST:API_PORT with the API */
  script?: string;
}

const SERVER = path.join(ROOT_DIR, 'api', 'src', 'server.ts');

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * One API process: the API's own `server.ts` (what `npm start -w api` runs), on 127.0.0.1:<port>. Node loads tsx
 * as a module hook in the same process, so the pid is the server's own and a kill hits the server, not a wrapper.
 * Resolves once `/api/health/ready` answers 200 (the database is reachable, migrations and seed done).
 */
export async function startApiInstance(options: ApiInstanceOptions): Promise<ApiInstance> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', options.script ?? SERVER], {
    cwd: ROOT_DIR,
    env: { ...options.env, API_HOST: '127.0.0.1', API_PORT: String(options.port) },
    // its own process group: Ctrl-C reaches the orchestrator, which stops the instances after nginx, in order
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`${options.name}: could not start node`);
  const pid = child.pid;
  registerForCleanup(pid, `cluster ${options.name}`);
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', options.onLine);
  }
  let hasExited = false;
  const exited = new Promise<ExitInfo>((resolve) => {
    child.once('exit', (code, signal) => {
      hasExited = true;
      resolve({ code, signal });
    });
  });

  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (hasExited) throw new Error(`${options.name} exited before it was ready (see its log above)`);
    const ready = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.name} was not ready within ${options.readyTimeoutMs ?? 90_000} ms`);
    }
    await delay(250);
  }

  const signal = (name: NodeJS.Signals) => {
    if (!hasExited) child.kill(name);
  };
  return {
    name: options.name,
    port: options.port,
    url,
    pid,
    exited,
    async stop(graceMs = 12_000) {
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      signal('SIGKILL');
      await exited;
    },
  };
}
