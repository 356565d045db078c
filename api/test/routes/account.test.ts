import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { OutboxMessage } from '@restaurant/shared/contracts';
import { DINER, TEST_CONFIG, createTestApp, login, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { appBaseUrl: 'https://sen.example' } });
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const outbox = async (to: string): Promise<OutboxMessage[]> =>
  (await t.app.inject(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json().data.items;
const tokenOf = (message: OutboxMessage | undefined) => {
  const token = /#token=([\w-]+)$/.exec(message?.link ?? '')?.[1];
  if (!token) throw new Error(`no token in ${JSON.stringify(message)}`);
  return token;
};
let serial = 0;
/** A fresh diner registered (not signed in): its first verification code is in the outbox. */
async function registered() {
  const email = `acct-${Date.now().toString(36)}-${++serial}@example.com`;
  const password = 'Secret#123';
  const response = await post('/api/auth/register', { email, password, fullName: 'Account Test' });
  if (response.statusCode !== 201) throw new Error(response.body);
  return { email, password };
}
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let accepted: unknown;

describe('POST /api/auth/forgot-password', () => {
  it('answers 202 and sends a single-use link with the token in the fragment', async () => {
    const { email } = await registered();
    const response = await post('/api/auth/forgot-password', { email: email.toUpperCase() });
    expect(response.statusCode).toBe(202);
    accepted = response.json();
    expect(accepted).toEqual({ data: null, message: expect.any(String) });
    const [message] = (await outbox(email)).filter((m) => m.kind === 'password-reset');
    expect(message).toMatchObject({
      to: email,
      subject: expect.any(String),
      text: expect.stringContaining(message!.link!),
    });
    expect(message!.link).toMatch(/^https:\/\/sen\.example\/auth\/forgot-password#token=[\w-]{43}$/);
    expect(message).not.toHaveProperty('code');
  });

  it('answers the same 202 for an unknown address and sends nothing', async () => {
    const response = await post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(accepted);
    expect(await outbox('nobody-here@example.com')).toEqual([]);
  });

  it('answers 400 for a malformed address', async () => {
    const response = await post('/api/auth/forgot-password', { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), code: 'VALIDATION_ERROR' });
  });

  it('answers 429 with a message once rate-limited', async () => {
    const limited = await createTestApp({ config: { authRateLimitMax: 2 } });
    try {
      // a different address each time: one address also has its own cool-down
      const ask = (email: string) =>
        limited.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      expect([(await ask('x1@example.com')).statusCode, (await ask('x2@example.com')).statusCode]).toEqual([202, 202]);
      const third = await ask('x3@example.com');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ message: expect.any(String), code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs out every session, and the link works once', async () => {
    const { email, password } = await registered();
    const session = await login(t.app, { email, password });
    await post('/api/auth/forgot-password', { email });
    const token = tokenOf((await outbox(email))[0]);
    const response = await post('/api/auth/reset-password', { token, password: 'NewPass#2027' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await post('/api/auth/login', { email, password })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'NewPass#2027' })).statusCode).toBe(200);
    expect((await post('/api/auth/refreshToken', { refreshToken: session.refreshToken })).json().code).toBe(
      'REFRESH_TOKEN_REVOKED',
    );
    const again = await post('/api/auth/reset-password', { token, password: 'Other#2028' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: expect.any(String), code: 'INVALID_RESET_TOKEN' });
  });

  it('a new link invalidates the older ones; using one link cancels the others', async () => {
    const { email } = await registered();
    await post('/api/auth/forgot-password', { email });
    const older = tokenOf((await outbox(email))[0]);
    t.clock.advance(61_000);
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
    const newer = tokenOf((await outbox(email))[0]);
    expect(newer).not.toBe(older);
    expect((await post('/api/auth/reset-password', { token: older, password: 'NewPass#2027' })).json().code).toBe(
      'INVALID_RESET_TOKEN',
    );
    expect((await post('/api/auth/reset-password', { token: newer, password: 'Other#2028' })).statusCode).toBe(204);

    // the used link is spent for good: a later one works, the used one never again
    t.clock.advance(61_000);
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
    const third = tokenOf((await outbox(email))[0]);
    expect((await post('/api/auth/reset-password', { token: newer, password: 'Again#2029' })).json().code).toBe(
      'INVALID_RESET_TOKEN',
    );
    expect((await post('/api/auth/reset-password', { token: third, password: 'Again#2029' })).statusCode).toBe(204);
  });

  it('sends one link per address per minute: asking sooner answers 429 with Retry-After, whether or not the address has an account', async () => {
    const { email } = await registered();
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
    t.clock.advance(20_000);
    for (const address of [email, 'no-account-here@example.com']) {
      if (address !== email) expect((await post('/api/auth/forgot-password', { email: address })).statusCode).toBe(202);
      const again = await post('/api/auth/forgot-password', { email: address.toUpperCase() });
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({ message: expect.any(String), code: 'RESEND_COOLDOWN' });
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await outbox(email)).filter((m) => m.kind === 'password-reset')).toHaveLength(1);
    t.clock.advance(41_000);
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(202);
    expect((await outbox(email)).filter((m) => m.kind === 'password-reset')).toHaveLength(2);
  });

  it('refuses a link older than 30 minutes', async () => {
    const { email } = await registered();
    await post('/api/auth/forgot-password', { email });
    const token = tokenOf((await outbox(email))[0]);
    t.clock.advance(30 * 60_000 + 1000);
    try {
      expect((await post('/api/auth/reset-password', { token, password: 'NewPass#2027' })).json().code).toBe(
        'INVALID_RESET_TOKEN',
      );
    } finally {
      t.clock.advance(-(30 * 60_000 + 1000));
    }
  });

  it.each([
    ['an unknown token', { token: 'made-up-token', password: 'NewPass#2027' }, 'INVALID_RESET_TOKEN'],
    ['a weak password', { token: 'whatever', password: 'onlyletters' }, 'WEAK_PASSWORD'],
    ['a short password', { token: 'whatever', password: 'ab1' }, 'VALIDATION_ERROR'],
    ['a missing token', { password: 'NewPass#2027' }, 'VALIDATION_ERROR'],
  ])('answers 400 for %s', async (_case, payload, code) => {
    const response = await post('/api/auth/reset-password', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), code });
  });
});

