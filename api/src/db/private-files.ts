import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

// DATA_DIR holds password hashes, sessions and the signing key: readable and writable by the API's own user only.

/** Group and other permission bits: what a private file or folder must not have. */
const SHARED_BITS = 0o077;

/** Creates `dir` (and missing parents) as 0700, or takes group and other access away from an existing one. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, lstatSync(dir).mode & 0o7777 & ~SHARED_BITS);
}

/**
 * Takes group and other access away from everything under `dir` (files 0600, folders 0700 as PGlite makes them).
 * PGlite writes the files of a new database with explicit modes (0666), which no umask changes, and a folder made by
 * an earlier version is as open: so this runs at every start, before and after PGlite opens. Symbolic links are
 * left alone (their target is not ours to change).
 */
export function makeTreePrivate(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    const mode = lstatSync(file).mode & 0o7777;
    if (mode & SHARED_BITS) chmodSync(file, mode & ~SHARED_BITS);
    if (entry.isDirectory()) makeTreePrivate(file);
  }
}

let holders = 0;
let previousUmask = 0;

/**
 * Files the process creates while a PGlite database is open (new tables, WAL segments, rewritten relations) are
 * private: the umask is the process's (a worker thread may not change it), so it is held here for as long as any
 * database with files is open, and the previous one restored when the last closes. Returns the release.
 */
export function holdPrivateUmask(): () => void {
  if (holders++ === 0) {
    previousUmask = process.umask(SHARED_BITS);
    process.umask(previousUmask | SHARED_BITS);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders === 0) process.umask(previousUmask);
  };
}
