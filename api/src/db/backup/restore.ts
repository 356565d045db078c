import { openAsBlob } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import {
  holdsPgliteDatabase,
  openPglite,
  openPostgres,
  pgliteFolder,
  withDatabase,
  type Database,
  type Engine,
} from '../index';
import { DataDirLockedError, lockDataDir } from '../lock';
import { ensurePrivateDir } from '../private-files';
import { orders, reservations, users } from '../schema';
import { BackupError } from './backup-error';
import { readBackupFile, withWorkDir, type BackupManifest, type WrittenBackup } from './backup-file';
import { pgRestore } from './postgres-tools';
import { codeMigrationName, codeSchema, databaseSchema, describeSchema, type SchemaVersion } from './schema-version';
import { backUpOpened } from './take-backup';

/** A stopped server's DATA_DIR, or DATABASE_URL's database. */
export type RestoreTarget = { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; url: string };

export type RestoreOptions = {
  file: string;
  target: RestoreTarget;
  /** replace a database that holds data, once it is backed up into `backupDir` */
  force: boolean;
  backupDir: string;
  /** now: the time the backup of a replaced database is named for */
  at: Date;
  utcOffsetMinutes: number;
};

/** What a restore did: the database as the code now has it, and where what it replaced was backed up. */
export type Restored = {
  manifest: BackupManifest;
  schema: SchemaVersion;
  counts: { accounts: number; bookings: number; orders: number };
  replaced: WrittenBackup | null;
};

const ENGINE_NAMES: Record<Engine, string> = {
  pglite: 'the embedded database (PGlite)',
  postgres: 'a PostgreSQL database',
};
const HOW_TO_TARGET: Record<Engine, string> = {
  pglite: 'restore it with DATA_DIR, and without DATABASE_URL',
  postgres: 'restore it with DATABASE_URL naming the database to restore into',
};

/**
 * Whether this code can restore a backup into an engine: the same engine, and a schema it has (the same or older,
 * reached by the same migrations). Refuses otherwise, saying why.
 */
export function checkRestorable(manifest: BackupManifest, file: string, engine?: Engine): void {
  if (engine && manifest.engine !== engine) {
    throw new BackupError(
      `${file} is a backup of ${ENGINE_NAMES[manifest.engine]}, not of ${ENGINE_NAMES[engine]}: ${HOW_TO_TARGET[manifest.engine]}.`,
    );
  }
  const code = codeSchema();
  if (manifest.schema.version > code.version) {
    throw new BackupError(
      `${file} was made by a newer version of the API: its database is at ${describeSchema(manifest.schema)}, and ` +
        `this code knows up to ${describeSchema(code)}. Restore it with the version that made it (or a newer one).`,
    );
  }
  const ours = codeMigrationName(manifest.schema.version);
  if (manifest.schema.version > 0 && ours !== manifest.schema.migration) {
    throw new BackupError(
      `${file} is at a schema this code does not have: its migration ${manifest.schema.version} is ` +
        `${manifest.schema.migration}, this code's is ${ours}. Restore it with the version of the API that made it.`,
    );
  }
}

/** Reads a backup file and checks it (checksum, schema) without restoring it. */
export function checkBackupFile(file: string): Promise<BackupManifest> {
  return withWorkDir(async (dir) => {
    const { manifest } = await readBackupFile(file, dir);
    checkRestorable(manifest, file);
    return manifest;
  });
}

/** `postgres://user@host:5432/db`: a URL as a message may show it, without its password. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

async function describeRestored(database: Database): Promise<Pick<Restored, 'schema' | 'counts'>> {
  const countOf = async (table: typeof users | typeof reservations | typeof orders) =>
    (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    schema: await databaseSchema(database.db),
    counts: { accounts: await countOf(users), bookings: await countOf(reservations), orders: await countOf(orders) },
  };
}

function refuseToReplace(what: string, backupDir: string): BackupError {
  return new BackupError(
    `${what} already holds a database: a restore does not replace one unless asked. To replace it, run the command ` +
      `again with --force: it first backs up the database it replaces into ${backupDir}.`,
  );
}

/** A server running on DATA_DIR holds its lock: a restore goes into a stopped server's folder. */
async function whileStopped<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `DATA_DIR ${path.resolve(dataDir)} is in use by ${error.holder}: a restore goes into a stopped server's ` +
        'DATA_DIR; stop it first.',
    );
  }
}

