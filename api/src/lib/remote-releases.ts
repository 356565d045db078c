import { existsSync } from 'node:fs';
import path from 'node:path';
import { UNRELEASED_VERSION } from '@restaurant/shared/client-errors';

/**
 * Whether a remote's version was ever published in RELEASES_DIR (`<remote>/<version>/mf-manifest.json`, the release
 * store's layout): a beacon naming another is a forgery, or a build no diner was given. A release is never unpublished
 * while diners may run it, so a version found once is remembered.
 */
export function createRemoteReleases(releasesDir: string) {
  const known = new Set<string>();
  return {
    isKnown(remote: string, version: string): boolean {
      if (version === UNRELEASED_VERSION) return true;
      const key = `${remote}/${version}`;
      if (known.has(key)) return true;
      // the caller's schema allows only a remote's name and a version's pattern: no path can leave the folder
      const published = existsSync(path.join(releasesDir, remote, version, 'mf-manifest.json'));
      if (published) known.add(key);
      return published;
    },
  };
}

export type RemoteReleases = ReturnType<typeof createRemoteReleases>;
