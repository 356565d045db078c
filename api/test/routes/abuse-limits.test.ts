import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { OutboxMessage } from '@restaurant/shared/contracts';
import { scaled } from '../../../scripts/lib/machine';
import { buildApp } from '../../src/app';
import { ConfigError, loadConfig, parseTrustProxy } from '../../src/config';
import type { Database } from '../../src/db/index';
import { MemoryRateLimitStore, clientAddressKey, type RateLimitStore } from '../../src/lib/rate-limit';
import { failureDelaySeconds } from '../../src/plugins/rate-limit';
import { createRateLimitRepository } from '../../src/repositories/rate-limit-repository';
import { ACCOUNT_FAILURE_CEILING, ACCOUNT_FAILURE_WINDOW_SECONDS } from '../../src/routes/auth/index';
import {
  AN,
  DINER,
  TEST_CONFIG,
  createClock,
  createTestApp,
  engine,
  newDiner,
  openTestDatabase,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Attempt = { email: string; password: string; from?: string; forwardedFor?: string };
const signIn = (app: FastifyInstance, { email, password, from = '127.0.0.1', forwardedFor }: Attempt) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email, password },
  });
const wrong = (email: string = DINER.email) => ({ email, password: 'not-the-password-1' });

describe('the account-wide ceiling on wrong passwords', () => {
  it(
    'reached from 20 addresses: a stranger is refused (429, translated, Retry-After); the owner with a live refresh token signs in',
    async () => {
      const clock = createClock();
      const limited = await createTestApp({ clock });
      try {
        // the owner is signed in on their phone: a live refresh token of the account
        const phone = (await signIn(limited.app, { ...AN, from: '198.51.100.20' })).json().data.refreshToken as string;
        // 20 addresses, 5 wrong passwords each (their free failures): the account's 100th failure
        for (let address = 0; address < 20; address++) {
          for (let guess = 0; guess < ACCOUNT_FAILURE_CEILING / 20; guess++) {
            const { statusCode } = await signIn(limited.app, { ...wrong(AN.email), from: `203.0.113.${address}` });
            expect([address, guess, statusCode]).toEqual([address, guess, 401]);
          }
        }
        // a new address, never slowed by the per-pair delay: refused before the password is even tried
        const stranger = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '192.0.2.77',
          headers: { 'accept-language': 'fr' },
          payload: AN,
        });
        expect([stranger.statusCode, stranger.json().code]).toEqual([429, 'ACCOUNT_CEILING_REACHED']);
        expect(stranger.json().message).toContain('Trop de mots de passe erronés');
        const retryAfter = Number(stranger.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_FAILURE_WINDOW_SECONDS);
        // a refresh token that is not a live one of this account proves nothing
        const other = (await signIn(limited.app, { ...DINER, from: '198.51.100.21' })).json().data.refreshToken;
        for (const refreshToken of [other, 'made-up-token']) {
          const pretender = await limited.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress: '192.0.2.78',
            payload: { ...AN, refreshToken },
          });
          expect(pretender.statusCode).toBe(429);
        }

        // the owner, from a new address but with the phone's refresh token: signed in
        const owner = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '192.0.2.99',
          payload: { ...AN, refreshToken: phone },
        });
        expect(owner.statusCode).toBe(200);
        // other accounts are not touched
        expect((await signIn(limited.app, { ...DINER, from: '192.0.2.77' })).statusCode).toBe(200);

        // the ceiling lifts when its window ends
        clock.advance(ACCOUNT_FAILURE_WINDOW_SECONDS * 1000);
        expect((await signIn(limited.app, { ...AN, from: '192.0.2.77' })).statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    },
    scaled(120_000),
  );
});

describe('the ceiling lifted by the e-mailed reset link', () => {
  it(
    'the owner without a signed-in device resets the password by the link and signs in; strangers start from zero',
    async () => {
      const limited = await createTestApp();
      try {
        const { email } = await newDiner(limited.app, 'Ceiling Owner');
        for (let address = 0; address < 20; address++) {
          for (let guess = 0; guess < ACCOUNT_FAILURE_CEILING / 20; guess++) {
            await signIn(limited.app, { ...wrong(email), from: `203.0.113.${address}` });
          }
        }
        const newPassword = 'Lifted#2027';
        expect((await signIn(limited.app, { email, password: newPassword, from: '192.0.2.7' })).statusCode).toBe(429);

        const asked = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          remoteAddress: '192.0.2.7',
          payload: { email },
        });
        expect(asked.statusCode).toBe(202);
        const outbox = await limited.app.inject(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const messages: OutboxMessage[] = outbox.json().data.items;
        const link = messages.find((message) => message.kind === 'password-reset')?.link ?? '';
        const token = /#token=([\w-]+)$/.exec(link)?.[1];
        const reset = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          remoteAddress: '192.0.2.7',
          payload: { token, password: newPassword },
        });
        expect(reset.statusCode).toBe(204);

        // the owner, on a new device and without a refresh token, signs in with the new password
        expect((await signIn(limited.app, { email, password: newPassword, from: '192.0.2.7' })).statusCode).toBe(200);
        // a stranger's guess counts again from the first: a wrong password, not the ceiling
        expect((await signIn(limited.app, { ...wrong(email), from: '192.0.2.66' })).statusCode).toBe(401);
      } finally {
        await limited.close();
      }
    },
    scaled(120_000),
  );
});

