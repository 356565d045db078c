import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { desc, eq } from 'drizzle-orm';
import type { AuditEntry, ManagedSettings, SettingsInput } from '@restaurant/shared/contracts';
import { auditLog, reservations } from '../../src/db/schema';
import { noonTomorrow, signInAsManager, signInAsStaff } from '../helpers/orders';
import {
  callApi,
  type CallArgs,
  createClock,
  createTestApp,
  engine,
  localDate,
  newDiner,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
let manager: { auth: Record<string, string> };
let staff: { auth: Record<string, string> };
let diner: Awaited<ReturnType<typeof newDiner>>;
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(noonTomorrow()) });
  manager = await signInAsManager(t);
  staff = await signInAsStaff(t);
  diner = await newDiner(t.app);
});
afterAll(() => t.close());

const call = (...args: CallArgs) => callApi(t, ...args);

const day = (n: number) => localDate(t.clock.now(), n);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const read = async () => {
  const response = await call('GET', '/manage/settings', manager);
  expect(response.statusCode).toBe(200);
  return { ...(response.json().data as ManagedSettings), etag: response.headers.etag as string };
};
const save = (settings: SettingsInput, etag?: string, lang = 'en') =>
  call('PUT', '/manage/settings', manager, settings, {
    'accept-language': lang,
    ...(etag ? { 'if-match': etag } : {}),
  });

const availability = (date: string, time: string, duration = 60) =>
  t.app.inject(
    `/api/public/restaurant-table/floors/1/availability?reservationDate=${date}&reservationTime=${time}&estimatedDuration=${duration}`,
  );
const suggestions = (date: string, time: string) =>
  t.app.inject(
    `/api/public/restaurant-table/seats/suggestions?reservationDate=${date}&reservationTime=${time}&estimatedDuration=60&guests=2`,
  );
const pickupSlots = async (date: string) =>
  ((await t.app.inject(`/api/public/orders/pickup-slots?date=${date}`)).json().data.slots as { time: string }[]).map(
    (s) => s.time,
  );
