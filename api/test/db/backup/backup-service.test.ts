import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { readBackupFile, withWorkDir } from '../../../src/db/backup/backup-file';
import { codeSchema } from '../../../src/db/backup/schema-version';
import { JOB_LOCKS, openPostgres, type Database } from '../../../src/db/index';
import { localInstant } from '../../helpers/orders';
import { TEST_CONFIG, createClock, createTestApp, engine, localDate, openTestDatabase } from '../../helpers/test-app';

// The nightly backup, on a clock the test moves: nothing waits for 03:30.

const workDir = mkdtempSync(path.join(os.tmpdir(), 'restaurant-nightly-test-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const tomorrow = localDate(new Date(), 1);
const NIGHTLY = { backupAt: '03:30', backupKeep: 2 } as const;
const DAY = 24 * 3600_000;
const backupsIn = (dir: string) => readdirSync(dir).sort();
/** The name of the backup taken at 03:30 restaurant time on a restaurant-local date. */
const nightOf = (date: string, of = engine) =>
  `restaurant-${date.replaceAll('-', '')}-033000+0700-schema${codeSchema().version}-${of}.tar.gz`;
const health = async (app: FastifyInstance) => (await app.inject('/api/health')).json().data.backups;

describe(`the nightly backup (${engine})`, () => {
  it('is taken at BACKUP_AT restaurant time, keeps the newest BACKUP_KEEP, and /api/health says when and how big', async () => {
    const dir = path.join(workDir, 'one-instance');
    const clock = createClock(localInstant(tomorrow, '03:29').getTime());
    const t = await createTestApp({ clock, config: { ...NIGHTLY, backupDir: dir } });
    try {
      const [due] = await clock.waiting();
      expect(due).toEqual(localInstant(tomorrow, '03:30'));
      expect(await health(t.app)).toEqual({
        nightlyAt: '03:30',
        nextAt: due!.toISOString(),
        last: null,
        failedAt: null,
      });

      // two older backups, a backup of the other engine and a file of the operator's share the folder
      const other = engine === 'pglite' ? 'postgres' : 'pglite';
      const kept = [nightOf('2025-01-02'), nightOf('2025-01-01', other), 'notes.txt'];
      mkdirSync(dir);
      for (const name of [nightOf('2025-01-01'), ...kept]) writeFileSync(path.join(dir, name), 'older');

      clock.advance(59_000);
      expect(await clock.waiting()).toEqual([due]);
      expect(backupsIn(dir)).toHaveLength(4);
      clock.advance(1_000);
      expect(await clock.waiting()).toEqual([new Date(due!.getTime() + DAY)]);
      // of this engine's backups the newest two stay: tonight's and 2025-01-02's
      const tonight = nightOf(tomorrow);
      expect(backupsIn(dir)).toEqual([...kept, tonight].sort());
      expect(await health(t.app)).toEqual({
        nightlyAt: '03:30',
        nextAt: new Date(due!.getTime() + DAY).toISOString(),
        last: { at: due!.toISOString(), bytes: statSync(path.join(dir, tonight)).size },
        failedAt: null,
      });
      const { manifest } = await withWorkDir((work) => readBackupFile(path.join(dir, tonight), work));
      expect(manifest).toMatchObject({ engine, createdAt: due!.toISOString() });

      // the folder is gone (a disk unmounted): the night fails, before dumping anything, and says so
      rmSync(dir, { recursive: true });
      writeFileSync(dir, 'not a folder');
      clock.advance(DAY);
      await clock.waiting();
      expect(await health(t.app)).toMatchObject({ last: null, failedAt: clock.now().toISOString() });
    } finally {
      await t.close();
    }
  });
});

const onPostgres = engine === 'postgres' ? describe : describe.skip;

onPostgres('the nightly backup with several API instances on one PostgreSQL database', () => {
  it('is taken by one instance: the one holding the advisory lock, while the others find it held', async () => {
    const dir = path.join(workDir, 'cluster');
    const clock = createClock(localInstant(tomorrow, '03:00').getTime());
    const { database, drop, url } = await openTestDatabase();
    const databases: Database[] = [
      database,
      await openPostgres({ connectionString: url!, poolSize: 2, migrate: false }),
    ];
    const instances = await Promise.all(
      databases.map((db) =>
        buildApp({
          database: db,
          now: clock.now,
          waitUntil: clock.waitUntil,
          config: { ...TEST_CONFIG, ...NIGHTLY, backupDir: dir },
          logger: false,
        }),
      ),
    );
    try {
      const [a, b] = databases as [Database, Database];
      let release = () => {};
      let held = () => {};
      const isHeld = new Promise<void>((resolve) => (held = resolve));
      const holding = a.unlessRunningElsewhere(JOB_LOCKS.nightlyBackup, () => {
        held();
        return new Promise((resolve) => (release = resolve));
      });
      await isHeld;
      expect(await b.unlessRunningElsewhere(JOB_LOCKS.nightlyBackup, async () => {})).toBe(false);
      release();
      expect(await holding).toBe(true);
      expect(await b.unlessRunningElsewhere(JOB_LOCKS.nightlyBackup, async () => {})).toBe(true);

      const [due] = await clock.waiting(2);
      clock.advance(due!.getTime() - clock.now().getTime());
      await clock.waiting(2);
      expect(backupsIn(dir)).toEqual([nightOf(tomorrow)]);
      // both report it: the folder is theirs
      const reported = await Promise.all(instances.map(health));
      expect(reported[0].last).toEqual(reported[1].last);
    } finally {
      await Promise.all(instances.map((app) => app.close()));
      await drop();
    }
  });
});