/** The backup file, read and checked: only once the target is known to accept it. */
type ReadBackup = () => Promise<{ manifest: BackupManifest; dump: string }>;

/**
 * Into a stopped server's DATA_DIR: the dump is loaded into a new PGlite in a folder beside the live one and migrated
 * there, then put in its place, all while DATA_DIR is locked (a server starting meanwhile fails fast). Only the
 * database folder changes: the signing key and the backups in DATA_DIR stay.
 */
async function restorePglite(dataDir: string, read: ReadBackup, options: RestoreOptions): Promise<Restored> {
  const live = pgliteFolder(dataDir);
  const replacing = holdsPgliteDatabase(dataDir);
  if (replacing && !options.force) throw refuseToReplace(live, options.backupDir);
  ensurePrivateDir(dataDir);
  // a server running on the folder holds its lock: said before the file is even read
  await whileStopped(dataDir, async () => lockDataDir(dataDir)());
  const { manifest, dump } = await read();
  const replaced = replacing
    ? await whileStopped(dataDir, () =>
        backUpOpened(openPglite({ dataDir, migrate: false }), { dir: options.backupDir }, options),
      )
    : null;
  const release = await whileStopped(dataDir, async () => lockDataDir(dataDir));
  try {
    if (holdsPgliteDatabase(dataDir) !== replacing) {
      throw new BackupError(`${dataDir} changed while the restore was starting: nothing was replaced; run it again`);
    }
    const staging = await mkdtemp(path.join(dataDir, '.restoring-'));
    try {
      const restored = await withDatabase(
        openPglite({ dataDir: staging, loadDataDir: await openAsBlob(dump) }),
        describeRestored,
      );
      const aside = path.join(staging, 'replaced');
      if (replacing) await rename(live, aside);
      await rename(pgliteFolder(staging), live).catch(async (error: unknown) => {
        if (replacing) await rename(aside, live);
        throw error;
      });
      return { manifest, ...restored, replaced };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  } finally {
    release();
  }
}

async function inspectPostgres(url: string): Promise<{ tables: number; otherSessions: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number; sessions: number }>(
      `select (select count(*)::int from pg_tables where schemaname not in ('pg_catalog', 'information_schema')) as tables,
              (select count(*)::int from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid()) as sessions`,
    );
    return { tables: rows[0]?.tables ?? 0, otherSessions: rows[0]?.sessions ?? 0 };
  } finally {
    await client.end();
  }
}

/**
 * Into DATABASE_URL's database: empty, or (with --force) backed up and then replaced. The dump is restored in one
 * transaction, then migrated forward by the API's own migrations.
 */
async function restorePostgres(url: string, read: ReadBackup, options: RestoreOptions): Promise<Restored> {
  const shown = withoutPassword(url);
  const { tables, otherSessions } = await inspectPostgres(url);
  if (tables > 0 && !options.force) throw refuseToReplace(shown, options.backupDir);
  if (otherSessions > 0) {
    throw new BackupError(
      `${otherSessions} other session(s) are connected to ${shown} (API instances?): stop them, then restore.`,
    );
  }
  const { manifest, dump } = await read();
  const replaced =
    tables > 0
      ? await backUpOpened(
          openPostgres({ connectionString: url, poolSize: 1, migrate: false }),
          { dir: options.backupDir },
          options,
        )
      : null;
  await pgRestore(url, dump, { replace: replaced !== null });
  const restored = await withDatabase(openPostgres({ connectionString: url, poolSize: 1 }), describeRestored);
  return { manifest, ...restored, replaced };
}

/**
 * Restores a backup file: checks the target (a database there is replaced only with `force`, and only once backed
 * up; a running server refuses), then the file (checksum, engine, schema), then restores it, migrating an older
 * schema forward.
 */
export function restoreBackup(options: RestoreOptions): Promise<Restored> {
  return withWorkDir(async (dir) => {
    const read: ReadBackup = async () => {
      const { manifest, dump } = await readBackupFile(options.file, dir);
      checkRestorable(manifest, options.file, options.target.engine);
      return { manifest, dump };
    };
    return options.target.engine === 'pglite'
      ? restorePglite(options.target.dataDir, read, options)
      : restorePostgres(options.target.url, read, options);
  });
}
