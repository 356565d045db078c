import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { Order, Reservation, SeatSuggestion } from '@restaurant/shared/contracts';
import { routePatterns } from '@restaurant/shared/paths';
import {
  calendarEventOf,
  startMailCatcher,
  to,
  type CaughtMail,
  type MailCatcher,
} from '../../../scripts/lib/mail-catcher';
import { mailOutbox, users } from '../../src/db/schema';
import type { Locale } from '../../src/i18n/locale';
import { mailText, type MailTextId } from '../../src/i18n/mail-texts';
import { linkIn, outboxOf, sendingTo } from '../helpers/mail';
import {
  addToCart,
  advanceOrder,
  dishes,
  localInstant,
  newVoucher,
  noonTomorrow,
  placeOrder,
  signInAsStaff,
} from '../helpers/orders';
import { TABLES_BASE, slotQuery } from '../helpers/reservations';
import { bearer, createClock, createTestApp, localDate, login, type TestApp } from '../helpers/test-app';

// Each message a diner gets, caught by a real SMTP server and read back with mailparser: to whom, its subject in the
// diner's language, both parts, links that work, the booking's calendar file. The clock stands at 12:05 restaurant
// time, so today's evening can be booked, cancelled and marked a no-show.
const SITE = 'https://bepnha.test';
let catcher: MailCatcher;
let t: TestApp;
let staff: Record<string, string>;
beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await createTestApp({
    clock: createClock(noonTomorrow()),
    config: { ...sendingTo(catcher), appBaseUrl: SITE, devOutbox: false },
  });
  staff = (await signInAsStaff(t)).auth;
});
afterAll(async () => {
  await t?.close();
  await catcher?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

/** The message to `email` whose subject is `subject`, once it has arrived. */
async function mailTo(email: string, subject: string): Promise<CaughtMail> {
  const [mail] = await catcher.waitFor((m) => to(email)(m) && m.parsed.subject === subject);
  return mail!;
}

/** What every message has: one recipient, the sender, an HTML and a plain-text part in the diner's language. */
function expectWellFormed(mail: CaughtMail, email: string, name: string, locale: Locale) {
  expect(mail.to).toEqual([email]);
  expect(mail.parsed.to).toMatchObject({ value: [{ address: email, name }] });
  expect(mail.parsed.from?.value).toEqual([{ address: 'hello@bepnha.test', name: 'Bếp Nhà' }]);
  expect(mail.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
  expect(mail.raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
  expect(mail.parsed.html).toContain(`lang="${locale}"`);
  expect(mail.parsed.html).toContain(locale === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
  expect(mail.parsed.text).toContain(mailText('greeting', locale, { name }));
  expect(mail.parsed.messageId).toMatch(/^<mail-\d+\.[0-9a-z]+@bepnha\.test>$/);
}

const sitePages = [...Object.values(routePatterns.landing), ...Object.values(routePatterns.auth)].map(
  (pattern) => new RegExp(`^${pattern.replace(/:id$/, '\\d+')}$`),
);

/** A link of the message goes to the site, on a page of the site's route table. */
function expectSiteLink(mail: CaughtMail, path: string) {
  const link = linkIn(mail.parsed.text ?? '', SITE);
  expect(new URL(link).pathname).toBe(path);
  expect(sitePages.some((page) => page.test(path))).toBe(true);
  expect(mail.parsed.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  return link;
}

async function bookToday(auth: Record<string, string>, time: string): Promise<Reservation> {
  const date = localDate(t.clock.now(), 0);
  const suggestions = await t.app.inject(`${TABLES_BASE}/seats/suggestions?guests=2&${slotQuery(date, time)}`);
  const [first] = (suggestions.json().data as SeatSuggestion[]).filter((s) => !s.combined);
  const response = await post(
    `${TABLES_BASE}/reservations`,
    {
      tableIds: first!.tables.map((table) => table.id),
      reservationDate: date,
      reservationTime: time,
      estimatedDuration: 90,
      guests: 2,
      contactName: 'Khoa',
      contactPhone: '0912345678',
    },
    auth,
  );
  expect(response.statusCode).toBe(201);
  return response.json().data as Reservation;
}

function expectCalendar(mail: CaughtMail, reservation: Reservation, cancelled: boolean) {
  const [ics] = mail.parsed.attachments;
  expect(ics).toMatchObject({ filename: `booking-${reservation.code}.ics`, contentType: 'text/calendar' });
  const event = calendarEventOf(ics!.content.toString('utf8'));
  expect(event).toMatchObject({
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    uid: `reservation-${reservation.id}@bepnha.test`,
    location: expect.stringContaining('Hà Nội'),
  });
  expect(event.start.toISOString()).toBe(reservation.startAt);
  expect(event.end.toISOString()).toBe(reservation.endAt);
}

describe.each<[Locale, string]>([
  ['en', 'en-GB,en;q=0.9'],
  ['ar', 'ar-EG,ar;q=0.9'],
])('the six messages, to a diner who signed up in %s', (locale, acceptLanguage) => {
  const email = `mail-${locale}-${randomUUID().slice(0, 8)}@example.com`;
  const name = locale === 'ar' ? 'ليلى' : 'Lan Nguyen';
  let password = 'Secret#123';
  let auth: Record<string, string>;
  const subject = (id: MailTextId, params: Record<string, string | number> = {}) =>
    mailText(id, locale, { restaurant: 'Bếp Nhà', ...params });

  it('sign-up: the verification code, whose code confirms the address', async () => {
    const registered = await post(
      '/api/auth/register',
      { email, password, fullName: name },
      { 'accept-language': acceptLanguage },
    );
    expect(registered.statusCode).toBe(201);
    expect(registered.json().data.language).toBe(locale);
    const [mail] = await catcher.waitFor(to(email));
    const code = /\d{6}/.exec(mail!.parsed.subject ?? '')?.[0] ?? '';
    expect(mail!.parsed.subject).toBe(subject('verificationSubject', { code }));
    expectWellFormed(mail!, email, name, locale);
    expect(mail!.parsed.text).toContain(code);
    expectSiteLink(mail!, routePatterns.auth.twoSteps);
    expect((await post('/api/auth/verify-email', { email, code })).statusCode).toBe(200);
  });

  it('forgotten password: the reset link, which sets a new password', async () => {
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
    const mail = await mailTo(email, subject('resetSubject'));
    expectWellFormed(mail, email, name, locale);
    const link = expectSiteLink(mail, routePatterns.auth.forgotPassword);
    const token = new URL(link).hash.replace('#token=', '');
    expect((await post('/api/auth/reset-password', { token, password: 'Renewed#2026' })).statusCode).toBe(204);
    password = 'Renewed#2026';
    auth = bearer((await login(t.app, { email, password })).accessToken);
  });

  it('booking confirmed, then cancelled by the diner: the details, a link and the calendar file', async () => {
    const reservation = await bookToday(auth, '19:00');
    const confirmed = await mailTo(
      email,
      subject('bookingConfirmedSubject', {
        date: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(
          new Date(`${reservation.reservationDate}T00:00:00Z`),
        ),
        time: new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'Asia/Ho_Chi_Minh' }).format(
          new Date(reservation.startAt),
        ),
        code: reservation.code,
      }),
    );
    expectWellFormed(confirmed, email, name, locale);
    expect(confirmed.parsed.text).toContain(reservation.tables[0]!.code);
    expect(confirmed.parsed.text).toContain('27 Hàng Buồm');
    expectSiteLink(confirmed, routePatterns.landing.reservation);
    expectCalendar(confirmed, reservation, false);

    const cancel = await post(`${TABLES_BASE}/reservations/${reservation.id}/cancel`, {}, auth);
    expect(cancel.statusCode).toBe(200);
    const cancelled = await mailTo(email, subject('bookingCancelledSubject', { code: reservation.code }));
    expect(cancelled.parsed.text).toContain(mailText('bookingCancelledByDiner', locale));
    expectCalendar(cancelled, reservation, true);
  });

  it('an order: the receipt with its lines, voucher, total and bank details; the dine-in one with its table; then the no-show', async () => {
    const reservation = await bookToday(auth, '20:30');
    const [dish] = await dishes(t);
    const voucher = await newVoucher(t);
    expect((await addToCart(t, { auth }, dish!.id, 2)).statusCode).toBe(201);
    const placed = await placeOrder(
      t,
      { auth },
      {
        type: 'PICKUP',
        pickupAt: localInstant(localDate(t.clock.now(), 1), '10:00').toISOString(),
        paymentMethod: 'BANK_TRANSFER',
        voucherCode: voucher.code,
        notifyWhenReady: true,
      },
      randomUUID(),
    );
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data as Order;
    expect(order.notifyWhenReady).toBe(true);
    const receipt = await mailTo(email, subject('orderReceiptSubject', { code: order.code }));
    expectWellFormed(receipt, email, name, locale);
    const text = receipt.parsed.text ?? '';
    expect(text).toContain(dish!.name);
    expect(text).toContain(voucher.code);
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'VND' });
    expect(text).toContain(money.format(order.total));
    expect(text).toContain(order.bankAccounts[0]!.accountNumber);
    expectSiteLink(receipt, `/landing/orders/${order.id}`);

    for (const from of ['PLACED', 'PREPARING'] as const) {
      expect((await advanceOrder(t.app, staff, order.id, from)).statusCode).toBe(200);
    }
    const ready = await mailTo(email, subject('orderReadySubject', { code: order.code }));
    expectWellFormed(ready, email, name, locale);
    expect(ready.parsed.text).toContain(mailText('orderReadyIntro', locale));

    expect((await addToCart(t, { auth }, dish!.id, 1)).statusCode).toBe(201);
    const dineIn = await placeOrder(
      t,
      { auth },
      { type: 'DINE_IN', reservationId: reservation.id, paymentMethod: 'PAY_AT_RESTAURANT', notifyWhenReady: true },
      randomUUID(),
    );
    const dineInOrder = dineIn.json().data as Order;
    expect(dineInOrder.notifyWhenReady).toBe(false);
    const dineInReceipt = await mailTo(email, subject('orderReceiptSubject', { code: dineInOrder.code }));
    expect(dineInReceipt.parsed.text).toContain(reservation.code);
    expect(dineInReceipt.parsed.text).toContain(reservation.tables[0]!.code);

    // a no-show waits for the booking's start and its grace period: the host stand marks it at 20:50
    const back = t.clock.now().getTime();
    t.clock.advance(localInstant(localDate(t.clock.now(), 0), '20:50').getTime() - back);
    try {
      const noShow = await t.app.inject({
        method: 'POST',
        url: `/api/staff/reservations/${reservation.id}/no-show`,
        headers: (await signInAsStaff(t)).auth,
      });
      expect(noShow.statusCode).toBe(200);
      const missed = await mailTo(email, subject('bookingCancelledSubject', { code: reservation.code }));
      expect(missed.parsed.text).toContain(mailText('bookingCancelledNoShow', locale));
      expectCalendar(missed, reservation, true);
    } finally {
      t.clock.advance(back - t.clock.now().getTime());
    }
  });
});

describe('which messages there are', () => {
  it('none says an order is ready unless the diner asked', async () => {
    const diner = await login(t.app, { email: 'an.nguyen@example.com', password: 'Pho#2026' });
    const auth = bearer(diner.accessToken);
    const [dish] = await dishes(t);
    await addToCart(t, { auth }, dish!.id, 1);
    const pickupAt = localInstant(localDate(t.clock.now(), 1), '11:00').toISOString();
    const order = (
      await placeOrder(t, { auth }, { type: 'PICKUP', pickupAt, paymentMethod: 'PAY_AT_RESTAURANT' }, randomUUID())
    ).json().data as Order;
    for (const from of ['PLACED', 'PREPARING'] as const) await advanceOrder(t.app, staff, order.id, from);
    const kinds = (await outboxOf(t, 'an.nguyen@example.com')).map((row) => row.kind);
    expect(kinds).toContain('order-receipt');
    expect(kinds).not.toContain('order-ready');
  });

  it('follows the language the diner switches to', async () => {
    const email = `switch-${randomUUID().slice(0, 8)}@example.com`;
    await post(
      '/api/auth/register',
      { email, password: 'Secret#123', fullName: 'Camille' },
      { 'accept-language': 'en' },
    );
    const session = await login(t.app, { email, password: 'Secret#123' });
    const switchTo = (language: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/me/language',
        headers: bearer(session.accessToken),
        payload: { language },
      });
    const switched = await switchTo('fr');
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data).toMatchObject({ email, language: 'fr' });
    const refused = await switchTo('de');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: expect.any(String), code: 'VALIDATION_ERROR' });
    await post('/api/auth/forgot-password', { email });
    const mail = await mailTo(email, mailText('resetSubject', 'fr', { restaurant: 'Bếp Nhà' }));
    expect(mail.parsed.html).toContain('lang="fr"');
  });

  it('a name cannot add a header or a recipient', async () => {
    const email = `eve-${randomUUID().slice(0, 8)}@example.com`;
    const registered = await post('/api/auth/register', {
      email,
      password: 'Secret#123',
      fullName: 'Eve <boss@evil.example>, mallory@evil.example',
    });
    expect(registered.statusCode).toBe(201);
    // line breaks never pass the sign-up's rules; one written straight into the database cannot break out either
    await t.db
      .update(users)
      .set({ fullName: 'Eve\r\nBcc: boss@evil.example\r\nX-Injected: yes' })
      .where(eq(users.email, email));
    await post('/api/auth/forgot-password', { email });
    const [first, second] = await catcher.waitFor(to(email), 2);
    for (const mail of [first!, second!]) {
      expect(mail.to).toEqual([email]);
      expect(mail.parsed.to).toMatchObject({ value: [{ address: email }] });
      expect(mail.parsed.bcc).toBeUndefined();
      expect(mail.parsed.headers.has('x-injected')).toBe(false);
    }
    expect(catcher.messages.filter((mail) => mail.to.some((address) => address.endsWith('evil.example')))).toEqual([]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'boss@evil.example'))).toEqual([]);
  });
});
