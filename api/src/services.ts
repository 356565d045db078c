import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_RESET_TTL_MINUTES } from '@restaurant/shared/contracts';
import type { BusinessRules } from './business-rules';
import type { Config } from './config';
import { createBackupService, type BackupService } from './db/backup/backup-service';
import { openPgliteWorker, openPostgres, type Database } from './db/index';
import { removeDemoStaff, seedBankAccounts, seedDemoDiners, seedIfEmpty } from './db/seed/index';
import { afterCommitBus } from './lib/invalidation-bus';
import { createOrderEventHub } from './lib/order-event-hub';
import type { RateLimitStore } from './lib/rate-limit';
import { ResponseCache } from './lib/response-cache';
import type { WaitUntil } from './lib/wait-until';
import { mailContextFor } from './mail/mail-model';
import { createRepositories, type Repositories } from './repositories/index';
import { ORDER_EVENTS_TAG } from './repositories/order-event-repository';
import { createRateLimitStore } from './repositories/rate-limit-repository';
import { createSettingsRepository } from './repositories/settings-repository';
import type { RouteDeps } from './routes/deps';

/** Password-reset link and verification-code lifetimes; an address gets this many wrong codes per hour. */
const ACCOUNT_POLICY = {
  resetTtlMinutes: PASSWORD_RESET_TTL_MINUTES,
  codeTtlMinutes: 15,
  maxCodeAttempts: 5,
  codeAttemptWindowMinutes: 60,
} as const;

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'databaseTimeouts' | 'dataDir'>,
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres({
        connectionString: config.databaseUrl,
        poolSize: config.databasePoolSize,
        timeouts: config.databaseTimeouts,
      })
    : // PGlite in a worker thread: its queries do not hold the API's event loop
      openPgliteWorker({ dataDir: config.dataDir });
}

/**
 * The seed data on an empty database (bank accounts on an older one), and the demo accounts when SEED_DEMO_DINERS=1;
 * without it, the demo staff accounts go. In production the demo accounts refuse the start: their passwords are
 * public, and the staff one reads every booking's contact.
 */
export async function seedDatabase(
  database: Database,
  config: Config,
  at: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  if (config.seedDemoDiners && config.nodeEnv === 'production') {
    throw new Error(
      'SEED_DEMO_DINERS=1 under NODE_ENV=production: refusing to start with the demo accounts, whose passwords are ' +
        'published. Start without SEED_DEMO_DINERS (the demo staff accounts are then removed), or set ' +
        'NODE_ENV=development for a demo.',
    );
  }
  await database.startingUp(async () => {
    if (await seedIfEmpty(database.db, at)) log.info('seeded an empty database');
    else if (await seedBankAccounts(database.db)) log.info("added the restaurant's bank accounts");
    if (config.seedDemoDiners) {
      if (await seedDemoDiners(database.db, at)) log.info('added the demo diners');
    } else {
      const removed = await removeDemoStaff(database.db);
      if (removed) log.warn(`removed ${removed} demo staff account(s): SEED_DEMO_DINERS is not set`);
    }
  });
}

export type Services = {
  /** what the route plugins are given */
  deps: RouteDeps;
  /** the abuse limits' counters (ended windows are purged by the housekeeping plugin) */
  rateLimits: RateLimitStore;
  /** the nightly backup and the local socket of `npm run backup` (started and stopped by the backups plugin) */
  backups: BackupService;
  /** who to wake once a transaction that wrote a message has committed: the delivery worker, when there is one */
  onMailQueued(wake: () => void): void;
};

/**
 * The objects the plugins and routes work with, built once per API instance: repositories over the database, the
 * response cache, how mail is composed and the abuse-limit counters. Passed explicitly (no decorators), so tests can swap any.
 */
export function createServices({
  database,
  config,
  rules,
  now,
  waitUntil,
  version,
  log,
  replaceRepositories = (built) => built,
}: {
  database: Database;
  config: Config;
  rules: BusinessRules;
  now: () => Date;
  waitUntil: WaitUntil;
  version: string;
  log: FastifyBaseLogger;
  replaceRepositories?: (built: Repositories) => Repositories;
}): Services {
  const rateLimits = createRateLimitStore(database.db, database.engine);
  const bus = afterCommitBus(database.bus, log);
  let wakeMailWorker = () => {};
  const repos = replaceRepositories(
    createRepositories(
      database.db,
      rules,
      {
        refreshTtlSeconds: config.refreshTokenTtl,
        absoluteTtlSeconds: config.refreshTokenAbsoluteTtl,
        graceSeconds: config.refreshGraceSeconds,
        tokenSecret: config.jwtSecret,
      },
      { codeSecret: config.jwtSecret, ...ACCOUNT_POLICY },
      () => bus.publish([ORDER_EVENTS_TAG]),
      () => wakeMailWorker(),
    ),
  );
  const backups = createBackupService({
    database,
    dir: config.backupDir,
    at: config.backupAt,
    keep: config.backupKeep,
    rules,
    now,
    waitUntil,
    log,
  });
  const deps: RouteDeps = {
    repos,
    mail: mailContextFor(config, rules.timeZone),
    rules,
    settings: createSettingsRepository(database.db, bus, rules),
    cache: new ResponseCache(config.responseCacheMaxEntries, bus),
    bus,
    orderEvents: createOrderEventHub({
      bus: database.bus,
      events: repos.orderEventRepository,
      orders: repos.orderRepository,
      heartbeatMs: config.eventsHeartbeatMs,
      limits: config.eventStreamLimits,
      onError: (error) => log.error({ err: error }, 'order event hub: reading new events failed'),
    }),
    backups,
    rateLimits,
    config,
    engine: database.engine,
    version,
    now,
  };
  return {
    deps,
    rateLimits,
    backups,
    onMailQueued(wake) {
      wakeMailWorker = wake;
    },
  };
}
