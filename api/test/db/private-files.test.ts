import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { scaled } from '../../../scripts/lib/machine';
import { openPgliteWorker } from '../../src/db/index';

// PGlite only (excluded from the PostgreSQL project): the modes of DATA_DIR and the database files in it.
const root = mkdtempSync(path.join(os.tmpdir(), 'api-private-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every file and folder under `dir` by its permission bits, e.g. { 'd 700': 27, 'f 600': 980 }. */
function modesUnder(dir: string): Record<string, number> {
  const tally: Record<string, number> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      const key = `${entry.isDirectory() ? 'd' : 'f'} ${(statSync(file).mode & 0o777).toString(8)}`;
      tally[key] = (tally[key] ?? 0) + 1;
      if (entry.isDirectory()) walk(file);
    }
  };
  walk(dir);
  return tally;
}
const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

/** The umask of the process now (set and put back: reading it alone is deprecated). */
function currentUmask(): number {
  const mask = process.umask(0o022);
  process.umask(mask);
  return mask;
}

describe('DATA_DIR is private', () => {
  it(
    'a new DATA_DIR is 0700 and every database file 0600 (folders 0700), also those written after the start',
    async () => {
      const dataDir = path.join(root, 'fresh', 'data');
      const umaskBefore = currentUmask();
      const database = await openPgliteWorker({ dataDir });
      try {
        // migrations wrote new tables after PGlite's own start; a later write adds more files
        await database.db.execute('create table private_probe (n integer)');
        await database.db.execute('insert into private_probe values (1)');
        expect(modeOf(dataDir)).toBe('700');
        const modes = modesUnder(dataDir);
        expect(Object.keys(modes).sort()).toEqual(['d 700', 'f 600']);
        expect(modes['f 600']).toBeGreaterThan(900);
      } finally {
        await database.close();
      }
      expect(Object.keys(modesUnder(dataDir)).sort()).toEqual(['d 700', 'f 600']);
      // the process's umask is its own again once no database is open
      expect(currentUmask()).toBe(umaskBefore);
    },
    scaled(180_000),
  );

  it(
    'an existing open DATA_DIR and what is in it are tightened at start',
    async () => {
      const dataDir = path.join(root, 'existing');
      mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
      chmodSync(dataDir, 0o755);
      chmodSync(path.join(dataDir, 'pglite'), 0o777);
      writeFileSync(path.join(dataDir, 'notes.txt'), 'left by an older version\n', { mode: 0o666 });
      chmodSync(path.join(dataDir, 'notes.txt'), 0o666);
      const database = await openPgliteWorker({ dataDir });
      try {
        expect(modeOf(dataDir)).toBe('700');
        expect(modeOf(path.join(dataDir, 'notes.txt'))).toBe('600');
        expect(Object.keys(modesUnder(dataDir)).sort()).toEqual(['d 700', 'f 600']);
      } finally {
        await database.close();
      }
    },
    scaled(180_000),
  );
});
