import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Order, OrderStreamEvent } from '@restaurant/shared/contracts';
import { runStaffCommand } from '../../scripts/staff-create';
import { buildApp } from '../../src/app';
import { openPostgres, type Database } from '../../src/db/index';
import { users } from '../../src/db/schema';
import { openStream } from '../helpers/event-stream';
import { MANAGER, advanceOrder, dinerWithCart, orderedPickup, signInAsStaff, STAFF } from '../helpers/orders';
import { multipartBody, sidewaysJpegWithGps } from '../helpers/photos';
import { TABLES_BASE, bookTables, isTableFree, slotQuery, suggestedTableIds } from '../helpers/reservations';
import { PG_TEMPLATE_DB, withDatabase } from '../helpers/templates';
import { TEST_CONFIG, createClock, engine, localDate, login, newDiner } from '../helpers/test-app';

// Two API instances on one PostgreSQL database, as behind a load balancer: each has its own pool, response
// cache, slot caches and invalidation listener. A write answered by one is in the next read of the other, with
// no waiting in between.
const onPostgres = engine === 'postgres' ? describe : describe.skip;

onPostgres('two API instances on one PostgreSQL database', () => {
  const adminUrl = process.env.TEST_PG_ADMIN_URL ?? '';
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const clock = createClock();
  const databases: Database[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  async function instance(): Promise<FastifyInstance> {
    const database = await openPostgres({
      connectionString: withDatabase(adminUrl, name),
      poolSize: 5,
      migrate: false,
    });
    databases.push(database);
    return buildApp({ database, now: clock.now, config: TEST_CONFIG, logger: false });
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
    await admin.end();
    a = await instance();
    b = await instance();
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  const date = (days: number) => localDate(clock.now(), days);
  const slot = (days: number) => slotQuery(date(days));
  const freeOn = (app: FastifyInstance, tableId: number, days: number) => isTableFree(app, tableId, slot(days));
  const suggested = (app: FastifyInstance, days: number) => suggestedTableIds(app, slot(days));

  it('shows a booking made on one instance in the next availability read on the other, and its cancellation', async () => {
    for (let days = 3; days < 13; days++) {
      const [tableId] = await suggested(b, days);
      // both instances have the slot cached before the booking
      for (const app of [a, b, a, b]) expect(await freeOn(app, tableId!, days)).toBe(true);
      const diner = await newDiner(a);
      const booked = await bookTables(a, diner.auth, { tableIds: [tableId!], reservationDate: date(days) });
      expect(booked.statusCode).toBe(201);
      expect(await freeOn(b, tableId!, days)).toBe(false);
      expect(await suggested(b, days)).not.toContain(tableId);

      // cancelled through the other instance: free again on the first
      const cancelled = await b.inject({
        method: 'POST',
        url: `${TABLES_BASE}/reservations/${booked.json().data.id}/cancel`,
        headers: diner.auth,
      });
      expect(cancelled.statusCode).toBe(200);
      expect(await freeOn(a, tableId!, days)).toBe(true);
    }
  });

  it('shows a review posted through one instance in the next average read through the other', async () => {
    const average = async (app: FastifyInstance) =>
      (await app.inject('/api/public/restaurant-review/average-ratings')).json().data.count as number;
    const before = await average(b);
    expect(await average(b)).toBe(before);
    const diner = await newDiner(a);
    await databases[0]!.db.update(users).set({ emailVerifiedAt: clock.now() }).where(eq(users.email, diner.email));
    const posted = await a.inject({
      method: 'POST',
      url: '/api/public/restaurant-review',
      headers: diner.auth,
      payload: { rating: 5, comment: 'Seen everywhere at once' },
    });
    expect(posted.statusCode).toBe(201);
    expect(await average(b)).toBe(before + 1);
  });

  it('shows a dish marked sold out through one instance in the next menu read through the other, and back', async () => {
    const soldOut = async (app: FastifyInstance, foodId: number) => {
      const response = await app.inject(`/api/public/food/getFood/${foodId}`);
      return response.json().data.soldOut as boolean;
    };
    const listed = async (app: FastifyInstance, foodId: number) => {
      const response = await app.inject('/api/public/food/getFoodsByCategory?size=100');
      return (response.json().data.items as { id: number; soldOut: boolean }[]).find((f) => f.id === foodId)?.soldOut;
    };
    const staff = (await login(a, STAFF)).accessToken;
    const mark = (app: FastifyInstance, method: 'PUT' | 'DELETE') =>
      app.inject({ method, url: '/api/staff/sold-out/food/5', headers: { authorization: `Bearer ${staff}` } });
    // both instances have the answers cached before the mark
    for (const app of [a, b, a, b]) {
      expect(await soldOut(app, 5)).toBe(false);
      expect(await listed(app, 5)).toBe(false);
    }
    expect((await mark(a, 'PUT')).statusCode).toBe(200);
    expect(await soldOut(b, 5)).toBe(true);
    expect(await listed(b, 5)).toBe(true);
    expect((await mark(b, 'DELETE')).statusCode).toBe(200);
    expect(await soldOut(a, 5)).toBe(false);
    expect(await listed(a, 5)).toBe(false);
  });

  it("shows a manager's price change, retirement, category edit and voucher through one instance in the other's next reads", async () => {
    const manager = { authorization: `Bearer ${(await login(a, MANAGER)).accessToken}` };
    const manage = (app: FastifyInstance, method: 'POST' | 'PATCH', url: string, payload?: object) =>
      app.inject({ method, url: `/api/manage${url}`, headers: manager, ...(payload ? { payload } : {}) });
    const dish = async (app: FastifyInstance) => app.inject('/api/public/food/getFood/6');
    const categoryName = async (app: FastifyInstance) =>
      (
        (await app.inject('/api/public/food-categories/getFoodCategories')).json().data as {
          id: number;
          names: { fr: string };
        }[]
      ).find((c) => c.id === 1)?.names.fr;
    const codes = async (app: FastifyInstance) =>
      ((await app.inject('/api/public/voucher/getVouchers?size=100')).json().data.items as { code: string }[]).map(
        (v) => v.code,
      );
    // both instances have the answers cached before the edits
    for (const app of [a, b, a, b]) {
      expect((await dish(app)).statusCode).toBe(200);
      await categoryName(app);
      await codes(app);
    }
    const price = (await dish(b)).json().data.price as number;
    expect((await manage(a, 'PATCH', '/foods/6', { price: price + 1000 })).statusCode).toBe(200);
    expect((await dish(b)).json().data.price).toBe(price + 1000);

    const category = (await a.inject({ url: '/api/manage/categories/1', headers: manager })).json().data;
    const names = { ...category.names, fr: 'Soupes de nouilles' };
    expect((await manage(b, 'PATCH', '/categories/1', { names })).statusCode).toBe(200);
    expect(await categoryName(a)).toBe('Soupes de nouilles');

    const now = clock.now().getTime();
    const created = await manage(a, 'POST', '/vouchers', {
      code: 'TWO-INSTANCES',
      name: 'Both instances',
      description: '',
      discountType: 'FIXED',
      discountValue: 5000,
      maxDiscount: null,
      minOrderValue: 0,
      validFrom: new Date(now - 60_000).toISOString(),
      validTo: new Date(now + 86_400_000).toISOString(),
      usageLimit: null,
      perUserLimit: 1,
      listed: true,
    });
    expect(created.statusCode).toBe(201);
    expect(await codes(b)).toContain('TWO-INSTANCES');

    expect((await manage(b, 'PATCH', '/foods/6', { retired: true })).statusCode).toBe(200);
    expect((await dish(a)).statusCode).toBe(404);
    expect((await manage(a, 'PATCH', '/foods/6', { retired: false, price })).statusCode).toBe(200);
    expect((await dish(b)).json().data.price).toBe(price);
  });

  it("shows a table the manager moves and closes through one instance in the other's next plan and availability", async () => {
    const manager = { authorization: `Bearer ${(await login(a, MANAGER)).accessToken}` };
    const a15 = async (app: FastifyInstance) =>
      (
        (await app.inject(`${TABLES_BASE}/floors/1/details`)).json().data.tables as {
          id: number;
          code: string;
          x: number;
        }[]
      ).find((t) => t.code === 'A15')!;
    const table = await a15(a);
    // both instances have the plan and the slot cached before the edit
    for (const app of [a, b]) {
      expect((await a15(app)).x).toBe(table.x);
      expect(await freeOn(app, table.id, 12)).toBe(true);
    }
    const edit = (app: FastifyInstance, payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/manage/tables/${table.id}`, headers: manager, payload });
    expect((await edit(a, { x: table.x + 10, closedFrom: date(12) })).statusCode).toBe(200);
    expect((await a15(b)).x).toBe(table.x + 10);
    expect(await freeOn(b, table.id, 12)).toBe(false);
    expect((await edit(b, { x: table.x, closedFrom: null })).statusCode).toBe(200);
    expect((await a15(a)).x).toBe(table.x);
    expect(await freeOn(a, table.id, 12)).toBe(true);
  });

  it("shows a dish's photo uploaded through one instance in the next read of the other, which serves its files", async () => {
    const photoOf = async (app: FastifyInstance, foodId: number) =>
      (await app.inject(`/api/public/food/getFood/${foodId}`)).json().data.photo as {
        variants: { url: string }[];
      } | null;
    const diner = await newDiner(a);
    await databases[0]!.db.update(users).set({ role: 'manager' }).where(eq(users.email, diner.email));
    // both instances have the dish cached without a photo
    for (const app of [a, b, a, b]) expect(await photoOf(app, 6)).toBeNull();
    const { payload, headers } = multipartBody(await sidewaysJpegWithGps(800, 600));
    const uploaded = await a.inject({
      method: 'POST',
      url: '/api/manage/foods/6/photo',
      payload,
      headers: { ...headers, ...diner.auth },
    });
    expect(uploaded.statusCode).toBe(200);
    const seen = await photoOf(b, 6);
    // 800 × 600 turned upright: 600 px wide, so two widths (320, 600) in three formats
    expect(seen?.variants).toHaveLength(6);
    for (const { url } of seen!.variants) {
      const served = await b.inject(url);
      expect([url, served.statusCode, served.rawPayload.length > 0]).toEqual([url, 200, true]);
    }
    expect(
      (await b.inject({ method: 'DELETE', url: '/api/manage/foods/6/photo', headers: diner.auth })).statusCode,
    ).toBe(200);
    expect(await photoOf(a, 6)).toBeNull();
  });

  it('tells a live floor open on one instance that a booking made through the other changed the tables', async () => {
    const onB = { app: b, clock, db: databases[0]!.db, close: async () => {} };
    const staff = await signInAsStaff(onB);
    const floor = await openStream(b, '/staff/events', staff.auth);
    try {
      await floor.next((e) => e.event === 'ready');
      const [tableId] = await suggested(a, 20);
      const diner = await newDiner(a);
      const booked = await bookTables(a, diner.auth, { tableIds: [tableId!], reservationDate: date(20) });
      expect(booked.statusCode).toBe(201);
      expect((await floor.next((e) => e.event === 'floor-changed', 'the booking made on A')).data).toEqual({});
    } finally {
      await floor.close();
    }
  });

  it("pushes an order placed through one instance to a board and the diner's page open on the other", async () => {
    const onA = { app: a, clock, db: databases[0]!.db, close: async () => {} };
    const onB = { ...onA, app: b };
    const staff = await signInAsStaff(onB);
    const board = await openStream(b, '/staff/events', staff.auth);
    const isOrder = (order: Pick<Order, 'id'>, status: string) => (e: { event: string; data: unknown }) =>
      e.event !== 'ready' &&
      (e.data as OrderStreamEvent).order.id === order.id &&
      (e.data as OrderStreamEvent).status === status;
    try {
      await board.next((e) => e.event === 'ready');
      const { diner } = await dinerWithCart(onA);
      const order = await orderedPickup(onA, diner);
      expect((await board.next(isOrder(order, 'PLACED'), 'the order placed on A')).event).toBe('order-placed');

      // the diner's page on B hears the kitchen's step taken through A
      const page = await openStream(b, `/orders/${order.id}/events`, diner.auth);
      try {
        await page.next((e) => e.event === 'ready');
        const advanced = await advanceOrder(a, (await signInAsStaff(onA)).auth, order.id, 'PLACED');
        expect(advanced.statusCode).toBe(200);
        await page.next(isOrder(order, 'PREPARING'), 'the advance made on A');
        await board.next(isOrder(order, 'PREPARING'), 'the advance made on A');
      } finally {
        await page.close();
      }
    } finally {
      await board.close();
    }
  });

  it('a sign-out through one instance ends at once the stream its session holds open on the other', async () => {
    const onA = { app: a, clock, db: databases[0]!.db, close: async () => {} };
    const { diner } = await dinerWithCart(onA);
    const order = await orderedPickup(onA, diner);
    const page = await openStream(b, `/orders/${order.id}/events`, diner.auth);
    try {
      await page.next((e) => e.event === 'ready');
      const out = await a.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: diner.auth,
        payload: { refreshToken: diner.refreshToken },
      });
      expect(out.statusCode).toBe(204);
      await page.ended();
    } finally {
      await page.close();
    }
  });

  it("shows the manager's closure of a date through one instance in the other's next availability, pick-up and rules reads", async () => {
    const manager = { authorization: `Bearer ${(await login(a, MANAGER)).accessToken}` };
    const day = date(6);
    const open = async (app: FastifyInstance) =>
      (await app.inject(`${TABLES_BASE}/floors/1/availability?${slot(6)}`)).statusCode === 200;
    const pickups = async (app: FastifyInstance) =>
      (await app.inject(`/api/public/orders/pickup-slots?date=${day}`)).json().data.slots.length;
    const closedDays = async (app: FastifyInstance) =>
      ((await app.inject(`${TABLES_BASE}/booking-rules`)).json().data.specialDays as { date: string }[]).map(
        (d) => d.date,
      );
    // b caches all three first
    expect([await open(b), (await pickups(b)) > 0, await closedDays(b)]).toEqual([true, true, []]);
    const closed = await a.inject({
      method: 'PUT',
      url: `/api/manage/closures/${day}`,
      headers: manager,
      payload: { services: [], confirmAffected: true },
    });
    expect(closed.statusCode).toBe(200);
    expect([await open(b), await pickups(b), await closedDays(b)]).toEqual([false, 0, [day]]);
    await a.inject({ method: 'DELETE', url: `/api/manage/closures/${day}`, headers: manager });
    expect(await open(b)).toBe(true);
  });

  it("staff:create --revoke, run beside the instances, ends the account's staff board open on one of them", async () => {
    const cook = await newDiner(a);
    // the command opens the database as the operator's shell does: a connection of its own
    const command = await openPostgres({ connectionString: withDatabase(adminUrl, name), poolSize: 1, migrate: false });
    try {
      // staff:create promotes only a confirmed address: the cook confirmed theirs
      await command.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, cook.email));
      expect((await runStaffCommand(command, { email: cook.email, role: 'staff', revoke: false })).exitCode).toBe(0);
      const board = await openStream(b, '/staff/events', cook.auth);
      try {
        expect(board.status).toBe(200);
        await board.next((e) => e.event === 'ready');
        expect((await runStaffCommand(command, { email: cook.email, role: 'staff', revoke: true })).exitCode).toBe(0);
        await board.ended();
      } finally {
        await board.close();
      }
    } finally {
      await command.close();
    }
  });
});
