// The backup file: a gzip-compressed tar, readable with the system's own tools (`tar -xzf`), holding
//   manifest.json        what the file is: engine, when it was taken, the schema, the database entry's size and SHA-256
//   <database entry>     PGlite's data directory as its `dumpDataDir` tar, or a `pg_dump` custom-format file
// named `restaurant-<restaurant-local date-time and offset>-schema<N>-<engine>.tar.gz`, mode 0600.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, lstat, mkdir, mkdtemp, open, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { Engine } from '../index';
import { ensurePrivateDir } from '../private-files';
import { BackupError } from './backup-error';
import type { SchemaVersion } from './schema-version';

const MANIFEST_ENTRY = 'manifest.json';
const DATABASE_ENTRY: Record<Engine, string> = { pglite: 'pglite-data-dir.tar', postgres: 'postgres.pgdump' };

const BackupManifest = Type.Object({
  format: Type.Literal('restaurant-backup'),
  formatVersion: Type.Literal(1),
  engine: Type.Enum(['pglite', 'postgres']),
  createdAt: Type.String({ format: 'date-time' }),
  schema: Type.Object({ version: Type.Integer({ minimum: 0 }), migration: Type.String() }),
  database: Type.Object({
    entry: Type.String(),
    bytes: Type.Integer({ minimum: 0 }),
    sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  }),
});
export type BackupManifest = Static<typeof BackupManifest>;

/** A manifest is a few hundred bytes: anything much larger is not one. */
const MAX_MANIFEST_BYTES = 64 * 1024;

const FILE_NAME =
  /^restaurant-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})([+-]\d{2})(\d{2})-schema(\d+)-(pglite|postgres)\.tar\.gz$/;

/**
 * `restaurant-20261207-033000+0700-schema6-pglite.tar.gz`: the restaurant-local time the backup was taken (what the
 * restaurant calls "last night's"), with its UTC offset so the instant is exact; names sort by time.
 */
export function backupFileName(engine: Engine, schema: SchemaVersion, at: Date, utcOffsetMinutes: number): string {
  const local = new Date(at.getTime() + utcOffsetMinutes * 60_000).toISOString();
  const stamp = `${local.slice(0, 10).replaceAll('-', '')}-${local.slice(11, 19).replaceAll(':', '')}`;
  const offset = Math.abs(utcOffsetMinutes);
  const zone = `${utcOffsetMinutes < 0 ? '-' : '+'}${String(Math.floor(offset / 60)).padStart(2, '0')}${String(offset % 60).padStart(2, '0')}`;
  return `restaurant-${stamp}${zone}-schema${schema.version}-${engine}.tar.gz`;
}

/** The time and engine a backup's name says; null for any other file. */
export function parseBackupFileName(name: string): { at: Date; engine: Engine } | null {
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, offsetHours, offsetMinutes, , engine] = match;
  const at = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${offsetHours}:${offsetMinutes}`);
  return Number.isNaN(at.getTime()) ? null : { at, engine: engine as Engine };
}

/** Where dumps wait to be packed or restored: a private temporary folder (TMPDIR), removed with them. */
export async function withWorkDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'restaurant-backup-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function digest(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

async function exists(file: string): Promise<boolean> {
  return lstat(file).then(
    () => true,
    () => false,
  );
}

/** Into BACKUP_DIR under the backup's own name, or to the exact file `--out` names. */
export type BackupTarget = { dir: string } | { file: string };
export type WrittenBackup = { file: string; bytes: number; manifest: BackupManifest };

const alreadyExists = (file: string) => new BackupError(`${file} already exists: a backup never replaces a file`);

/**
 * Makes sure a backup can be written there before any dump is taken: BACKUP_DIR is created private (it holds every
 * account's data: this user's only, like DATA_DIR), --out's folder created, and an existing --out file refused.
 */
export async function prepareBackupTarget(target: BackupTarget): Promise<void> {
  if ('dir' in target) {
    ensurePrivateDir(target.dir);
    return;
  }
  await mkdir(path.dirname(path.resolve(target.file)), { recursive: true, mode: 0o700 });
  if (await exists(target.file)) throw alreadyExists(target.file);
}

/**
 * Writes a backup file from a database dump: to a hidden partial file first, flushed to disk, then linked under its
 * name, so a backup is whole or absent (never half-written under its name) and never replaces an existing file.
 */
export async function writeBackupFile(input: {
  engine: Engine;
  schema: SchemaVersion;
  createdAt: Date;
  /** the dump: PGlite's data directory tar or a pg_dump file */
  dump: string;
  target: BackupTarget;
  utcOffsetMinutes: number;
  signal?: AbortSignal;
}): Promise<WrittenBackup> {
  const { engine, schema, createdAt } = input;
  const { bytes, sha256 } = await digest(input.dump);
  const manifest: BackupManifest = {
    format: 'restaurant-backup',
    formatVersion: 1,
    engine,
    createdAt: createdAt.toISOString(),
    schema,
    database: { entry: DATABASE_ENTRY[engine], bytes, sha256 },
  };
  await prepareBackupTarget(input.target);
  const file =
    'dir' in input.target
      ? path.join(path.resolve(input.target.dir), backupFileName(engine, schema, createdAt, input.utcOffsetMinutes))
      : path.resolve(input.target.file);
  if (await exists(file)) throw alreadyExists(file);
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString('hex')}.partial`);
  try {
    const archive = pack();
    const written = pipeline(archive, createGzip(), createWriteStream(partial, { flags: 'wx', mode: 0o600 }), {
      signal: input.signal,
    });
    try {
      archive.entry({ name: MANIFEST_ENTRY, mode: 0o600, mtime: createdAt }, `${JSON.stringify(manifest, null, 2)}\n`);
      await pipeline(
        createReadStream(input.dump),
        archive.entry({ name: manifest.database.entry, size: bytes, mode: 0o600, mtime: createdAt }),
        { signal: input.signal },
      );
      archive.finalize();
    } catch (error) {
      archive.destroy(error instanceof Error ? error : new Error(String(error)));
      await written.catch(() => {});
      throw error;
    }
    await written;
    const handle = await open(partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await link(partial, file).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EEXIST' ? alreadyExists(file) : error;
    });
  } finally {
    await rm(partial, { force: true });
  }
  return { file, bytes: (await stat(file)).size, manifest };
}

