import type { FastifyBaseLogger } from 'fastify';
import type { BackupHealth } from '@restaurant/shared/contracts';
import type { BusinessRules } from '../../business-rules';
import { instantOf, localDateOf } from '../../lib/slot';
import type { WaitUntil } from '../../lib/wait-until';
import { JOB_LOCKS, type Database } from '../index';
import { BackupError } from './backup-error';
import { listBackups, pruneBackups } from './backup-file';
import { serveDumps } from './dump-socket';
import { dumpSourceOf, takeBackup } from './take-backup';

const DAY_MS = 24 * 3600_000;

/**
 * The first instant after `after` at which the restaurant's clock reads `at` (HH:mm). The restaurant's zone keeps one
 * offset all year (see business-rules.ts), so the next day's is 24 hours later.
 */
export function nextBackupAt(after: Date, at: string, rules: BusinessRules): Date {
  const today = instantOf(localDateOf(after, rules), at, rules);
  return today > after ? today : new Date(today.getTime() + DAY_MS);
}

export type BackupServiceOptions = {
  database: Database;
  /** BACKUP_DIR */
  dir: string;
  /** BACKUP_AT, restaurant time; null: no nightly backup */
  at: string | null;
  /** BACKUP_KEEP: the newest backups the folder keeps */
  keep: number;
  rules: BusinessRules;
  now: () => Date;
  waitUntil: WaitUntil;
  log: FastifyBaseLogger;
};

export type BackupService = {
  /** Starts the nightly backup and, on a PGlite data folder, answers `npm run backup` on its socket. */
  start(): Promise<void>;
  /** Stops both; a backup being taken is abandoned (its partial file removed), a dump being sent finishes. */
  stop(): Promise<void>;
  /** What `/api/health` reports. */
  status(): Promise<BackupHealth>;
};

/**
 * The running API's backups: each night at BACKUP_AT (restaurant time) one instance (PostgreSQL: the one that gets
 * the advisory lock; any other finds it taken, or tonight's backup already in BACKUP_DIR) writes a backup into
 * BACKUP_DIR and deletes what is beyond the newest BACKUP_KEEP. A failure is logged and reported, and the next night
 * tries again.
 */
export function createBackupService(options: BackupServiceOptions): BackupService {
  const { database, dir, at, keep, rules, now, log } = options;
  const stopping = new AbortController();
  let nightly: Promise<void> | null = null;
  let stopServingDumps: (() => Promise<void>) | null = null;
  let nextAt: Date | null = null;
  let failedAt: Date | null = null;

  async function takeTonights(due: Date): Promise<void> {
    const ran = await database.unlessRunningElsewhere(JOB_LOCKS.nightlyBackup, async () => {
      const [newest] = await listBackups(dir, database.engine);
      if (newest && newest.at >= due) {
        log.info({ file: newest.file }, 'nightly backup: already taken by another instance');
        return;
      }
      const written = await takeBackup(
        dumpSourceOf(database),
        { dir },
        { at: now(), utcOffsetMinutes: rules.utcOffsetMinutes, signal: stopping.signal },
      );
      const deleted = await pruneBackups(dir, database.engine, keep);
      log.info({ file: written.file, bytes: written.bytes, deleted }, 'nightly backup written');
    });
    if (!ran) log.info('nightly backup: another instance is taking it');
  }

  async function everyNight(nightlyAt: string): Promise<void> {
    while (!stopping.signal.aborted) {
      const due = nextBackupAt(now(), nightlyAt, rules);
      nextAt = due;
      try {
        await options.waitUntil(due, stopping.signal);
      } catch {
        return; // stopped
      }
      try {
        await takeTonights(due);
        failedAt = null;
      } catch (error) {
        if (stopping.signal.aborted) return;
        failedAt = now();
        log.error({ err: error }, 'nightly backup failed; the next night tries again');
      }
    }
  }

  return {
    async start() {
      if (database.dataDir) {
        try {
          stopServingDumps = await serveDumps(database.dataDir, dumpSourceOf(database), (error) =>
            log.error({ err: error }, 'a backup asked for on the local socket failed'),
          );
        } catch (error) {
          if (!(error instanceof BackupError)) throw error;
          log.warn(error.message);
        }
      }
      if (at) nightly = everyNight(at);
    },
    async stop() {
      stopping.abort();
      await nightly;
      await stopServingDumps?.();
    },
    async status() {
      const [newest] = await listBackups(dir, database.engine).catch(() => []);
      return {
        nightlyAt: at,
        nextAt: at && nextAt ? nextAt.toISOString() : null,
        last: newest ? { at: newest.at.toISOString(), bytes: newest.bytes } : null,
        failedAt: failedAt?.toISOString() ?? null,
      };
    },
  };
}
