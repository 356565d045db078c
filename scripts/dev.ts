/**
 * `npm run dev`: the API (tsx watch, :3200) and every webpack dev server (host :3100, remotes :3101-3104) with
 * hot reload, their output prefixed in one terminal. Ctrl-C stops them all. The host dev server proxies /api to
 * the API and serves a /remotes.json pointing at the remotes' dev servers.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_DEV_PORT, HOST_DEV_PORT, HOST_DIR, REMOTES, ROOT_DIR } from './lib/front-ends';
import { killAll, start, stopChildrenOnSignal } from './lib/run';

interface DevProcess {
  label: string;
  workspace: string;
  url: string;
}

const COLORS = [36, 33, 35, 32, 34, 31];

function hasScript(workspace: string, script: string): boolean {
  const manifest = path.join(ROOT_DIR, workspace, 'package.json');
  if (!existsSync(manifest)) return false;
  const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || !('scripts' in parsed)) return false;
  const { scripts } = parsed;
  return typeof scripts === 'object' && scripts !== null && script in scripts;
}

function main(): void {
  const processes: DevProcess[] = [
    { label: 'api', workspace: 'api', url: `http://localhost:${API_DEV_PORT}/api` },
    ...REMOTES.map((remote) => ({
      label: remote.name,
      workspace: remote.dir,
      url: `http://localhost:${remote.devPort}`,
    })),
    { label: 'host', workspace: HOST_DIR, url: `http://localhost:${HOST_DEV_PORT}` },
  ].filter((candidate) => {
    const runnable = hasScript(candidate.workspace, 'dev');
    if (!runnable) console.warn(`[dev] ${candidate.workspace} has no dev script yet: skipped`);
    return runnable;
  });

  stopChildrenOnSignal();
  const width = Math.max(...processes.map((entry) => entry.label.length));
  let stopping = false;
  process.once('SIGINT', () => (stopping = true));
  process.once('SIGTERM', () => (stopping = true));

  processes.forEach((entry, index) => {
    const color = COLORS[index % COLORS.length] ?? 37;
    const prefix = process.stdout.isTTY
      ? `\u001b[${color}m${entry.label.padEnd(width)} |\u001b[0m`
      : `${entry.label.padEnd(width)} |`;
    const child = start('npm', ['run', 'dev', '-w', entry.workspace], {
      prefix,
      env: { ...process.env, API_PORT: String(API_DEV_PORT), FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    child.on('exit', (code) => {
      if (stopping) return;
      // One server dying leaves a half-working set-up that is confusing to debug: stop everything.
      console.error(`[dev] ${entry.label} exited with ${code}; stopping the others.`);
      stopping = true;
      killAll('SIGTERM');
      process.exitCode = 1;
    });
  });

  console.log('\n[dev] starting:');
  for (const entry of processes) console.log(`  ${entry.label.padEnd(width)}  ${entry.url}`);
  console.log(`\n[dev] open http://localhost:${HOST_DEV_PORT} once the host has compiled. Ctrl-C stops everything.\n`);
}

main();
