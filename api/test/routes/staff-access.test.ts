import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { STAFF, signInAsStaff } from '../helpers/orders';
import { createTestApp, login, newDiner, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

/** Every staff route with a request that would pass validation, and its OpenAPI path and error statuses. */
const STAFF_ROUTES: { call: Call; path: string; errors: string[] }[] = [
  { call: { method: 'GET', url: '/api/staff/orders' }, path: '/api/staff/orders', errors: ['400', '401', '403'] },
  {
    call: { method: 'POST', url: '/api/staff/orders/1/advance' },
    path: '/api/staff/orders/{id}/advance',
    errors: ['400', '401', '403', '404', '409'],
  },
  {
    call: { method: 'GET', url: '/api/staff/reservations?date=2026-12-01&q=BK' },
    path: '/api/staff/reservations',
    errors: ['400', '401', '403'],
  },
  ...(['seated', 'completed', 'no-show'] as const).map((mark) => ({
    call: { method: 'POST' as const, url: `/api/staff/reservations/1/${mark}` },
    path: '/api/staff/reservations/{id}/{mark}',
    errors: ['400', '401', '403', '404', '409'],
  })),
  {
    call: { method: 'POST', url: '/api/staff/walk-ins', payload: { tableId: 1, partySize: 2, name: 'Minh' } },
    path: '/api/staff/walk-ins',
    errors: ['400', '401', '403', '404', '409'],
  },
  ...(['PUT', 'DELETE'] as const).flatMap((method) =>
    (['food', 'combo'] as const).map((kind) => ({
      call: { method, url: `/api/staff/sold-out/${kind}/1` },
      path: '/api/staff/sold-out/{kind}/{id}',
      errors: ['400', '401', '403', '404'],
    })),
  ),
];

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

  it.each(STAFF_ROUTES.map((r) => [`${r.call.method} ${r.call.url}`, r.call] as const))(
    '%s answers 401 signed out and 403 STAFF_ONLY to a diner',
    async (_name, call) => {
      const diner = await newDiner(t.app);
      const signedOut = await t.app.inject(call);
      expect([signedOut.statusCode, signedOut.json().code]).toEqual([401, 'UNAUTHORIZED']);
      const asDiner = await t.app.inject({ ...call, headers: diner.auth });
      expect([asDiner.statusCode, asDiner.json().code]).toEqual([403, 'STAFF_ONLY']);
    },
  );

  it('every staff route is in the OpenAPI document with its error answers', async () => {
    const spec = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown[] }>>;
    };
    for (const { call, path, errors } of STAFF_ROUTES) {
      const operation = spec.paths[path]?.[call.method.toLowerCase()];
      expect([path, call.method, Boolean(operation)]).toEqual([path, call.method, true]);
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(errors));
      expect(operation!.security).toBeDefined();
    }
  });
});
