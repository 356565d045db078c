/**
 * `npm run release|rollback|releases -w remote-<name>` (each remote's package.json calls this with its name):
 *   release <remote> [--package-dir <dir>]  build the remote alone, check it against the live host, publish it live
 *   rollback <remote>                       make what was live before the live release live again (the
 *                                           release it replaced, or the remote's own dist/ build)
 *   releases <remote>                       list the releases, the live one marked
 * Releases live in RELEASES_DIR (default: releases/ at the repository root).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDir, REMOTES, ROOT_DIR, type RemotePackage } from '../lib/front-ends';
import { stopChildrenOnSignal } from '../lib/run';
import { releaseRemote } from './release-remote';
import { ReleaseError, ReleaseStore, releasesDirOf } from './release-store';

const COMMANDS = ['release', 'rollback', 'releases'] as const;
type Command = (typeof COMMANDS)[number];

function isCommand(candidate: string | undefined): candidate is Command {
  return COMMANDS.some((command) => command === candidate);
}

function remoteNamed(candidate: string | undefined): RemotePackage {
  const remote = REMOTES.find(({ name }) => name === candidate);
  if (!remote) throw new ReleaseError(`name a remote: ${REMOTES.map(({ name }) => name).join(', ')}`);
  return remote;
}

function optionValue(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

async function main(): Promise<void> {
  stopChildrenOnSignal();
  const [command, name, ...rest] = process.argv.slice(2);
  if (!isCommand(command)) throw new ReleaseError(`usage: cli.ts ${COMMANDS.join('|')} <remote>`);
  const { name: remote, dir } = remoteNamed(name);
  const store = new ReleaseStore(releasesDirOf(process.env));
  const relative = path.relative(ROOT_DIR, store.root);
  const where = relative && !relative.startsWith('..') ? relative : store.root;

  if (command === 'release') {
    const packageDir = optionValue(rest, '--package-dir');
    const { version, reused } = await releaseRemote({ remote, store, packageDir });
    console.log(
      reused
        ? `[release] ${remote}: same files as release ${version}, which is live again`
        : `[release] ${remote}: ${version} is live (${where}/${remote}/${version})`,
    );
    return;
  }
  if (command === 'rollback') {
    const distBuilt = () => existsSync(path.join(distDir(dir), 'mf-manifest.json'));
    const { from, to } = store.rollback(remote, new Date(), distBuilt);
    console.log(`[release] ${remote}: rolled back from ${from} to ${to ?? `its own build (${dir}/dist)`}`);
    return;
  }
  const releases = store.list(remote);
  if (releases.length === 0) console.log(`${remote}: no release in ${where}`);
  for (const release of releases)
    console.log(`${release.live ? '*' : ' '} ${release.version}${release.live ? '  (live)' : ''}`);
  if (!releases.some((release) => release.live))
    console.log(`${remote}: no live release, the site serves its dist/ build`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ReleaseError ? `[release] ${error.message}` : error);
  process.exitCode = 1;
});
