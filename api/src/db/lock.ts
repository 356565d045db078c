import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function processAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite takes no file lock, and two processes writing one data directory corrupt it. This lock file (pid inside)
 * makes a second process fail fast with a clear message; a lock left by a dead process is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'api.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, `${process.pid}\n${hostname()}\n`);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          unlinkSync(lockPath);
        } catch {
          // already gone: nothing to release
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText, host] = readFileSync(lockPath, 'utf8').split('\n');
      const pid = Number(pidText);
      const holderAlive = host !== hostname() || (Number.isInteger(pid) && pid > 0 && processAlive(pid));
      if (holderAlive) {
        throw new DataDirLockedError(
          `DATA_DIR ${path.resolve(dataDir)} is already in use by another API process (pid ${pidText} on ${host}). ` +
            'The embedded database allows one process per directory: stop the other process, choose another ' +
            'DATA_DIR, or set DATABASE_URL to share a PostgreSQL server between instances.',
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new DataDirLockedError(`Could not lock ${lockPath}`);
}
