import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../lib/front-ends';
import { inCanary } from './cohort';

/**
 * Where a remote's releases live, and which one is live: `<releases>/<remote>/<version>/` holds one build as it came
 * out of webpack (never changed after it is published), `<releases>/<remote>/live.json` names the live one, or none
 * (the remote's own dist/ build is live), and what was live before it, and the canary if one runs: a release served
 * to a share of the browsers (their cohort, `cohort.ts`) while the others keep the live one. The site server reads
 * the pointer on every /remotes.json request, so switching it is a release, a promotion or a rollback, no restart.
 */

/** Default folder of the releases; RELEASES_DIR (absolute, or relative to the repository root) moves it. */
export const DEFAULT_RELEASES_DIR = path.join(ROOT_DIR, 'releases');

/** `20261124T073512Z-3f9c01ab2e`: the UTC time of the release, then a hash of its files. Sorts by time. */
export const VERSION_PATTERN = /^\d{8}T\d{6}Z-[0-9a-f]{10}$/;

const POINTER_FILE = 'live.json';
/** `<releases>/<remote>/rollbacks/<version>--<canary start>.json`: one file per automatic rollback of a canary run. */
const ROLLBACKS_DIR = 'rollbacks';

/** A release's version, or null for the remote's own dist/ build (what the site serves with no release live). */
export type LiveBuild = string | null;

export interface LivePointer {
  /** the live release, or null: the remote's dist/ build is live again (a rollback past its first release) */
  version: LiveBuild;
  switchedAt: string;
  /** what was live before, oldest first, the last one just before this: where a rollback goes */
  before: LiveBuild[];
  /** the release served to `percent` % of the browsers instead of the live one, if any */
  canary?: Canary;
}

export interface Canary {
  version: string;
  /** 1 to 99 */
  percent: number;
  startedAt: string;
}

export interface ReleaseEntry {
  version: string;
  live: boolean;
  /** the share of the browsers a canary release is served to (absent on every other release) */
  canaryPercent?: number;
  /** the last automatic rollback of this release as a canary, if it had one */
  rolledBack?: AutomaticRollback;
}

/** A canary the site's canary watch rolled back (`canary-watch.ts`): when, and the figures that decided. */
export interface AutomaticRollback {
  version: string;
  /** the canary's start: with the version, which canary run this was (the same files may be a canary again) */
  startedAt: string;
  at: string;
  /** `12 errors / 140 views, 8.6 % vs 1.2 %` */
  reason: string;
}

export class ReleaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseError';
  }
}

export function releasesDirOf(env: NodeJS.ProcessEnv): string {
  const configured = env.RELEASES_DIR?.trim();
  return configured ? path.resolve(ROOT_DIR, configured) : DEFAULT_RELEASES_DIR;
}

/** A canary's share of the browsers from the command line: a whole percentage from 1 to 99, else a ReleaseError. */
export function canaryPercentOf(text: string | undefined): number {
  const percent = Number(text);
  if (text === undefined || !/^[0-9]{1,2}$/.test(text.trim()) || percent < 1 || percent > 99) {
    throw new ReleaseError(`--canary takes a whole percentage from 1 to 99, not ${JSON.stringify(text ?? '')}`);
  }
  return percent;
}

export function isReleaseVersion(candidate: string): boolean {
  return VERSION_PATTERN.test(candidate);
}

