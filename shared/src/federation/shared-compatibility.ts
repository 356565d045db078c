import type { SemVer } from 'semver';
import coerce from 'semver/functions/coerce';
import satisfies from 'semver/functions/satisfies';

/**
 * Whether a remote built against some shared versions can run on a host that provides others. Pure, so the host (at
 * run time, from the remote's mf-manifest.json), the release command (before publishing, from the live host's
 * manifest) and the site server (before rendering a remote on the server) apply the very same rule. In `shared`
 * because all three run it: the scripts never reach into the host's features. The versions are read by `semver`.
 */

/** One entry of a manifest's `shared` list, as far as the check reads it. */
export interface SharedDeclaration {
  name: string;
  version: string;
  singleton?: boolean;
  /** The remote's own copy of the package (its files); none when the remote takes it from the host only. */
  assets?: { js?: { sync?: readonly string[]; async?: readonly string[] } };
}

/**
 * A singleton whose remote version cannot run against the host's copy, or (`hostVersion` null) one the remote takes
 * from the host only and the host does not provide.
 */
export interface SharedSkew {
  packageName: string;
  hostVersion: string | null;
  remoteVersion: string;
}

/**
 * `19.3.1`, `^19.0.0`, `v5`, `=1.2`, `3.x` → the version they name (a range: its lowest); null when the text names
 * none (a tag such as `latest`, `*`).
 */
export function readVersion(version: string): SemVer | null {
  return coerce(version, { includePrerelease: true });
}

/**
 * Semver's caret rule, the one a package's own `^` range would apply, in either direction (an older remote on a newer
 * host, or the reverse): the same major, and below 1.0.0 (where every minor may break) the same minor. A version that
 * cannot be read is not judged: Module Federation's own range check still warns about it.
 */
export function areCompatibleVersions(hostVersion: string, remoteVersion: string): boolean {
  const host = readVersion(hostVersion);
  const remote = readVersion(remoteVersion);
  if (!host || !remote) return true;
  const options = { includePrerelease: true };
  return satisfies(remote, `^${host.version}`, options) || satisfies(host, `^${remote.version}`, options);
}

/**
 * The same rule as a range, for Module Federation's `requiredVersion`: every version `areCompatibleVersions` accepts
 * against `version` (`19.3.1` → `^19.0.0`, `0.4.2` → `^0.4.0`, `0.0.3` → `0.0.3`). A host providing React 19.3.0 to a
 * remote built with 19.3.1 is then accepted by the federation runtime too, without its "does not satisfy" warning.
 */
export function compatibleRange(version: string): string {
  const pinned = readVersion(version);
  if (!pinned) return version;
  if (pinned.major > 0) return `^${pinned.major}.0.0`;
  if (pinned.minor > 0) return `^0.${pinned.minor}.0`;
  return pinned.version;
}

/** Whether the remote's build carries its own copy of a shared package (none when built with `import: false`). */
function bringsOwnCopy(entry: SharedDeclaration): boolean {
  const js = entry.assets?.js;
  // A manifest without assets (an older or hand-written one) is taken to carry its copy, as before.
  if (!js) return true;
  return (js.sync?.length ?? 0) + (js.async?.length ?? 0) > 0;
}

/**
 * The remote's singletons the host provides at an incompatible version. Only singletons count: one copy of each runs
 * in the page, so the remote would run on the host's (a second React would break hooks). A package the host does not
 * provide is the remote's own business when the remote brings its own copy (Module Federation's default fallback, as
 * our remotes do); a remote built with `import: false` brings none, so its first import of it would fail: refused too.
 */
export function findSharedSkews(
  host: readonly SharedDeclaration[],
  remote: readonly SharedDeclaration[],
): SharedSkew[] {
  const hostVersions = new Map(host.map((entry) => [entry.name, entry.version]));
  const skews: SharedSkew[] = [];
  for (const entry of remote) {
    const hostVersion = hostVersions.get(entry.name);
    if (hostVersion === undefined) {
      if (!bringsOwnCopy(entry))
        skews.push({ packageName: entry.name, hostVersion: null, remoteVersion: entry.version });
      continue;
    }
    if (entry.singleton === false || areCompatibleVersions(hostVersion, entry.version)) continue;
    skews.push({ packageName: entry.name, hostVersion, remoteVersion: entry.version });
  }
  return skews;
}

/** One line per skew, for the console and the release command: names the package and both versions. */
export function describeSkew(remote: string, skew: SharedSkew): string {
  if (skew.hostVersion === null) {
    return (
      `Remote "${remote}" takes ${skew.packageName} ${skew.remoteVersion} from the host, ` +
      `which does not provide ${skew.packageName}`
    );
  }
  return (
    `Remote "${remote}" was built with ${skew.packageName} ${skew.remoteVersion}, ` +
    `incompatible with the host's ${skew.packageName} ${skew.hostVersion} (another major version of a singleton)`
  );
}
