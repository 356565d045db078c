import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/free-port';
import { scaled } from '../../scripts/lib/machine';

const ROOT_DIR = path.resolve(__dirname, '..', '..');

/**
 * The two copies of the site the e2e config starts (see ../playwright.config.ts): the main one, and one whose
 * access tokens expire after a few seconds, for the silent-refresh journey. Ports come from the environment the
 * config sets once in the runner, so every worker agrees on them.
 */
export const SHORT_ACCESS_TOKEN_TTL_SECONDS = 4;

export function shortTtlBaseUrl(): string {
  const port = process.env.E2E_SHORT_TTL_PORT;
  if (!port) throw new Error('E2E_SHORT_TTL_PORT is not set: run the specs through e2e/playwright.config.ts');
  return `http://127.0.0.1:${port}`;
}

/** A copy of the site a spec starts for itself, with an environment of its own. */
export interface OwnSite {
  url: string;
  child: ChildProcess;
  /** SIGTERM, then waits for it to exit (closing its database). */
  stop: () => Promise<void>;
}

/**
 * `npm start`'s script in its own process, serving the front ends the suite built (`--no-build`), with nothing of
 * the runner's environment but PATH and HOME: only what `env` names. `port` is chosen before the start when the
 * environment must name it (APP_BASE_URL). Resolves once the site answers.
 */
export async function startOwnSite(
  env: Record<string, string>,
  options: { port?: number; args?: string[] } = {},
): Promise<OwnSite> {
  const port = options.port ?? (await freePort());
  const child = spawn(
    path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx'),
    ['scripts/start.ts', '--no-build', ...(options.args ?? [])],
    {
      cwd: ROOT_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.homedir(), PORT: String(port), ...env },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  for (const started = Date.now(); Date.now() - started < scaled(90_000);) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/remotes.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, child, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('npm start did not answer in time');
}