/** `2026-11-24T07:35:12.345Z` → `20261124T073512Z`. */
function timestampOf(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

export function versionFor(date: Date, contentHash: string): string {
  return `${timestampOf(date)}-${contentHash.slice(0, 10)}`;
}

function filesBelow(dir: string, prefix = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...filesBelow(path.join(dir, entry.name), relative));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

/** A hash of every file's path and bytes: the same build gives the same hash, whatever the time or the folder. */
export function contentHashOf(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesBelow(dir)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

function isAutomaticRollback(candidate: unknown): candidate is AutomaticRollback {
  if (typeof candidate !== 'object' || candidate === null) return false;
  const fields = candidate as Record<string, unknown>;
  return ['version', 'startedAt', 'at', 'reason'].every((field) => typeof fields[field] === 'string');
}

export class ReleaseStore {
  constructor(readonly root: string) {}

  remoteDir(remote: string): string {
    return path.join(this.root, remote);
  }

  releaseDir(remote: string, version: string): string {
    if (!isReleaseVersion(version)) throw new ReleaseError(`"${version}" is not a release version`);
    return path.join(this.remoteDir(remote), version);
  }

  /** Every published release of a remote, oldest first, the live one and the canary marked. */
  list(remote: string): ReleaseEntry[] {
    const { version: live, canary } = this.pointer(remote);
    const rollbacks = this.automaticRollbacks(remote);
    return this.versions(remote).map((version) => {
      const entry: ReleaseEntry =
        version === canary?.version
          ? { version, live: false, canaryPercent: canary.percent }
          : { version, live: version === live };
      const rolledBack = rollbacks.filter((rollback) => rollback.version === version).pop();
      return rolledBack ? { ...entry, rolledBack } : entry;
    });
  }

  private rollbackFile(remote: string, version: string, startedAt: string): string {
    if (!isReleaseVersion(version)) throw new ReleaseError(`"${version}" is not a release version`);
    // the start as digits only: nothing of it can leave the folder
    return path.join(this.remoteDir(remote), ROLLBACKS_DIR, `${version}--${startedAt.replace(/[^0-9]/g, '')}.json`);
  }

  /** Every automatic rollback of the remote's canaries, oldest first. */
  automaticRollbacks(remote: string): AutomaticRollback[] {
    const dir = path.join(this.remoteDir(remote), ROLLBACKS_DIR);
    if (!existsSync(dir)) return [];
    const records: AutomaticRollback[] = [];
    for (const name of readdirSync(dir).filter((candidate) => candidate.endsWith('.json'))) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
        if (isAutomaticRollback(parsed)) records.push(parsed);
      } catch {
        // a record being written (or damaged by hand) says nothing yet
      }
    }
    return records.sort((a, b) => a.at.localeCompare(b.at));
  }

  /** Whether this canary run (version and start) was rolled back automatically already, by any instance. */
  rolledBackAutomatically(remote: string, canary: Canary): boolean {
    return existsSync(this.rollbackFile(remote, canary.version, canary.startedAt));
  }

  /**
   * Records that this canary run is rolled back automatically, once whatever the number of instances deciding it at
   * the same moment: the record is created exclusively (O_EXCL, atomic on the one file system the pointers share), so
   * exactly one caller gets true, and that caller logs it. Every caller then drops the canary (`dropCanary`).
   */
  recordAutomaticRollback(remote: string, canary: Canary, reason: string, now: Date = new Date()): boolean {
    const file = this.rollbackFile(remote, canary.version, canary.startedAt);
    mkdirSync(path.dirname(file), { recursive: true });
    const record: AutomaticRollback = {
      version: canary.version,
      startedAt: canary.startedAt,
      at: now.toISOString(),
      reason,
    };
    try {
      writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`, { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  /**
   * Drops the canary if it is still this run (version and start), as `rollback` drops it; false when another canary,
   * or none, runs now: a decision taken on an old read never drops a canary released since, nor rolls back the live
   * release. Two instances dropping the same run write the same pointer.
   */
  dropCanary(remote: string, canary: Canary, now: Date = new Date()): boolean {
    const { version: live, before, canary: running } = this.pointer(remote);
    if (running?.version !== canary.version || running.startedAt !== canary.startedAt) return false;
    this.writePointer(remote, { version: live, switchedAt: now.toISOString(), before });
    return true;
  }

  private isPublished(remote: string, version: string): boolean {
    return isReleaseVersion(version) && existsSync(path.join(this.remoteDir(remote), version, 'mf-manifest.json'));
  }

  /** The release a pointer names, when it is still there; null (the dist/ build) for anything else. */
  private liveOf(remote: string, version: unknown): LiveBuild {
    return typeof version === 'string' && this.isPublished(remote, version) ? version : null;
  }

  /**
   * The pointer as it is on disk: no file, or one that cannot be read, is the dist/ build live with nothing before.
   * A pointer written before `before` was kept says nothing of the past: the releases older than its live one, in
   * order, after the dist/ build, are what was live before it.
   */
  private pointer(remote: string): { version: LiveBuild; before: LiveBuild[]; canary?: Canary } {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(path.join(this.remoteDir(remote), POINTER_FILE), 'utf8'));
    } catch {
      return { version: null, before: [] };
    }
    if (typeof parsed !== 'object' || parsed === null) return { version: null, before: [] };
    const version = this.liveOf(remote, 'version' in parsed ? parsed.version : null);
    const canary = this.canaryOf(remote, 'canary' in parsed ? parsed.canary : null, version);
    if ('before' in parsed && Array.isArray(parsed.before)) {
      const before: unknown[] = parsed.before;
      return { version, before: before.map((entry) => (entry === null ? null : String(entry))), canary };
    }
    const older = version === null ? [] : this.versions(remote).filter((candidate) => candidate < version);
    return { version, before: version === null ? [] : [null, ...older] };
  }

  /** The canary a pointer names, when it is a published release other than the live one at a share of 1 to 99 %. */
  private canaryOf(remote: string, canary: unknown, live: LiveBuild): Canary | undefined {
    if (typeof canary !== 'object' || canary === null) return undefined;
    if (!('version' in canary) || !('percent' in canary) || !('startedAt' in canary)) return undefined;
    const { version, percent, startedAt } = canary;
    if (typeof version !== 'string' || version === live || !this.isPublished(remote, version)) return undefined;
    if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 99) return undefined;
    return { version, percent, startedAt: String(startedAt) };
  }

  private versions(remote: string): string[] {
    const dir = this.remoteDir(remote);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && isReleaseVersion(entry.name))
      .map((entry) => entry.name)
      .sort();
  }

  /** The live release's version, or null when none is (the site then serves the remote's dist/ build). */
  live(remote: string): string | null {
    return this.pointer(remote).version;
  }

  /** The canary running, or null. */
  canary(remote: string): Canary | null {
    return this.pointer(remote).canary ?? null;
  }

  /**
   * The release a browser of this cohort is served: the canary when it runs and the cohort is in its share, else the
   * live one (null: the dist/ build). No cohort (a request that carries none yet and gets none) is served the live one.
   */
  servedTo(remote: string, cohort: number | null): LiveBuild {
    const { version, canary } = this.pointer(remote);
    return canary && cohort !== null && inCanary(cohort, canary.percent) ? canary.version : version;
  }

  /** Whether a browser of this cohort is served the remote's canary (one read of the pointer, for every page request). */
  servesCanaryTo(remote: string, cohort: number | null): boolean {
    if (cohort === null) return false;
    const { canary } = this.pointer(remote);
    return canary !== undefined && inCanary(cohort, canary.percent);
  }

  /**
   * Writes the pointer to a temporary file, then renames it over the old one: a reader sees the old pointer or the
   * new one, never half a file.
   */
  private writePointer(remote: string, pointer: LivePointer): void {
    const target = path.join(this.remoteDir(remote), POINTER_FILE);
    mkdirSync(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temporary, `${JSON.stringify(pointer, null, 2)}\n`);
    renameSync(temporary, target);
  }

  /** Points the remote at a published release, remembering what was live before it (for `rollback`). */
  switchTo(remote: string, version: string, now: Date = new Date()): void {
    const dir = this.releaseDir(remote, version);
    if (!existsSync(path.join(dir, 'mf-manifest.json'))) {
      throw new ReleaseError(`${remote} has no release ${version} (${path.join(dir, 'mf-manifest.json')} is missing)`);
    }
    const current = this.pointer(remote);
    // the same release again (its files released once more) changes nothing that a rollback would undo
    const before = current.version === version ? current.before : [...current.before, current.version];
    // a release to everyone ends the canary that ran (promoted, or replaced)
    this.writePointer(remote, { version, switchedAt: now.toISOString(), before });
  }

  /**
   * Serves a published release to `percent` % of the browsers (a canary), the live one staying everyone else's. A
   * canary already running is replaced; the live release cannot be its own canary.
   */
  startCanary(remote: string, version: string, percent: number, now: Date = new Date()): void {
    canaryPercentOf(String(percent));
    const dir = this.releaseDir(remote, version);
    if (!existsSync(path.join(dir, 'mf-manifest.json'))) {
      throw new ReleaseError(`${remote} has no release ${version} (${path.join(dir, 'mf-manifest.json')} is missing)`);
    }
    const current = this.pointer(remote);
    if (current.version === version) throw new ReleaseError(`${remote}: ${version} is live already, for everyone`);
    this.writePointer(remote, {
      version: current.version,
      switchedAt: now.toISOString(),
      before: current.before,
      canary: { version, percent, startedAt: now.toISOString() },
    });
  }

  /** Makes the running canary everyone's release (rolled back from as any release). */
  promote(remote: string, now: Date = new Date()): { version: string; from: LiveBuild } {
    const { version: live, canary } = this.pointer(remote);
    if (!canary) throw new ReleaseError(`${remote} has no canary to promote`);
    this.switchTo(remote, canary.version, now);
    return { version: canary.version, from: live };
  }

  /**
   * Makes whatever was live before the live release live again: the release it replaced, or the remote's own dist/
   * build when it was the first (the pointer then names no release). Rolling back again goes one step further back;
   * the releases themselves are kept. `distBuilt` says whether the dist/ build is there to go back to.
   */
  rollback(
    remote: string,
    now: Date = new Date(),
    distBuilt: () => boolean = () => true,
  ): { from: string; to: LiveBuild; canary: boolean } {
    const { version: live, before, canary } = this.pointer(remote);
    // a canary running is what a rollback takes back first: everyone is on the live release again
    if (canary) {
      this.writePointer(remote, { version: live, switchedAt: now.toISOString(), before });
      return { from: canary.version, to: live, canary: true };
    }
    if (!live) throw new ReleaseError(`${remote} has no live release to roll back from (it serves its dist/ build)`);
    const earlier = [...before];
    // a release removed by hand since is passed over: the one before it is what can be made live
    while (earlier.length > 0) {
      const previous = earlier.pop() ?? null;
      if (previous !== null && !this.isPublished(remote, previous)) continue;
      if (previous === null && !distBuilt()) {
        throw new ReleaseError(
          `${remote} was served from its dist/ build before ${live}, and that build is missing: build it (npm run build -w remote-${remote}) and roll back again`,
        );
      }
      this.writePointer(remote, { version: previous, switchedAt: now.toISOString(), before: earlier });
      return { from: live, to: previous, canary: false };
    }
    throw new ReleaseError(`${remote} has nothing recorded as live before ${live} to roll back to`);
  }

  /**
   * Moves a finished build (a folder on the same file system, e.g. from `stagingDir`) into its versioned folder and
   * makes it live. The same files released again reuse the release already holding them instead of a copy.
   */
  publish(
    remote: string,
    builtDir: string,
    now: Date = new Date(),
    canaryPercent?: number,
  ): { version: string; reused: boolean } {
    if (canaryPercent !== undefined) canaryPercentOf(String(canaryPercent));
    const makeServed = (version: string) =>
      canaryPercent === undefined
        ? this.switchTo(remote, version, now)
        : this.startCanary(remote, version, canaryPercent, now);
    if (!existsSync(path.join(builtDir, 'mf-manifest.json'))) {
      throw new ReleaseError(`${builtDir} has no mf-manifest.json: not a remote's build`);
    }
    const hash = contentHashOf(builtDir).slice(0, 10);
    const existing = this.list(remote).find((entry) => entry.version.endsWith(`-${hash}`));
    if (existing) {
      rmSync(builtDir, { recursive: true, force: true });
      makeServed(existing.version);
      return { version: existing.version, reused: true };
    }
    const version = versionFor(now, hash);
    // Renamed in one step: the versioned folder never exists half-filled.
    renameSync(builtDir, this.releaseDir(remote, version));
    makeServed(version);
    return { version, reused: false };
  }

  /** A fresh folder beside the releases (same file system, so `publish` can rename it), hidden from listing and serving. */
  stagingDir(remote: string): string {
    const dir = path.join(this.remoteDir(remote), `.staging-${process.pid}-${Date.now()}`);
    mkdirSync(dir, { recursive: true });
    return dir;
  }

  /**
   * The manifest URL path the site serves a browser of this cohort (the canary's or the live release's; no cohort:
   * the live one's), or null when that is the dist/ build.
   */
  liveManifestPath(remote: string, cohort: number | null = null): string | null {
    const served = this.servedTo(remote, cohort);
    return served ? `/releases/${remote}/${served}/mf-manifest.json` : null;
  }
}