describe('e-mail verification', () => {
  const codeFor = async (email: string) => {
    const [message] = (await outbox(email)).filter((m) => m.kind === 'email-verification');
    if (!message?.code) throw new Error('no code in the outbox');
    return message.code;
  };

  it('sign-up sends a six-digit code; the right one verifies the address (and again is still 200)', async () => {
    const { email, password } = await registered();
    const code = await codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    expect((await login(t.app, { email, password })).user.emailVerified).toBe(false);
    const response = await post('/api/auth/verify-email', { email, code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { verified: true } });
    expect((await login(t.app, { email, password })).user.emailVerified).toBe(true);
    expect((await post('/api/auth/verify-email', { email, code: wrongCode(code) })).json()).toEqual({
      data: { verified: true },
    });
  });

  it('the seeded demo diners are verified', async () => {
    expect((await login(t.app, DINER)).user.emailVerified).toBe(true);
  });

  it('answers 400 INVALID_CODE for a wrong code, an unknown address and an expired code', async () => {
    const { email } = await registered();
    const code = await codeFor(email);
    const wrong = await post('/api/auth/verify-email', { email, code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: expect.any(String), code: 'INVALID_CODE' });
    expect((await post('/api/auth/verify-email', { email: 'ghost@example.com', code: '123456' })).json().code).toBe(
      'INVALID_CODE',
    );
    t.clock.advance(15 * 60_000 + 1000);
    try {
      expect((await post('/api/auth/verify-email', { email, code })).json().code).toBe('INVALID_CODE');
    } finally {
      t.clock.advance(-(15 * 60_000 + 1000));
    }
  });

  it('burns the code after 5 wrong attempts, even when they arrive together', async () => {
    const { email } = await registered();
    const code = await codeFor(email);
    const guesses = await Promise.all(
      Array.from({ length: 5 }, () => post('/api/auth/verify-email', { email, code: wrongCode(code) })),
    );
    expect(guesses.map((g) => g.json().code)).toEqual(Array(5).fill('INVALID_CODE'));
    expect((await post('/api/auth/verify-email', { email, code })).json().code).toBe('INVALID_CODE');
  });

  it('a new code does not buy new guesses: 5 wrong tries per address per hour, whatever was re-sent', async () => {
    const { email } = await registered();
    const first = await codeFor(email);
    for (let i = 0; i < 5; i++) await post('/api/auth/verify-email', { email, code: wrongCode(first) });
    t.clock.advance(61_000);
    expect((await post('/api/auth/verify-email/resend', { email })).statusCode).toBe(202);
    const second = await codeFor(email);
    expect((await post('/api/auth/verify-email', { email, code: second })).json().code).toBe('INVALID_CODE');
    // the hour is over: the limit starts again, and the newest code (sent within its 15 minutes) works
    t.clock.advance(60 * 60_000 - 61_000);
    expect((await post('/api/auth/verify-email/resend', { email })).statusCode).toBe(202);
    expect((await post('/api/auth/verify-email', { email, code: await codeFor(email) })).json()).toEqual({
      data: { verified: true },
    });
  });

  it.each([
    ['five digits', '12345'],
    ['letters', '12a456'],
  ])('answers 400 VALIDATION_ERROR for a code of %s', async (_case, code) => {
    const response = await post('/api/auth/verify-email', { email: 'a@example.com', code });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('resend: 429 RESEND_COOLDOWN with Retry-After inside the minute after sign-up, then 202 with a new code that works', async () => {
    const { email } = await registered();
    const first = await codeFor(email);
    const early = await post('/api/auth/verify-email/resend', { email });
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ message: expect.any(String), code: 'RESEND_COOLDOWN' });
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);
    t.clock.advance(61_000);
    try {
      const response = await post('/api/auth/verify-email/resend', { email });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ data: { retryAfterSeconds: 60 } });
      const second = await codeFor(email);
      expect((await outbox(email)).filter((m) => m.kind === 'email-verification')).toHaveLength(2);
      // the newer code replaces the older one
      if (second !== first)
        expect((await post('/api/auth/verify-email', { email, code: first })).json().code).toBe('INVALID_CODE');
      expect((await post('/api/auth/verify-email', { email, code: second })).statusCode).toBe(200);
    } finally {
      t.clock.advance(-61_000);
    }
  });

  it('resend answers an unknown or already verified address exactly like a real one (202, then the cool-down)', async () => {
    for (const email of ['unknown-resend@example.com', DINER.email]) {
      const response = await post('/api/auth/verify-email/resend', { email });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ data: { retryAfterSeconds: 60 } });
      expect((await post('/api/auth/verify-email/resend', { email })).json().code).toBe('RESEND_COOLDOWN');
      expect((await outbox(email)).filter((m) => m.kind === 'email-verification')).toEqual([]);
    }
    expect((await post('/api/auth/verify-email/resend', { email: 'nope' })).statusCode).toBe(400);
  });
});

