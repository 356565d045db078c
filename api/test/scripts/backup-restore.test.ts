import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { FastifyInstance } from 'fastify';
import { runBackup } from '../../scripts/backup';
import { runRestore } from '../../scripts/restore';
import { listBackups, writeBackupFile } from '../../src/db/backup/backup-file';
import { codeMigrationName, codeSchema, databaseSchema, type SchemaVersion } from '../../src/db/backup/schema-version';
import { dumpSourceOf, takeBackup } from '../../src/db/backup/take-backup';
import { migrationsFolder, openPostgres, type Database, type Engine } from '../../src/db/index';
import { countOf, emptyTarget, pagesSeenBy, serve, snapshotOf, type CommandConfig } from '../helpers/backups';
import { addToCart, dishes, newVoucher, noonTomorrow, orderedPickup, placeOrder, pickupBody } from '../helpers/orders';
import { bookTables } from '../helpers/reservations';
import {
  createClock,
  engine,
  localDate,
  login,
  newVerifiedDiner,
  openTestDatabase,
  type TestApp,
} from '../helpers/test-app';

// The disaster the backups are for: the site runs, diners book, order with vouchers and review; a backup is taken
// while it runs; the disk is lost; the backup is restored into an empty DATA_DIR (PGlite) or database (PostgreSQL),
// and the site serves what it served. Then a backup taken while bookings and orders keep coming restores, over the
// site's own database (--force), to one consistent moment. One site and its backups serve every test.

const clock = createClock(noonTomorrow());
const workDir = mkdtempSync(path.join(os.tmpdir(), 'restaurant-backups-test-'));
const backupDir = path.join(workDir, 'backups');
const cleanUps: Array<() => Promise<void>> = [];

/** A running site: its database, the API on it, and the configuration the commands read for it. */
type Site = { database: Database; app: FastifyInstance; config: CommandConfig; t: TestApp };

async function siteOn(database: Database, config: CommandConfig): Promise<Site> {
  const app = await serve(database, clock);
  cleanUps.unshift(() => app.close());
  return { database, app, config, t: { app, clock, db: database.db, close: () => app.close() } };
}

const restore = (config: CommandConfig, file: string, force = false) =>
  runRestore(config, { file, force, check: false }, clock.now());

let site: Site;
beforeAll(async () => {
  const dataDir = path.join(workDir, 'site');
  const opened = await openTestDatabase({ pgliteWorker: true, dataDir });
  cleanUps.push(opened.drop);
  site = await siteOn(opened.database, { databaseUrl: opened.url ?? undefined, dataDir, backupDir });
});
afterAll(async () => {
  for (const cleanUp of cleanUps) await cleanUp();
  rmSync(workDir, { recursive: true, force: true });
});

/** The evening's business: a diner books a table, orders with a voucher and reviews the restaurant. */
async function eveningOf(t: TestApp) {
  const diner = await newVerifiedDiner(t, 'Lan Tran');
  const booked = await bookTables(t.app, diner.auth, { tableIds: [3], reservationDate: localDate(clock.now(), 2) });
  expect(booked.statusCode).toBe(201);
  const voucher = await newVoucher(t);
  expect((await addToCart(t, diner, (await dishes(t))[0]!.id, 2)).statusCode).toBe(201);
  const order = await orderedPickup(t, diner, { voucherCode: voucher.code });
  const reviewed = await t.app.inject({
    method: 'POST',
    url: '/api/public/restaurant-review',
    headers: diner.auth,
    payload: { rating: 5, comment: 'Phở như ở Hà Nội' },
  });
  expect(reviewed.statusCode).toBe(201);
  return { diner, order };
}

/** What must hold in any backup: nothing half-written (an order without its lines, a voucher use without its order). */
async function halfWrittenIn(database: Database, voucherId: number) {
  const { db } = database;
  return {
    ordersWithoutLines: await countOf(
      db,
      sql`select count(*)::int as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)`,
    ),
    voucherOrdersWithoutTheirUse: await countOf(
      db,
      sql`select count(*)::int as n from orders o where o.voucher_id is not null
            and not exists (select 1 from voucher_redemptions r where r.order_id = o.id)`,
    ),
    usesWithoutTheirOrder: await countOf(
      db,
      sql`select count(*)::int as n from voucher_redemptions r where r.order_id is not null
            and not exists (select 1 from orders o where o.id = r.order_id)`,
    ),
    voucherUsesMiscounted: await countOf(
      db,
      sql`select count(*)::int as n from vouchers v where v.id = ${voucherId}
            and v.usage_count <> (select count(*) from voucher_redemptions r where r.voucher_id = v.id)`,
    ),
    bookingsWithoutTables: await countOf(
      db,
      sql`select count(*)::int as n from reservations b
            where not exists (select 1 from reservation_tables rt where rt.reservation_id = b.id)`,
    ),
  };
}

let lastNight = '';
let siteTarget: Awaited<ReturnType<typeof emptyTarget>>;

