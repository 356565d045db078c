import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { floors, tableAdjacency } from '../../src/db/schema';
import { constraintName, sqlState } from '../../src/lib/errors';
import { bookTables, floorAvailability, slotQuery } from '../helpers/reservations';
import { createTestApp, engine, localDate, newDiner, type TestApp } from '../helpers/test-app';

// The API runs PGlite in a worker thread (openPgliteWorker); most suites use it on the test's own thread. This one
// goes through the worker: routes, SQLSTATEs, transactions, and the event loop left free while PGlite works.
const onPglite = engine === 'pglite' ? describe : describe.skip;

onPglite('PGlite in a worker thread', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ pgliteWorker: true });
  });
  afterAll(() => t?.close());

  const date = () => localDate(t.clock.now(), 4);

  it('lets exactly one of many simultaneous bookings of one table win, and shows it taken at once', async () => {
    const diners = await Promise.all(Array.from({ length: 12 }, () => newDiner(t.app)));
    const answers = await Promise.all(
      diners.map((diner) => bookTables(t.app, diner.auth, { tableIds: [1], reservationDate: date() })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(11).fill(409)]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe('SLOT_TAKEN');
    const availability = await floorAvailability(t.app, slotQuery(date()));
    expect(availability.tables.find((table) => table.tableId === 1)?.available).toBe(false);
  });

  it('carries PostgreSQL errors back with their SQLSTATE and constraint', async () => {
    const [pair] = await t.db.select().from(tableAdjacency).limit(1);
    const error = await t.db
      .insert(tableAdjacency)
      .values(pair!)
      .catch((e: unknown) => e);
    expect(sqlState(error)).toBe('23505');
    expect(constraintName(error)).toBe('table_adjacency_table_id_adjacent_table_id_pk');
  });

  it('rolls a failed transaction back, and keeps queries from outside it out until it ends', async () => {
    const name = async () => (await t.db.select({ name: floors.name }).from(floors).where(eq(floors.id, 1)))[0]?.name;
    const before = await name();
    let outside: Promise<string | undefined> | undefined;
    const failed = await t.db
      .transaction(async (tx) => {
        await tx.update(floors).set({ name: 'Renamed inside' }).where(eq(floors.id, 1));
        // a request arriving meanwhile must not see (or join) the open transaction
        outside = name();
        throw new Error('changed my mind');
      })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ message: 'changed my mind' });
    expect(await outside).toBe(before);
    expect(await name()).toBe(before);
  });

  it('leaves the event loop free while PGlite works', async () => {
    let turns = 0;
    const counting = setInterval(() => turns++, 0);
    try {
      // on the API's own thread this statement would run to its end before any timer could fire
      await t.db.execute(sql`SELECT sum(i) FROM generate_series(1, 3000000) AS i`);
    } finally {
      clearInterval(counting);
    }
    expect(turns).toBeGreaterThan(0);
  });
});
