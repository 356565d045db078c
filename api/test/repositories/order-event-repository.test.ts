import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { createOrderEventRepository, recordOrderEvents } from '../../src/repositories/order-event-repository';
import { dinerWithCart, noonTomorrow, orderedPickup } from '../helpers/orders';
import { createClock, createTestApp, engine, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(noonTomorrow()) });
});
afterAll(() => t.close());

// PGlite has one connection: its transactions never overlap, so only PostgreSQL can show writers queuing
const onPostgres = engine === 'postgres' ? it : it.skip;

describe(`order events in commit order (${engine})`, () => {
  onPostgres(
    'a writer draws its event id only once the writer before it has committed: "after N" never skips one',
    async () => {
      const { diner } = await dinerWithCart(t);
      const order = await orderedPickup(t, diner);
      const events = createOrderEventRepository(t.db);
      const before = await events.latestId();
      const committed: string[] = [];

      let letFirstCommit = () => {};
      const firstMayCommit = new Promise<void>((resolve) => (letFirstCommit = resolve));
      let firstWrote = () => {};
      const firstHasWritten = new Promise<void>((resolve) => (firstWrote = resolve));
      const first = t.db
        .transaction(async (tx) => {
          await recordOrderEvents(tx, [{ orderId: order.id, status: 'PREPARING', at: t.clock.now() }]);
          firstWrote();
          await firstMayCommit;
        })
        .then(() => committed.push('first'));
      await firstHasWritten;
      const second = t.db
        .transaction((tx) => recordOrderEvents(tx, [{ orderId: order.id, status: 'READY', at: t.clock.now() }]))
        .then(() => committed.push('second'));

      // the second writer is queued on the lock the first holds until its commit
      const waitingOnTheLock = async () => {
        const [row] = await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`pg_locks`)
          .where(sql`locktype = 'advisory' and not granted`);
        return row?.n === 1;
      };
      while (!(await waitingOnTheLock())) await new Promise((resolve) => setImmediate(resolve));
      expect(await events.after(before, 10)).toEqual([]);
      letFirstCommit();
      await Promise.all([first, second]);

      expect(committed).toEqual(['first', 'second']);
      const written = await events.after(before, 10);
      expect(written.map((e) => e.status)).toEqual(['PREPARING', 'READY']);
      expect(written[1]!.id).toBeGreaterThan(written[0]!.id);
    },
  );

  it('reads events after an id, up to another, of one order or of all', async () => {
    const { diner: a } = await dinerWithCart(t);
    const { diner: b } = await dinerWithCart(t, 1);
    const events = createOrderEventRepository(t.db);
    const start = await events.latestId();
    const orderA = await orderedPickup(t, a);
    const orderB = await orderedPickup(t, b);
    const all = await events.after(start, 10);
    expect(all.map((e) => e.orderId)).toEqual([orderA.id, orderB.id]);
    expect(await events.latestId()).toBe(all[1]!.id);
    expect((await events.after(start, 10, { orderId: orderB.id })).map((e) => e.id)).toEqual([all[1]!.id]);
    expect((await events.after(start, 10, { upTo: all[0]!.id })).map((e) => e.id)).toEqual([all[0]!.id]);
    expect(await events.after(start, 1)).toHaveLength(1);
  });
});