describe(`npm run backup, then npm run restore after the disk is lost (${engine})`, () => {
  it('brings back every row and every sequence, and the site serves the same pages', async () => {
    const { diner, order } = await eveningOf(site.t);
    const rowsBefore = await snapshotOf(site.database.db);
    const pagesBefore = await pagesSeenBy(site.app, diner.auth, order.id);

    const backedUp = await runBackup(site.config, null, clock.now());
    const [backup] = await listBackups(backupDir, engine);
    lastNight = backup!.file;
    expect(backedUp).toEqual({ exitCode: 0, message: expect.stringContaining(`to ${lastNight} (`) });
    expect(path.basename(lastNight)).toMatch(
      new RegExp(`^restaurant-\\d{8}-\\d{6}\\+0700-schema\\d+-${engine}\\.tar\\.gz$`),
    );
    expect(statSync(lastNight).mode & 0o777).toBe(0o600);

    // the disk is lost
    await site.app.close();
    rmSync(site.config.dataDir, { recursive: true, force: true });
    const target = await emptyTarget(workDir, backupDir);
    cleanUps.push(target.drop);
    siteTarget = target;

    expect(await restore(target.config, lastNight)).toEqual({
      exitCode: 0,
      message: expect.stringMatching(/accounts, \d+ bookings and \d+ orders\. Start the server\.$/),
    });
    // compared before the API starts on it: its start-up adds what is missing (the bank accounts), using a sequence
    const database = await target.open();
    expect(await snapshotOf(database.db)).toEqual(rowsBefore);
    site = await siteOn(database, target.config);
    expect(await pagesSeenBy(site.app, diner.auth, order.id)).toEqual(pagesBefore);
    // the account itself, not only its session: its password signs in
    await expect(login(site.app, { email: diner.email, password: diner.password })).resolves.toBeDefined();
  });

  it('refuses a damaged file, one whose checksum fails, one from a newer schema or another engine, saying so', async () => {
    // what the command says (it prints a BackupError's message alone, and exits 1), restoring into an empty target
    const empty = await emptyTarget(workDir, backupDir);
    cleanUps.push(empty.drop);
    const refusal = (file: string, into = empty.config) =>
      restore(into, file).then(
        () => 'restored',
        (e: Error) => e,
      );
    const damaged = path.join(workDir, 'damaged.tar.gz');
    const bytes = readFileSync(lastNight);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(damaged, bytes);
    expect(await refusal(damaged)).toMatchObject({
      name: 'BackupError',
      message: expect.stringMatching(/is damaged: it does not read back/),
    });

    const dump = path.join(workDir, 'small-dump');
    writeFileSync(dump, 'not a database');
    let made = 0;
    const backupOf = (schema: SchemaVersion, of: Engine = engine) =>
      writeBackupFile({
        engine: of,
        schema,
        createdAt: new Date(clock.now().getTime() + ++made * 60_000),
        dump,
        target: { dir: path.join(workDir, 'made') },
        utcOffsetMinutes: 420,
      }).then((written) => written.file);
    const code = codeSchema();
    const newer = await backupOf({ version: code.version + 1, migration: '9999_from-the-future' });
    expect(await refusal(newer)).toMatchObject({
      name: 'BackupError',
      message: expect.stringMatching(new RegExp(`made by a newer version of the API: .* schema ${code.version + 1}`)),
    });
    const otherEngine = engine === 'pglite' ? 'postgres' : 'pglite';
    expect(await refusal(await backupOf(code, otherEngine))).toMatchObject({
      name: 'BackupError',
      message: expect.stringMatching(/is a backup of .*, not of/),
    });

    // the same file with its database entry changed after it was written: gzip is intact, the checksum is not
    const changed = path.join(workDir, 'changed.tar.gz');
    const sound = await backupOf(code);
    const tar = gunzipSync(readFileSync(sound));
    tar[tar.indexOf('not a database')] = 'N'.charCodeAt(0);
    writeFileSync(changed, gzipSync(tar));
    expect(await refusal(changed)).toMatchObject({
      name: 'BackupError',
      message: expect.stringMatching(/fails its checksum/),
    });

    // a database is not replaced unless asked, before the file is even read
    expect(await refusal(lastNight, site.config)).toMatchObject({
      name: 'BackupError',
      message: expect.stringMatching(/already holds a database.*--force/),
    });
    // nor with --force while the site runs on it
    expect(await restore(site.config, lastNight, true).catch((e: Error) => e)).toMatchObject(
      engine === 'pglite'
        ? {
            name: 'BackupError',
            message: expect.stringMatching(
              /in use by another API process .*: a restore goes into a stopped server's DATA_DIR; stop it first/,
            ),
          }
        : { name: 'BackupError', message: expect.stringMatching(/other session\(s\) are connected .* stop them/) },
    );
    expect(
      (await runRestore(site.config, { file: lastNight, force: false, check: true }, clock.now())).message,
    ).toMatch(/checks out: a backup of the .* database taken .* restaurant time/);
  });

  it('a backup taken while bookings and orders keep coming restores (--force, over the site) to one moment', async () => {
    const { t, config } = site;
    const voucher = await newVoucher(t, { perUserLimit: 1000 });
    const [dish] = await dishes(t);
    const diners = await Promise.all([1, 2, 3].map(() => newVerifiedDiner(t)));
    type Written = { when: 'before' | 'during' | 'after'; orderId: number; bookingId: number };
    const written: Written[] = [];
    let when: Written['when'] = 'before';
    // a diner's rounds one after another (one cart each); a booking and an order with the voucher in each
    const queues = diners.map(() => Promise.resolve());
    const round = (i: number) => {
      const diner = diners[i % diners.length]!;
      const started = when;
      const queue = queues[i % diners.length]!.then(async () => {
        expect((await addToCart(t, diner, dish!.id)).statusCode).toBe(201);
        const [ordered, booked] = await Promise.all([
          placeOrder(t, diner, pickupBody(t, { voucherCode: voucher.code }), randomUUID()),
          bookTables(t.app, diner.auth, {
            tableIds: [1 + (i % 8)],
            reservationDate: localDate(clock.now(), 3 + Math.floor(i / 8)),
          }),
        ]);
        expect([ordered.statusCode, booked.statusCode]).toEqual([201, 201]);
        // begun before the backup and answered after it: either side of it
        written.push({
          when: started === when ? started : 'during',
          orderId: ordered.json().data.id,
          bookingId: booked.json().data.id,
        });
      });
      queues[i % diners.length] = queue;
      return queue;
    };
    await round(0);
    await round(1);
    when = 'during';
    // a round every 50 ms while the backup is taken (20 at most: a bounded load, not a soak)
    let rounds = 2;
    const load = setInterval(() => {
      if (rounds < 22) void round(rounds++);
    }, 50);
    const underLoad = path.join(workDir, 'under-load.tar.gz');
    const backedUp = await runBackup(config, underLoad, clock.now()).finally(() => clearInterval(load));
    expect(backedUp.exitCode).toBe(0);
    await Promise.all(queues);
    when = 'after';
    await round(rounds);
    expect(written.filter((w) => w.when === 'during').length).toBeGreaterThan(0);

    await site.app.close();
    clock.advance(3600_000);
    const restored = await restore(config, underLoad, true);
    const [replaced] = await listBackups(backupDir, engine);
    expect(restored.message).toContain(`What it replaced was backed up first to ${replaced?.file}`);
    const copy = await siteTarget.openForChecks();
    try {
      expect(await halfWrittenIn(copy, voucher.id)).toEqual({
        ordersWithoutLines: 0,
        voucherOrdersWithoutTheirUse: 0,
        usesWithoutTheirOrder: 0,
        voucherUsesMiscounted: 0,
        bookingsWithoutTables: 0,
      });
      // what was answered before the backup began is in it; what was answered after it was written is not
      const rowsOf = async (w: Written) =>
        (await countOf(copy.db, sql`select count(*)::int as n from orders where id = ${w.orderId}`)) +
        (await countOf(copy.db, sql`select count(*)::int as n from reservations where id = ${w.bookingId}`));
      const known = written.filter((w) => w.when !== 'during');
      expect(await Promise.all(known.map(async (w) => [w.when, await rowsOf(w)]))).toEqual(
        known.map((w) => [w.when, w.when === 'before' ? 2 : 0]),
      );
    } finally {
      await copy.close();
    }
  });
});

