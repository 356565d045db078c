import path from 'node:path';
import { REMOTES, remoteEnvVar, type RemoteName } from '../lib/front-ends';
import { isReleaseVersion, ReleaseStore, releasesDirOf } from '../release/release-store';
import { resolveInside } from './static-files';

/**
 * What the site server knows of the releases (`npm run release -w remote-<name>`): the live one's manifest for
 * /remotes.json, read on every request so a release or rollback shows on the next page load without a restart, and
 * the files of every release, old ones included, so a tab opened on an older release keeps loading its chunks.
 */

/**
 * `/releases/<remote>/<version>/mf-manifest.json` of the release a browser of this cohort is served (a canary's, or
 * the live one's; no cohort: the live one's), or null when that is the dist/ build.
 */
export function liveReleaseManifestUrl(
  env: NodeJS.ProcessEnv,
  remote: RemoteName,
  cohort: number | null = null,
): string | null {
  return new ReleaseStore(releasesDirOf(env)).liveManifestPath(remote, cohort);
}

/**
 * Whether a browser of this cohort is served any remote's canary, where no REMOTE_*_URL overrides the releases: a page
 * request asks it, once per remote.
 */
export function servesAnyCanary(env: NodeJS.ProcessEnv, cohort: number | null): boolean {
  const store = new ReleaseStore(releasesDirOf(env));
  return REMOTES.some(({ name }) => !env[remoteEnvVar(name)]?.trim() && store.servesCanaryTo(name, cohort));
}

/**
 * The file a `/releases/<remote>/<version>/<path>` URL names (the part after `/releases/`), or null: an unknown
 * remote, anything but a release folder (the pointer, a staging folder) or a path leaving the folder.
 */
export function releaseFileOf(env: NodeJS.ProcessEnv, urlPath: string): string | null {
  const [remote, version, ...rest] = urlPath.split('/');
  const known = REMOTES.find(({ name }) => name === remote)?.name;
  if (!known || !version || !isReleaseVersion(version) || rest.length === 0) return null;
  return resolveInside(path.join(releasesDirOf(env), known, version), rest.join('/'));
}
