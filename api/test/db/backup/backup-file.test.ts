import { describe, expect, it } from '@jest/globals';
import { businessRules } from '../../../src/business-rules';
import { backupFileName, parseBackupFileName } from '../../../src/db/backup/backup-file';
import { nextBackupAt } from '../../../src/db/backup/backup-service';

// Pure rules of the backups' names and hours (PGlite run only: no database).

const schema = { version: 6, migration: '0005_host-stand-sold-out' };

describe('a backup file name', () => {
  it('says the restaurant-local time with its offset, the schema and the engine, and reads back to the instant', () => {
    const at = new Date('2026-12-06T20:30:00.000Z');
    const name = backupFileName('pglite', schema, at, 420);
    expect(name).toBe('restaurant-20261207-033000+0700-schema6-pglite.tar.gz');
    expect(parseBackupFileName(name)).toEqual({ at, engine: 'pglite' });
    const west = backupFileName('postgres', schema, at, -150);
    expect(west).toBe('restaurant-20261206-180000-0230-schema6-postgres.tar.gz');
    expect(parseBackupFileName(west)).toEqual({ at, engine: 'postgres' });
  });

  it('is not mistaken for anything else in the folder', () => {
    for (const name of [
      'notes.txt',
      '.restaurant-20261207-033000+0700-schema6-pglite.tar.gz.1a2b3c4d.partial',
      'restaurant-20261207-033000+0700-schema6-mysql.tar.gz',
      'restaurant-20261307-033000+0700-schema6-pglite.tar.gz',
    ]) {
      expect([name, parseBackupFileName(name)]).toEqual([name, null]);
    }
  });
});

describe('the nightly backup hour', () => {
  const at = (iso: string) => nextBackupAt(new Date(iso), '03:30', businessRules).toISOString();

  it('is the next 03:30 on the restaurant clock (UTC+7), never the instant itself', () => {
    // 03:29 restaurant time: in a minute
    expect(at('2026-12-06T20:29:00.000Z')).toBe('2026-12-06T20:30:00.000Z');
    // 03:30 exactly (the backup just ran): tomorrow's
    expect(at('2026-12-06T20:30:00.000Z')).toBe('2026-12-07T20:30:00.000Z');
    // 23:00 restaurant time, 16:00 UTC: the coming night
    expect(at('2026-12-06T16:00:00.000Z')).toBe('2026-12-06T20:30:00.000Z');
    // 06:00 restaurant time: the next night
    expect(at('2026-12-06T23:00:00.000Z')).toBe('2026-12-07T20:30:00.000Z');
  });
});