async function readSmall(entry: AsyncIterable<Buffer>, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of entry) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function parseManifest(text: Buffer | null): BackupManifest | null {
  try {
    const value: unknown = text && JSON.parse(text.toString('utf8'));
    return Value.Check(BackupManifest, value) ? value : null;
  } catch {
    return null;
  }
}

/** A file gunzip or the tar reader stopped at: gzip's CRC and tar's header checksums caught a changed byte. */
function damaged(file: string, error: unknown): BackupError {
  const reason = error instanceof Error ? error.message : String(error);
  return new BackupError(
    `${file} is damaged: it does not read back as it was written (${reason}). Do not restore it: use another backup.`,
  );
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/**
 * Reads and checks a backup file: unpacks its database entry into `workDir` and answers it with the manifest, once
 * the entry's size and SHA-256 match what the manifest says (gzip's own CRC has checked every byte on the way).
 * Anything else, a damaged file, a foreign one, a checksum that fails, is a BackupError saying so.
 */
export async function readBackupFile(
  file: string,
  workDir: string,
): Promise<{ manifest: BackupManifest; dump: string }> {
  const notABackup = (why: string) =>
    new BackupError(`${file} is not a backup made by \`npm run backup\` (${why}): nothing was restored.`);
  const head = Buffer.alloc(2);
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`cannot open ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  });
  try {
    await handle.read(head, 0, 2, 0);
  } finally {
    await handle.close();
  }
  if (!head.equals(GZIP_MAGIC)) throw notABackup('it is not gzip-compressed');

  const entries = extract();
  const reading = pipeline(createReadStream(file), createGunzip(), entries);
  // its failure is the loop's too: reported once, below
  reading.catch(() => {});
  let manifest: BackupManifest | null = null;
  let dump: { file: string; bytes: number; sha256: string } | null = null;
  try {
    for await (const entry of entries) {
      if (entry.header.type !== 'file') throw notABackup(`it holds a ${entry.header.type} entry`);
      if (!manifest) {
        if (entry.header.name !== MANIFEST_ENTRY) throw notABackup(`its first entry is not ${MANIFEST_ENTRY}`);
        manifest = parseManifest(await readSmall(entry as AsyncIterable<Buffer>, MAX_MANIFEST_BYTES));
        if (!manifest) throw notABackup(`its ${MANIFEST_ENTRY} is not one this version reads`);
        continue;
      }
      if (dump || entry.header.name !== manifest.database.entry) throw notABackup(`unexpected ${entry.header.name}`);
      // the entry's name comes from the file: never a path to write to
      const target = path.join(workDir, DATABASE_ENTRY[manifest.engine]);
      const hash = createHash('sha256');
      let bytes = 0;
      const out = await open(target, 'wx', 0o600);
      try {
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          hash.update(chunk);
          bytes += chunk.length;
          await out.write(chunk);
        }
      } finally {
        await out.close();
      }
      dump = { file: target, bytes, sha256: hash.digest('hex') };
    }
    await reading;
  } catch (error) {
    throw error instanceof BackupError ? error : damaged(file, error);
  }
  if (!manifest || !dump) throw notABackup(manifest ? 'it holds no database' : 'it is empty');
  if (dump.bytes !== manifest.database.bytes || dump.sha256 !== manifest.database.sha256) {
    throw new BackupError(
      `${file} fails its checksum: its database is not what was backed up (SHA-256 ${dump.sha256}, the manifest says ` +
        `${manifest.database.sha256}). The file is damaged or was changed: do not restore it; use another backup.`,
    );
  }
  return { manifest, dump: dump.file };
}

export type StoredBackup = { file: string; at: Date; bytes: number };

/** The backups of an engine's database in a folder, newest first (none when the folder does not exist). */
export async function listBackups(dir: string, engine: Engine): Promise<StoredBackup[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const found: StoredBackup[] = [];
  for (const name of names) {
    const parsed = parseBackupFileName(name);
    if (!parsed || parsed.engine !== engine) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) found.push({ file, at: parsed.at, bytes: info.size });
  }
  return found.sort((a, b) => b.at.getTime() - a.at.getTime() || b.file.localeCompare(a.file));
}

/** A partial file this old is what a stopped backup left: no backup runs for a day. */
const ABANDONED_PARTIAL_MS = 24 * 3600_000;

/**
 * Deletes an engine's backups in the folder beyond the newest `keep`, and partial files a stopped backup left; answers
 * the files deleted. Other files are never touched.
 */
export async function pruneBackups(dir: string, engine: Engine, keep: number): Promise<string[]> {
  const removed = (await listBackups(dir, engine)).slice(keep).map((backup) => backup.file);
  for (const name of await readdir(dir)) {
    if (!/^\.restaurant-.*\.partial$/.test(name)) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info && Date.now() - info.mtimeMs > ABANDONED_PARTIAL_MS) removed.push(path.join(dir, name));
  }
  await Promise.all(removed.map((file) => rm(file, { force: true })));
  return removed;
}