// PostgreSQL only: building a database at an older schema means migrating an empty one, seconds on PGlite; the
// restore's migrating step is the one every PGlite restore above runs (the server's own open, migrations included).
const onPostgres = engine === 'postgres' ? describe : describe.skip;

onPostgres('npm run restore of a backup made before the newest migration', () => {
  it('migrates it forward, keeping its rows', async () => {
    // the migrations folder as it was one migration ago
    const folder = path.join(workDir, 'older-migrations');
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));

    const older = await emptyTarget(workDir, backupDir);
    cleanUps.push(older.drop);
    const file = path.join(workDir, 'older.tar.gz');
    const database = await openPostgres({ connectionString: older.config.databaseUrl!, poolSize: 1, migrate: false });
    try {
      await migrate(drizzle({ client: database.pool }), { migrationsFolder: folder });
      await database.db.execute(sql`insert into users (email, full_name) values ('old@example.com', 'From before')`);
      await takeBackup(dumpSourceOf(database), { file }, { at: clock.now(), utcOffsetMinutes: 420 });
    } finally {
      await database.close();
    }

    const target = await emptyTarget(workDir, backupDir);
    cleanUps.push(target.drop);
    const code = codeSchema();
    expect((await restore(target.config, file)).message).toContain(
      `Migrated from schema ${code.version - 1} (${codeMigrationName(code.version - 1)}) to schema ${code.version}`,
    );
    const restored = await target.openForChecks();
    try {
      expect(await databaseSchema(restored.db)).toEqual(code);
      expect(
        await countOf(restored.db, sql`select count(*)::int as n from users where email = 'old@example.com'`),
      ).toBe(1);
    } finally {
      await restored.close();
    }
  });
});
