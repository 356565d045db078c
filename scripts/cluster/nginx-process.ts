import { spawn, spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';
import { registerForCleanup } from '../lib/leftovers';
import type { NginxSite } from './nginx-config';

export interface NginxProcess {
  pid: number;
  exited: Promise<void>;
  /** checks the (regenerated) configuration, then has nginx load it: new workers, in-flight requests finish */
  reload: () => void;
  stop: () => Promise<void>;
}

/** Where nginx is: the PATH, or Debian's /usr/sbin (not on a non-root user's PATH). */
export function findNginx(): string | null {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    const probe = spawnSync(candidate, ['-v'], { encoding: 'utf8' });
    if (probe.status === 0) return candidate;
  }
  return null;
}

/** The names of a file's owner and group, as nginx's `user` directive takes them. */
function ownerOf(file: string): string {
  const { uid, gid } = statSync(file);
  const name = (database: string, id: number) =>
    spawnSync('getent', [database, String(id)], { encoding: 'utf8' }).stdout.split(':')[0] || String(id);
  return `${name('passwd', uid)} ${name('group', gid)}`;
}

/** Whether `user` can read every one of `files` (and so get through each folder above it). */
function canRead(user: string, files: readonly string[]): boolean {
  return files.every((file) => spawnSync('runuser', ['-u', user, '--', 'test', '-r', file]).status === 0);
}

/**
 * Who nginx's workers run as when nginx is started as root (otherwise they stay the user that started it): `nobody`,
 * who may read the builds and nothing of the user's, as long as nobody can; a clone inside a private folder (a
 * `mktemp -d`, a home directory of mode 0700) is closed to nobody, and workers running as nobody would answer every
 * file of the build 404. Then they run as the owner of the builds, whose files these are anyway.
 */
export function nginxWorkerUser(filesToServe: readonly string[], log: (line: string) => void): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  if (canRead('nobody', filesToServe)) return 'nobody nogroup';
  const owner = ownerOf(filesToServe[0] ?? '.');
  log(
    `[cluster] nobody cannot read ${filesToServe.join(', ')} (a folder above is private): nginx's workers run as ${owner}`,
  );
  return owner;
}

/** Whether something accepts connections on host:port. */
export function listening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * nginx in the foreground (`daemon off`), with the generated configuration checked first (`nginx -t`) so a mistake
 * is reported as such rather than as a server that never listens. `-e` keeps even the start-up log in our folder.
 */
export async function startNginx(
  binary: string,
  site: NginxSite,
  listen: { host: string; port: number },
  onLine: (line: string) => void,
): Promise<NginxProcess> {
  // another server on the port would answer our readiness probe while nginx fails to bind
  if (await listening(listen.host, listen.port)) throw new Error(`${listen.host}:${listen.port} is already in use`);
  const args = ['-e', site.errorLog, '-c', site.configFile];
  const check = spawnSync(binary, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the generated configuration:\n${check.stderr}`);

  const child = spawn(binary, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid === undefined) throw new Error('nginx did not start');
  const pid = child.pid;
  registerForCleanup(pid, 'nginx');
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', onLine);
  }
  let hasExited = false;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      hasExited = true;
      resolve();
    });
  });
  const deadline = Date.now() + 15_000;
  while (!(await listening(listen.host, listen.port))) {
    if (hasExited) throw new Error(`nginx exited at start-up: see ${site.errorLog}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen on ${listen.host}:${listen.port} within 15 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    pid,
    exited,
    reload() {
      const checked = spawnSync(binary, [...args, '-t', '-q'], { encoding: 'utf8' });
      if (checked.status !== 0) throw new Error(`nginx refused the regenerated configuration:\n${checked.stderr}`);
      if (!hasExited) child.kill('SIGHUP');
    },
    async stop() {
      // SIGQUIT: stop accepting, let in-flight requests finish; SIGTERM if that takes more than 5 s
      if (!hasExited) child.kill('SIGQUIT');
      const timer = setTimeout(() => {
        if (!hasExited) child.kill('SIGTERM');
      }, 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