describe('sign-in failures per account and address', () => {
  it(
    "no lock-out by strangers: 50 wrong passwords for a diner from other addresses, then the right one from the diner's address signs in",
    async () => {
      const limited = await createTestApp();
      try {
        const statuses: Record<number, number> = {};
        for (let i = 1; i <= 50; i++) {
          // ten addresses, five wrong passwords each, the account written every which way
          const email = i % 2 ? DINER.email : ` ${DINER.email.toUpperCase()} `;
          const { statusCode } = await signIn(limited.app, { ...wrong(email), from: `203.0.113.${i % 10}` });
          statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
        }
        expect(statuses).toEqual({ 401: 50 });
        const diner = await signIn(limited.app, { ...DINER, from: '198.51.100.7' });
        expect(diner.statusCode).toBe(200);
        expect(diner.json().data).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
        // and the strangers' addresses, past their free failures, now wait before each further guess
        const stranger = await signIn(limited.app, { ...DINER, from: '203.0.113.3' });
        expect(stranger.statusCode).toBe(429);
      } finally {
        await limited.close();
      }
    },
    scaled(120_000),
  );

  it(
    'slows repeated failures from one address down progressively (the password is not even tried meanwhile); a success from there forgets them',
    async () => {
      const clock = createClock();
      const limited = await createTestApp({ clock });
      const from = '192.0.2.44';
      try {
        for (let i = 1; i <= 5; i++) expect((await signIn(limited.app, { ...wrong(), from })).statusCode).toBe(401);
        const waits: number[] = [];
        for (const expected of [1, 2, 4, 8]) {
          // too soon, even with the right password
          const early = await signIn(limited.app, { ...DINER, from });
          expect(early.statusCode).toBe(429);
          expect(early.json()).toEqual({ message: expect.stringContaining('Too many attempts'), code: 'RATE_LIMITED' });
          waits.push(Number(early.headers['retry-after']));
          clock.advance(expected * 1000);
          expect((await signIn(limited.app, { ...wrong(), from })).statusCode).toBe(401);
        }
        expect(waits).toEqual([1, 2, 4, 8]);
        // another account from the same address, and the same account from another address, are not slowed
        expect((await signIn(limited.app, { ...AN, from })).statusCode).toBe(200);
        expect((await signIn(limited.app, { ...DINER, from: '192.0.2.45' })).statusCode).toBe(200);

        clock.advance(16 * 1000);
        expect((await signIn(limited.app, { ...DINER, from })).statusCode).toBe(200);
        // forgotten: five free failures again
        for (let i = 1; i <= 5; i++) expect((await signIn(limited.app, { ...wrong(), from })).statusCode).toBe(401);
        expect((await signIn(limited.app, { ...wrong(), from })).statusCode).toBe(429);
      } finally {
        await limited.close();
      }
    },
    scaled(120_000),
  );

  it('the delay doubles up to 15 minutes', () => {
    const rule = {
      freeFailures: 5,
      firstDelaySeconds: 1,
      maxDelaySeconds: 900,
      windowSeconds: 900,
      failureStatuses: [401],
    };
    expect([1, 5, 6, 7, 14, 15, 100].map((failures) => failureDelaySeconds(rule, failures))).toEqual([
      0, 1, 2, 4, 512, 900, 900,
    ]);
  });

  it('a diner signing in often is never slowed', async () => {
    for (let i = 0; i < 12; i++) expect((await signIn(t.app, DINER)).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('parses off, a hop count, true as one hop, and lists of proxy addresses or ranges; refuses anything else', () => {
    expect(loadConfig({}).config.trustProxy).toBe(0);
    expect(parseTrustProxy('0')).toBe(0);
    expect(parseTrustProxy('false')).toBe(0);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,fd00::/8, loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.300', 'fd00::/129', '10.0.0.1/8/8']) {
      expect(() => parseTrustProxy(bad)).toThrow(ConfigError);
    }
    expect(() => loadConfig({ TRUST_PROXY: 'every proxy' })).toThrow(/TRUST_PROXY/);
  });

  /** An app allowing 2 sign-in attempts per minute per client address, behind the proxies `trustProxy` names. */
  async function limitedBehind(trustProxy: number | string[]) {
    return createTestApp({ config: { authRateLimitMax: 2, trustProxy } });
  }
  const attempt = (app: FastifyInstance, from: string, forwardedFor?: string) =>
    signIn(app, { ...wrong(`someone-${Math.random()}@example.com`), from, ...(forwardedFor ? { forwardedFor } : {}) });

  it('unset: the socket address is the client, so a made-up X-Forwarded-For does not escape the limit', async () => {
    const limited = await limitedBehind(0);
    try {
      const statuses = [];
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
        statuses.push((await attempt(limited.app, '203.0.113.9', client)).statusCode);
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('one hop: clients behind the proxy are counted apart, by the address the proxy appended (not one they sent)', async () => {
    const limited = await limitedBehind(1);
    try {
      const proxy = '10.0.0.1';
      expect((await attempt(limited.app, proxy, '198.51.100.1')).statusCode).toBe(401);
      expect((await attempt(limited.app, proxy, '198.51.100.1')).statusCode).toBe(401);
      // the proxy appends the real peer: what the client wrote before it is not believed
      expect((await attempt(limited.app, proxy, '192.0.2.77, 198.51.100.1')).statusCode).toBe(429);
      expect((await attempt(limited.app, proxy, '198.51.100.2')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('a list of proxies: X-Forwarded-For is believed from those addresses only', async () => {
    const limited = await limitedBehind(['10.0.0.0/24']);
    try {
      expect((await attempt(limited.app, '10.0.0.5', '198.51.100.1')).statusCode).toBe(401);
      expect((await attempt(limited.app, '10.0.0.5', '198.51.100.2')).statusCode).toBe(401);
      expect((await attempt(limited.app, '10.0.0.5', '198.51.100.3')).statusCode).toBe(401);
      // not a trusted proxy: its header is ignored and the socket address is counted
      const outsider = [];
      for (const client of ['198.51.100.4', '198.51.100.5', '198.51.100.6'])
        outsider.push((await attempt(limited.app, '192.0.2.1', client)).statusCode);
      expect(outsider).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('client address key', () => {
  it('keeps IPv4, counts IPv6 per /56 (a customer’s whole delegation) and IPv4-mapped IPv6 as IPv4', () => {
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:0::/56');
    expect(clientAddressKey('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:0::/56');
    // every /64 of one /56 is one address; the next /56 is another
    expect(clientAddressKey('2001:db8:1:ff:1::1')).toBe('2001:db8:1:0::/56');
    expect(clientAddressKey('2001:db8:1:1ff::1')).toBe('2001:db8:1:100::/56');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/56');
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/56');
  });
});

describe.each([
  ['memory', () => new MemoryRateLimitStore()],
  [`database (${engine})`, () => createRateLimitRepository(t.db)],
])('rate-limit store: %s', (_name, createStore: () => RateLimitStore) => {
  it('counts hits in a fixed window, starts over once it ends, peeks without counting, clears and purges ended windows', async () => {
    const store = createStore();
    // long before any counter the other tests leave in the database, so the purge counts only this one
    const start = new Date('2000-01-01T00:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    const key = `test|${Math.random()}`;
    expect(await store.hit(key, 60_000, start)).toEqual({ hits: 1, resetAt: at(60_000) });
    expect(await store.hit(key, 60_000, at(59_999))).toEqual({ hits: 2, resetAt: at(60_000) });
    expect(await store.peek(key, at(59_999))).toEqual({ hits: 2, resetAt: at(60_000) });
    expect(await store.peek(key, at(60_000))).toBeNull();
    expect(await store.hit(key, 60_000, at(60_000))).toEqual({ hits: 1, resetAt: at(120_000) });
    expect(await store.purgeExpired(at(119_999))).toBe(0);
    expect(await store.purgeExpired(at(120_000))).toBe(1);
    expect(await store.hit(key, 60_000, at(120_000))).toEqual({ hits: 1, resetAt: at(180_000) });
    await store.clear(key);
    expect(await store.peek(key, at(120_000))).toBeNull();
  });
});

// With PostgreSQL every instance counts in the database; PGlite is one process, so its counters stay in memory.
(engine === 'postgres' ? describe : describe.skip)('two API instances on one PostgreSQL database', () => {
  let second: FastifyInstance;
  let shared: { database: Database; drop(): Promise<void> };
  let first: FastifyInstance;
  beforeAll(async () => {
    shared = await openTestDatabase();
    const config = { ...TEST_CONFIG, authRateLimitMax: 8 };
    // both share one pool here; only the last one to close may end it
    first = await buildApp({ database: { ...shared.database, close: async () => {} }, config, logger: false });
    second = await buildApp({ database: shared.database, config, logger: false });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await shared.drop();
  });

  it('share the per-address count', async () => {
    const from = '203.0.113.50';
    const statuses = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await signIn(i % 2 ? second : first, { ...wrong(`x-${i}@example.com`), from })).statusCode);
    expect(statuses).toEqual([...new Array<number>(8).fill(401), 429]);
  });

  it('share the failures of an (account, address) pair', async () => {
    const from = '198.51.100.60';
    for (let i = 1; i <= 5; i++) {
      const app = i % 2 ? first : second;
      expect((await signIn(app, { ...wrong(), from })).statusCode).toBe(401);
    }
    // the pair's wait (1 s), not the address limit (a minute)
    for (const app of [first, second]) {
      const early = await signIn(app, { ...DINER, from });
      expect([early.statusCode, early.headers['retry-after']]).toEqual([429, '1']);
    }
    expect((await signIn(second, { ...DINER, from: '198.51.100.61' })).statusCode).toBe(200);
  });
});