const book = async (date: string, time: string, tableCode = 'A07') => {
  const floor = (await t.app.inject('/api/public/restaurant-table/floors/1/details')).json().data;
  const table = floor.tables.find((x: { code: string }) => x.code === tableCode);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/public/restaurant-table/reservations',
    headers: diner.auth,
    payload: {
      contactName: 'Khoa',
      contactPhone: '0912345678',
      guests: 2,
      tableIds: [table.id],
      reservationDate: date,
      reservationTime: time,
      estimatedDuration: 60,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { code: string; id: number };
};

describe(`opening hours and booking rules (${engine})`, () => {
  it('starts from the rules the code held: 10:00-22:00 every day, 15-minute slots, parties up to 20', async () => {
    const { settings, closures, etag } = await read();
    expect(etag).toMatch(/^"\d+"$/);
    expect(settings.weeklyHours).toHaveLength(7);
    expect(settings.weeklyHours.every((d) => d.length === 1 && d[0]!.open === '10:00' && d[0]!.close === '22:00')).toBe(
      true,
    );
    expect(settings).toMatchObject({ slotMinutes: 15, maxPartySize: 20, bookingWindowDays: 60, pickupLeadMinutes: 30 });
    expect(closures).toEqual([]);
  });

  it('a change of hours is in the availability, suggestions, pick-up slots and published rules at once; a booking fits one service', async () => {
    const { settings, etag } = await read();
    const date = day(3);
    const lunchAndDinner = [
      { open: '18:00', close: '22:00' },
      { open: '11:00', close: '14:00' },
    ];
    const weeklyHours = settings.weeklyHours.map((d, i) => (i === weekday(date) ? lunchAndDinner : d));
    // warm the caches with the old hours first: the change must drop them
    expect((await availability(date, '15:00')).statusCode).toBe(200);
    expect(await pickupSlots(date)).toContain('15:00');

    const saved = await save({ ...settings, weeklyHours, maxPartySize: 8, pickupLeadMinutes: 45 }, etag);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).not.toBe(etag);
    expect(saved.json().data.settings.weeklyHours[weekday(date)]).toEqual([...lunchAndDinner].reverse());

    expect((await availability(date, '15:00')).json().code).toBe('OUTSIDE_OPENING_HOURS');
    expect((await availability(date, '11:00')).statusCode).toBe(200);
    expect((await availability(date, '13:30')).statusCode).toBe(400); // 13:30 + 60 min runs past lunch
    expect((await suggestions(date, '15:00')).statusCode).toBe(400);
    const slots = await pickupSlots(date);
    expect(slots).not.toContain('15:00');
    expect(slots).toContain('13:45');
    expect(slots).toContain('18:00');
    const rules = (await t.app.inject('/api/public/restaurant-table/booking-rules')).json().data;
    expect(rules.services[weekday(date)]).toEqual([...lunchAndDinner].reverse());
    expect(rules.maxGuests).toBe(8);

    // back to the defaults for the other tests
    expect((await save(settings)).statusCode).toBe(200);
  });

  it('a closed date offers no slot in availability, suggestions or pick-up; reopening it gives them back', async () => {
    const date = day(4);
    expect((await availability(date, '12:00')).statusCode).toBe(200);
    const closed = await call('PUT', `/manage/closures/${date}`, manager, { services: [] });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toEqual({ date, services: [] });
    expect((await availability(date, '12:00')).json().code).toBe('CLOSED');
    expect((await suggestions(date, '12:00')).json().code).toBe('CLOSED');
    expect(await pickupSlots(date)).toEqual([]);
    expect((await read()).closures).toEqual([{ date, services: [] }]);

    expect((await call('DELETE', `/manage/closures/${date}`, manager)).statusCode).toBe(204);
    expect((await availability(date, '12:00')).statusCode).toBe(200);
    expect((await pickupSlots(date)).length).toBeGreaterThan(0);
  });

  it('never touches a booking: 409 lists it, then a confirmed save keeps it', async () => {
    const date = day(5);
    const booking = await book(date, '20:00');
    const special = { services: [{ open: '11:00', close: '15:00' }] };
    const refused = await call('PUT', `/manage/closures/${date}`, manager, special, { 'accept-language': 'fr' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SETTINGS_AFFECT_BOOKINGS',
      message: expect.stringContaining('1 réservation'),
      affected: [{ code: booking.code, date, time: '20:00', guests: 2 }],
    });
    expect((await read()).closures).toEqual([]);

    const { settings } = await read();
    const weeklyHours = settings.weeklyHours.map((d, i) => (i === weekday(date) ? [] : d));
    const weekly = await save({ ...settings, weeklyHours });
    expect(weekly.statusCode).toBe(409);
    expect(weekly.json().affected).toEqual([expect.objectContaining({ code: booking.code })]);

    const confirmed = await call('PUT', `/manage/closures/${date}`, manager, { ...special, confirmAffected: true });
    expect(confirmed.statusCode).toBe(200);
    const [kept] = await t.db.select().from(reservations).where(eq(reservations.code, booking.code));
    expect(kept).toMatchObject({ status: 'confirmed', reservationTime: '20:00' });
    expect((await availability(date, '20:00')).json().code).toBe('OUTSIDE_OPENING_HOURS');

    // its history is the audit log's (the one history of the hours)
    const [history] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(history).toMatchObject({
      action: 'closure.put',
      entityId: date,
      before: null,
      after: { date, services: special.services },
    });
    expect(history!.actorId).not.toBeNull();
  });

  it('keeps a settings save in the audit log: who, when, before and after', async () => {
    const { settings, etag } = await read();
    expect((await save({ ...settings, bookingLeadMinutes: 120 }, etag)).statusCode).toBe(200);
    const audit = await call('GET', '/manage/audit?entityKind=settings', manager);
    const [history] = (audit.json() as { data: { items: AuditEntry[] } }).data.items;
    expect(history).toMatchObject({ action: 'settings.update', entityId: 'settings' });
    expect(history!.before).toMatchObject({ bookingLeadMinutes: 0 });
    expect(history!.after).toMatchObject({ bookingLeadMinutes: 120 });
    // the lead time holds: a booking one hour from now is too soon
    const soon = new Date(t.clock.now().getTime() + 7 * 3600_000 + 3600_000).toISOString();
    const response = await availability(soon.slice(0, 10), '13:15');
    expect(response.json().code).toBe('TOO_SOON');
    expect((await save(settings)).statusCode).toBe(200);
  });

  it("keeps the restaurant's address and telephone: seeded, saved, published, audited; bad ones refused", async () => {
    const published = async () =>
      (await t.app.inject('/api/public/restaurant-table/booking-rules')).json().data.contact as unknown;
    const { settings, contact, etag } = await read();
    // the migration's Hanoi address until a manager saves theirs
    expect(contact).toMatchObject({ addressLocality: 'Hà Nội', addressCountry: 'VN', telephone: '+84 24 3825 1234' });
    expect(await published()).toEqual(contact);
    const moved = {
      streetAddress: '  12 Lý Quốc Sư, Hoàn Kiếm ',
      addressLocality: 'Hà Nội',
      postalCode: '100000',
      addressCountry: 'VN',
      telephone: '+84-24-3999-0000',
    };
    const saved = await save({ ...settings, contact: moved }, etag);
    expect(saved.statusCode).toBe(200);
    const stored = { ...moved, streetAddress: '12 Lý Quốc Sư, Hoàn Kiếm' };
    expect(saved.json().data.contact).toEqual(stored);
    // the public read follows at once; a save without a contact keeps it
    expect(await published()).toEqual(stored);
    expect((await save(settings, saved.headers.etag as string)).statusCode).toBe(200);
    expect((await read()).contact).toEqual(stored);
    const audit = await call('GET', '/manage/audit?entityKind=settings', manager);
    const entries = (audit.json() as { data: { items: AuditEntry[] } }).data.items;
    // newest first: the save that kept it, then the one that moved it
    expect(entries[1]).toMatchObject({ before: { contact }, after: { contact: stored } });

    const refused: [Partial<typeof moved>, string][] = [
      [{ telephone: '024 3825 1234' }, 'VALIDATION_ERROR'],
      [{ telephone: '+84 24' }, 'VALIDATION_ERROR'],
      [{ telephone: '+84 24 3825 1234 ext 5' }, 'VALIDATION_ERROR'],
      [{ postalCode: '1' }, 'VALIDATION_ERROR'],
      [{ addressCountry: 'Vietnam' }, 'VALIDATION_ERROR'],
      [{ streetAddress: '' }, 'VALIDATION_ERROR'],
      [{ addressLocality: '   ' }, 'SETTINGS_INVALID'],
    ];
    const before = await read();
    for (const [change, code] of refused) {
      const body = { ...settings, contact: { ...moved, ...change } };
      const response = await call('PUT', '/manage/settings', manager, body, { 'accept-language': 'vi' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(code);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const blank = { ...settings, contact: { ...moved, streetAddress: ' ' } };
    expect((await call('PUT', '/manage/settings', manager, blank, { 'accept-language': 'fr' })).json().message).toMatch(
      /adresse/,
    );
    expect((await read()).etag).toBe(before.etag);
    const { etag: last } = await read();
    expect((await save({ ...settings, contact: contact! }, last)).statusCode).toBe(200);
  });

  it('a stale If-Match answers 412 and changes nothing', async () => {
    const { settings, etag } = await read();
    expect((await save(settings, etag)).statusCode).toBe(200);
    const stale = await save({ ...settings, maxPartySize: 3 }, etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe('EDIT_CONFLICT');
    expect((await read()).settings.maxPartySize).toBe(settings.maxPartySize);
  });

  it('refuses bad input with a translated 400 and stores nothing', async () => {
    const { settings, etag } = await read();
    const withDay = (services: { open: string; close: string }[]) => ({
      ...settings,
      weeklyHours: settings.weeklyHours.map((d, i) => (i === 2 ? services : d)),
    });
    const cases: [object, string][] = [
      [
        withDay([
          { open: '11:00', close: '15:00' },
          { open: '14:00', close: '22:00' },
        ]),
        'SETTINGS_INVALID',
      ],
      [withDay([{ open: '14:00', close: '11:00' }]), 'SETTINGS_INVALID'],
      [{ ...settings, slotMinutes: 25 }, 'SETTINGS_INVALID'],
      [{ ...settings, slotMinutes: 7 }, 'SETTINGS_INVALID'],
      [{ ...settings, durations: [{ fromGuests: 1, minutes: 100 }] }, 'SETTINGS_INVALID'],
      [{ ...settings, maxPartySize: 0 }, 'VALIDATION_ERROR'],
    ];
    for (const [body, code] of cases) {
      const response = await call('PUT', '/manage/settings', manager, body, { 'accept-language': 'fr' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(code);
    }
    const overlap = await call('PUT', '/manage/settings', manager, cases[0]![0], { 'accept-language': 'fr' });
    expect(overlap.json().message).toMatch(/chevaucher/);
    const past = await call(
      'PUT',
      `/manage/closures/${day(-1)}`,
      manager,
      { services: [] },
      { 'accept-language': 'ar' },
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'SETTINGS_INVALID', message: expect.stringMatching(/الإغلاق/) });
    expect((await call('PUT', '/manage/closures/2031-02-30', manager, { services: [] })).statusCode).toBe(400);
    const after = await read();
    expect(after.etag).toBe(etag);
    expect(after.closures.map((c) => c.date)).not.toContain(day(-1));
  });

  it('answers 403 to diners and staff, 401 without a session', async () => {
    const { settings } = await read();
    for (const who of [diner, staff]) {
      expect((await call('GET', '/manage/settings', who)).statusCode).toBe(403);
      expect((await call('PUT', '/manage/settings', who, settings)).statusCode).toBe(403);
      expect((await call('PUT', `/manage/closures/${day(9)}`, who, { services: [] })).statusCode).toBe(403);
      expect((await call('DELETE', `/manage/closures/${day(9)}`, who)).statusCode).toBe(403);
    }
    expect((await call('GET', '/manage/settings')).statusCode).toBe(401);
  });
});
