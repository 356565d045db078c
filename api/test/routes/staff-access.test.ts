import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { users } from '../../src/db/schema';
import { guardStaffRoutes, requireManager, requireStaff } from '../../src/routes/require-staff';
import { STAFF, signInAsStaff } from '../helpers/orders';
import { createTestApp, login, newDiner, type TestApp } from '../helpers/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

// Every staff route as the API adds it, heard by its onRoute hook: none is listed here by hand, so a new one is
// checked the day it is written.
const staffRoutes: { method: Method; url: string }[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    onStaffRoute: (route) => {
      for (const method of [route.method].flat()) {
        // Fastify's own HEAD twin of a GET carries the same hooks
        if (method !== 'HEAD') staffRoutes.push({ method: method as Method, url: route.url });
      }
    },
  });
});
afterAll(async () => {
  await t?.close();
});

/** A request to `url` with every parameter filled with something no schema accepts: the role check comes first. */
const withJunkParams = (url: string) => url.replace(/:[A-Za-z]+/g, 'x');
/** Not a body any staff route accepts either. */
const JUNK_BODY = { nonsense: true, partySize: 'many' };

describe('who is staff', () => {
  it('/auth/me says the role: staff for the staff account, diner for anyone who signed up', async () => {
    const staff = await signInAsStaff(t);
    const diner = await newDiner(t.app);
    const me = async (auth: Record<string, string>) =>
      (await t.app.inject({ url: '/api/auth/me', headers: auth })).json().data.role;
    expect(await me(staff.auth)).toBe('staff');
    expect(await me(diner.auth)).toBe('diner');
    expect((await login(t.app, STAFF)).user.role).toBe('staff');
  });

  it('reads the role from the database on every request: a role given or taken holds without a new sign-in', async () => {
    const diner = await newDiner(t.app);
    const orders = () => t.app.inject({ url: '/api/staff/orders', headers: diner.auth });
    expect((await orders()).statusCode).toBe(403);
    await t.db.update(users).set({ role: 'staff' }).where(eq(users.email, diner.email));
    expect((await orders()).statusCode).toBe(200);
    await t.db.update(users).set({ role: 'diner' }).where(eq(users.email, diner.email));
    expect((await orders()).statusCode).toBe(403);
  });
});

describe('every route under /api/staff or /api/manage carries the role check', () => {
  it('the onRoute hook heard the staff routes (the kitchen, the host stand, sold out, the staff stream)', () => {
    const heard = staffRoutes.map((r) => `${r.method} ${r.url}`);
    expect(heard).toEqual(
      expect.arrayContaining([
        'GET /api/staff/orders',
        'POST /api/staff/orders/:id/advance',
        'GET /api/staff/reservations',
        'POST /api/staff/reservations/:id/:mark',
        'POST /api/staff/walk-ins',
        'PUT /api/staff/sold-out/:kind/:id',
        'DELETE /api/staff/sold-out/:kind/:id',
        'GET /api/staff/events',
        'POST /api/manage/foods/:id/photo',
        'DELETE /api/manage/categories/:id/photo',
      ]),
    );
  });

  it('each answers 401 signed out and 403 STAFF_ONLY (MANAGER_ONLY under /manage) to a diner, before looking at parameters or body', async () => {
    const diner = await newDiner(t.app);
    expect(staffRoutes.length).toBeGreaterThan(0);
    for (const { method, url } of staffRoutes) {
      const call = {
        method,
        url: withJunkParams(url),
        ...(method === 'POST' || method === 'PUT' ? { payload: JUNK_BODY } : {}),
      };
      const signedOut = await t.app.inject(call);
      expect([method, url, signedOut.statusCode, signedOut.json().code]).toEqual([method, url, 401, 'UNAUTHORIZED']);
      const asDiner = await t.app.inject({ ...call, headers: diner.auth });
      const refusal = url.startsWith('/api/manage') ? 'MANAGER_ONLY' : 'STAFF_ONLY';
      expect([method, url, asDiner.statusCode, asDiner.json().code]).toEqual([method, url, 403, refusal]);
    }
  });

  it("a diner's walk-in with a bad body, sold-out of an unknown kind or a mark of an unknown action: 403, not 400", async () => {
    const diner = await newDiner(t.app);
    const asDiner = (method: Method, url: string, payload?: object) =>
      t.app.inject({ method, url, headers: diner.auth, ...(payload ? { payload } : {}) });
    const refused = [
      await asDiner('POST', '/api/staff/walk-ins', { tableId: 'one', partySize: 0 }),
      await asDiner('PUT', '/api/staff/sold-out/dessert/abc'),
      await asDiner('POST', '/api/staff/reservations/1/arrived'),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual([
      [403, 'STAFF_ONLY'],
      [403, 'STAFF_ONLY'],
      [403, 'STAFF_ONLY'],
    ]);
    // staff still get the schema's complaint
    const staff = await signInAsStaff(t);
    const bad = await t.app.inject({ method: 'POST', url: '/api/staff/reservations/1/arrived', headers: staff.auth });
    expect(bad.statusCode).toBe(400);
  });

  it('every staff route is in the OpenAPI document, secured, with its 401 and 403 answers', async () => {
    const spec = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown[] }>>;
    };
    for (const { method, url } of staffRoutes) {
      const path = url.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = spec.paths[path]?.[method.toLowerCase()];
      expect([path, method, Boolean(operation)]).toEqual([path, method, true]);
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['401', '403']));
      expect(operation!.security).toBeDefined();
    }
  });

  it('an API with a staff route that lacks the check does not start', async () => {
    const repos = {
      orderRepository: { isStaff: async () => false, isManager: async () => false },
    } as unknown as Parameters<typeof requireStaff>[0];
    const authenticate = async () => undefined;
    const build = async (route: (app: ReturnType<typeof Fastify>) => void) => {
      const app = Fastify();
      await app.register(
        async (api) => {
          guardStaffRoutes(api);
          route(api);
        },
        { prefix: '/api' },
      );
      try {
        await app.ready();
      } finally {
        await app.close();
      }
    };
    await expect(
      build((api) => api.get('/manage/reports', { onRequest: authenticate }, async () => 'open to all')),
    ).rejects.toThrow(/GET \/api\/manage\/reports: a manager route must authenticate and requireManager first/);
    // the staff check is not enough under /manage: a cook may not reprice the menu
    await expect(
      build((api) =>
        api.get('/manage/reports', { onRequest: authenticate, preValidation: requireStaff(repos) }, async () => 'x'),
      ),
    ).rejects.toThrow(/a manager route must authenticate and requireManager first/);
    await expect(
      build((api) =>
        api.get('/manage/reports', { onRequest: authenticate, preValidation: requireManager(repos) }, async () => 'x'),
      ),
    ).resolves.toBeUndefined();
    await expect(
      build((api) =>
        api.get('/staff/kitchen', { onRequest: authenticate, preHandler: requireStaff(repos) }, async () => 'late'),
      ),
    ).rejects.toThrow(/a staff route must authenticate and requireStaff first/);
    await expect(
      build((api) =>
        api.get('/staff/kitchen', { onRequest: authenticate, preValidation: requireStaff(repos) }, async () => 'ok'),
      ),
    ).resolves.toBeUndefined();
    // a diner's own page whose name merely contains the word is no staff route
    await expect(build((api) => api.get('/staffing-news', async () => 'public'))).resolves.toBeUndefined();
  });
});
