/**
 * `npm run release|rollback|releases -w remote-<name>` (each remote's package.json calls this with its name):
 *   release <remote> [--package-dir <dir>] [--canary <1-99>]
 *                                           build the remote alone, check it against the live host, publish it live
 *                                           (--canary N: to N % of the browsers, their cohort, the others keep the
 *                                           live one)
 *   release <remote> --promote              make the canary everyone's release
 *   rollback <remote>                       drop the canary if one runs, else make what was live before the live
 *                                           release live again (the release it replaced, or the remote's dist/ build)
 *   releases <remote> [--since 1h]          list the releases with their share, page views and error rate over
 *                                           the window (m, h or d; from the API's database, or from the running
 *                                           site when it holds PGlite's lock or SITE_URL is given: METRICS_TOKEN),
 *                                           and the canaries rolled back automatically with their figures
 * Releases live in RELEASES_DIR (default: releases/ at the repository root).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { distDir, REMOTES, ROOT_DIR, type RemotePackage } from '../lib/front-ends';
import { stopChildrenOnSignal } from '../lib/run';
import { readActivity } from './client-activity';
import { releaseRemote } from './release-remote';
import { canaryPercentOf, ReleaseError, ReleaseStore, releasesDirOf } from './release-store';
import { DEFAULT_WINDOW, releaseTable, windowMsOf } from './release-table';

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
    if (rest.includes('--promote')) {
      if (rest.includes('--canary'))
        throw new ReleaseError('--promote takes no --canary: it promotes the canary running');
      const { version, from } = store.promote(remote);
      console.log(`[release] ${remote}: canary ${version} is live for everyone (was ${from ?? 'its dist/ build'})`);
      return;
    }
    // checked before the build: a wrong percentage fails at once
    const canaryPercent = rest.includes('--canary') ? canaryPercentOf(optionValue(rest, '--canary')) : undefined;
    const packageDir = optionValue(rest, '--package-dir');
    const { version, reused } = await releaseRemote({ remote, store, packageDir, canaryPercent });
    const to = canaryPercent === undefined ? 'everyone' : `${canaryPercent} % of the browsers (canary)`;
    console.log(
      reused
        ? `[release] ${remote}: same files as release ${version}, which is served to ${to} again`
        : `[release] ${remote}: ${version} is served to ${to} (${where}/${remote}/${version})`,
    );
    return;
  }
  if (command === 'rollback') {
    const distBuilt = () => existsSync(path.join(distDir(dir), 'mf-manifest.json'));
    const { from, to, canary } = store.rollback(remote, new Date(), distBuilt);
    const target = to ?? `its own build (${dir}/dist)`;
    console.log(
      canary
        ? `[release] ${remote}: canary ${from} dropped, everyone is on ${target}`
        : `[release] ${remote}: rolled back from ${from} to ${target}`,
    );
    return;
  }
  const releases = store.list(remote);
  if (releases.length === 0) {
    console.log(`${remote}: no release in ${where}`);
    return;
  }
  const windowMs = windowMsOf(optionValue(rest, '--since') ?? DEFAULT_WINDOW);
  const since = new Date(Date.now() - windowMs);
  const read = await readActivity(process.env, remote, since);
  const countsOf = (version: string) => {
    if (!('activity' in read)) return undefined;
    const found = read.activity.find((row) => row.version === version);
    return found ? { pageViews: found.pageViews, errors: found.errors } : { pageViews: 0, errors: 0 };
  };
  for (const line of releaseTable(releases, countsOf)) console.log(line);
  if (!releases.some((release) => release.live))
    console.log(`${remote}: no live release, the site serves its dist/ build to everyone else`);
  console.log(
    'activity' in read
      ? `page views and error rates since ${since.toISOString()} (--since ${optionValue(rest, '--since') ?? DEFAULT_WINDOW})${read.from ? `, read from the site at ${read.from}` : ''}`
      : `page views and error rates: not read (—), ${read.unavailable}`,
  );
  for (const { version, rolledBack } of releases) {
    if (rolledBack) console.log(`${version}: rolled back automatically: ${rolledBack.reason} (${rolledBack.at})`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ReleaseError ? `[release] ${error.message}` : error);
  process.exitCode = 1;
});