describe('/api/dev/outbox', () => {
  it('lists messages newest first, filters by address, and DELETE empties it', async () => {
    const a = await registered();
    const b = await registered();
    await post('/api/auth/forgot-password', { email: a.email });
    const all = (await t.app.inject('/api/dev/outbox')).json().data.items as OutboxMessage[];
    const ids = all.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(all.map((m) => m.kind)).toEqual(expect.arrayContaining(['password-reset', 'email-verification']));
    const onlyA = await outbox(a.email);
    expect(onlyA.map((m) => m.kind)).toEqual(['password-reset', 'email-verification']);
    expect(onlyA.every((m) => m.to === a.email)).toBe(true);
    expect(all.some((m) => m.to === b.email)).toBe(true);
    const emptied = await t.app.inject({ method: 'DELETE', url: '/api/dev/outbox' });
    expect(emptied.statusCode).toBe(204);
    expect((await t.app.inject('/api/dev/outbox')).json()).toEqual({ data: { items: [] } });
  });

  it('does not exist unless DEV_OUTBOX=1 asked for it', async () => {
    const production = await createTestApp({ config: { ...TEST_CONFIG, devOutbox: false } });
    try {
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await production.app.inject({ method, url: '/api/dev/outbox' });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('ROUTE_NOT_FOUND');
      }
      // and nothing is stored: the reset still answers 202
      expect(
        (
          await production.app.inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            payload: { email: DINER.email },
          })
        ).statusCode,
      ).toBe(202);
    } finally {
      await production.close();
    }
  });
});
