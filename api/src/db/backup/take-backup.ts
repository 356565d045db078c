import path from 'node:path';
import { holdsPgliteDatabase, openPglite, openPostgres, withDatabase, type Database, type Engine } from '../index';
import { DataDirLockedError } from '../lock';
import { BackupError } from './backup-error';
import {
  prepareBackupTarget,
  withWorkDir,
  writeBackupFile,
  type BackupTarget,
  type WrittenBackup,
} from './backup-file';
import { dumpSocketPath, NoServerAnswering, requestDump } from './dump-socket';
import { databaseSchema, type SchemaVersion } from './schema-version';

/**
 * What a backup is taken from: a consistent dump of a database into a file, answering the schema the database is at.
 * A database this process has open (`dumpSourceOf`), or the running server's, asked through its socket.
 */
export type DumpSource = { engine: Engine; dumpTo(file: string, signal?: AbortSignal): Promise<SchemaVersion> };

export function dumpSourceOf(database: Database): DumpSource {
  return {
    engine: database.engine,
    async dumpTo(file, signal) {
      // read first: the schema changes only when an instance starts and migrates, never while a dump runs
      const schema = await databaseSchema(database.db);
      await database.dumpTo(file, signal);
      return schema;
    },
  };
}

/** Takes a backup: the source's dump, written as a backup file named for `at` in the restaurant's time. */
export function takeBackup(
  source: DumpSource,
  target: BackupTarget,
  options: { at: Date; utcOffsetMinutes: number; signal?: AbortSignal },
): Promise<WrittenBackup> {
  return withWorkDir(async (dir) => {
    await prepareBackupTarget(target);
    const dump = path.join(dir, 'dump');
    const schema = await source.dumpTo(dump, options.signal);
    return writeBackupFile({
      engine: source.engine,
      schema,
      createdAt: options.at,
      dump,
      target,
      utcOffsetMinutes: options.utcOffsetMinutes,
      signal: options.signal,
    });
  });
}

type BackupOptions = { at: Date; utcOffsetMinutes: number };

/** Opens a database, backs it up and closes it. */
export const backUpOpened = (opening: Promise<Database>, target: BackupTarget, options: BackupOptions) =>
  withDatabase(opening, (database) => takeBackup(dumpSourceOf(database), target, options));

/**
 * Backs up PGlite in DATA_DIR: the running server dumps it (asked on its socket); with no server running, this
 * process opens the folder, locked, so no server starts meanwhile.
 */
export async function backUpDataDir(dataDir: string, target: BackupTarget, options: BackupOptions) {
  try {
    return await takeBackup({ engine: 'pglite', dumpTo: (file) => requestDump(dataDir, file) }, target, options);
  } catch (error) {
    if (!(error instanceof NoServerAnswering)) throw error;
  }
  if (!holdsPgliteDatabase(dataDir)) {
    throw new BackupError(`${path.resolve(dataDir)} holds no database: nothing to back up (is DATA_DIR the server's?)`);
  }
  try {
    return await backUpOpened(openPglite({ dataDir, migrate: false }), target, options);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // a process holds the folder but did not answer on its socket: a server from before backups, or another command
    throw new BackupError(
      `DATA_DIR ${path.resolve(dataDir)} is in use by ${error.holder}, which does not answer backups on ` +
        `${dumpSocketPath(dataDir)}: restart the server with this version (or stop it), then back up again.`,
    );
  }
}

/** Backs up DATABASE_URL's database (pg_dump: one snapshot, however many instances write meanwhile). */
export function backUpPostgres(url: string, target: BackupTarget, options: BackupOptions) {
  return backUpOpened(openPostgres({ connectionString: url, poolSize: 1, migrate: false }), target, options);
}
