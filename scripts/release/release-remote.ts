import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  describeSkew,
  findSharedSkews,
  type SharedDeclaration,
} from '../../shared/src/federation/shared-compatibility';
import { distDir, HOST_DIR, REMOTES, ROOT_DIR, type RemoteName } from '../lib/front-ends';
import { run } from '../lib/run';
import { ReleaseError, ReleaseStore } from './release-store';

interface ManifestShape {
  name: string;
  shared: SharedDeclaration[];
}

function isManifest(candidate: unknown): candidate is ManifestShape {
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    'name' in candidate &&
    typeof candidate.name === 'string' &&
    'shared' in candidate &&
    Array.isArray(candidate.shared) &&
    candidate.shared.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        'name' in entry &&
        typeof entry.name === 'string' &&
        'version' in entry &&
        typeof entry.version === 'string',
    )
  );
}

/** A Module Federation manifest (mf-manifest.json), as far as the release reads it. */
export function readManifest(file: string): ManifestShape {
  if (!existsSync(file)) throw new ReleaseError(`${path.relative(ROOT_DIR, file)} is missing`);
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isManifest(parsed)) throw new ReleaseError(`${path.relative(ROOT_DIR, file)} is not a federation manifest`);
  return parsed;
}

/** The live host's manifest: the host build the site server serves, which every release must run on. */
export const HOST_MANIFEST = path.join(distDir(HOST_DIR), 'mf-manifest.json');

/**
 * Refuses a build whose shared singletons the live host provides at another major version: published, it would only
 * show its "waiting for an update" panel (the host refuses it too), so it is never published.
 */
export function assertRunsOnHost(remote: RemoteName, remoteManifest: ManifestShape, hostManifest: ManifestShape): void {
  const skews = findSharedSkews(hostManifest.shared, remoteManifest.shared);
  if (skews.length > 0) {
    throw new ReleaseError(
      `refused: ${skews.map((skew) => describeSkew(remote, skew)).join('; ')}. Rebuild the host first, or the remote against the host's versions.`,
    );
  }
}

export interface ReleaseOptions {
  remote: RemoteName;
  store: ReleaseStore;
  /** The package to build (default: the remote's own folder; a copy elsewhere in the repository works too). */
  packageDir?: string;
  hostManifest?: string;
  /** Serve the release to this share of the browsers only (a canary, 1 to 99); default: everyone. */
  canaryPercent?: number;
  /** Builds the package into `outputDir`, true when it succeeded (default: its npm build script; tests fake it). */
  build?: (packageDir: string, outputDir: string) => Promise<boolean>;
  log?: (line: string) => void;
}

/** The package's own build script, pointed at another output folder. */
async function buildPackage(packageDir: string, outputDir: string): Promise<boolean> {
  const result = await run('npm', ['run', 'build', '--', '--output-path', outputDir], {
    cwd: packageDir,
    timeoutMs: 10 * 60_000,
  });
  return result.code === 0;
}

/**
 * Builds one remote alone into a staging folder beside its releases, checks its shared versions against the live
 * host, then publishes it (versioned folder, live pointer switched). Nothing is published when a step fails.
 */
export async function releaseRemote(options: ReleaseOptions): Promise<{ version: string; reused: boolean }> {
  const { remote, store } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const remotePackage = REMOTES.find((candidate) => candidate.name === remote);
  if (!remotePackage) throw new ReleaseError(`unknown remote "${remote}"`);
  const packageDir = path.resolve(options.packageDir ?? path.join(ROOT_DIR, remotePackage.dir));
  // Read first: without a live host there is nothing to check a release against.
  const hostManifestFile = options.hostManifest ?? HOST_MANIFEST;
  if (!existsSync(hostManifestFile)) {
    throw new ReleaseError(
      `no live host to check the release against: ${path.relative(ROOT_DIR, hostManifestFile)} is missing (npm run build -w host)`,
    );
  }
  const hostManifest = readManifest(hostManifestFile);

  const staging = store.stagingDir(remote);
  try {
    log(`[release] ${remote}: building ${path.relative(ROOT_DIR, packageDir) || '.'} into ${staging}`);
    const startedAt = Date.now();
    const built = await (options.build ?? buildPackage)(packageDir, staging);
    if (!built) throw new ReleaseError(`${remote}: the build failed`);
    log(`[release] ${remote}: built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

    const manifest = readManifest(path.join(staging, 'mf-manifest.json'));
    if (manifest.name !== remote) {
      throw new ReleaseError(`${packageDir} builds the remote "${manifest.name}", not "${remote}"`);
    }
    if (!existsSync(path.join(staging, 'remoteEntry.js'))) throw new ReleaseError(`${remote}: no remoteEntry.js built`);
    assertRunsOnHost(remote, manifest, hostManifest);
    return store.publish(remote, staging, new Date(), options.canaryPercent);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
