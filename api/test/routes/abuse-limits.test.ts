import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { ConfigError, loadConfig, parseTrustProxy } from '../../src/config';
import type { Database } from '../../src/db/index';
import { MemoryRateLimitStore, clientAddressKey, type RateLimitStore } from '../../src/lib/rate-limit';
import { createRateLimitRepository } from '../../src/repositories/rate-limit-repository';
import {
  DINER,
  TEST_CONFIG,
  createClock,
  createTestApp,
  engine,
  openTestDatabase,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIFTEEN_MINUTES = 15 * 60_000;

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

describe('sign-in per account', () => {
  it('refuses the 11th attempt in 15 minutes on one account from any address, even with the right password, until the window ends', async () => {
    const clock = createClock();
    const limited = await createTestApp({ clock });
    try {
      for (let i = 1; i <= 10; i++) {
        // a different address each time, and the same account however the address is written
        const email = i % 2 ? DINER.email : ` ${DINER.email.toUpperCase()} `;
        expect((await signIn(limited.app, { ...wrong(email), from: `203.0.113.${i}` })).statusCode).toBe(401);
      }
      const refused = await signIn(limited.app, { ...DINER, from: '198.51.100.7' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: expect.stringContaining('Too many attempts'), code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      // other accounts are not affected
      expect((await signIn(limited.app, { ...wrong('an.nguyen@example.com'), from: '203.0.113.1' })).statusCode).toBe(
        401,
      );

      clock.advance(FIFTEEN_MINUTES);
      expect((await signIn(limited.app, { ...DINER, from: '198.51.100.7' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts failures only: a diner signing in often is never locked out', async () => {
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
  it('keeps IPv4, counts IPv6 per /64 and IPv4-mapped IPv6 as IPv4', () => {
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe.each([
  ['memory', () => new MemoryRateLimitStore()],
  [`database (${engine})`, () => createRateLimitRepository(t.db)],
])('rate-limit store: %s', (_name, createStore: () => RateLimitStore) => {
  it('counts hits in a fixed window, starts over once it ends, gives back refunds and purges ended windows', async () => {
    const store = createStore();
    // long before any counter the other tests leave in the database, so the purge counts only this one
    const start = new Date('2000-01-01T00:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    const key = `test|${Math.random()}`;
    expect(await store.hit(key, 60_000, start)).toEqual({ hits: 1, resetAt: at(60_000) });
    expect(await store.hit(key, 60_000, at(59_999))).toEqual({ hits: 2, resetAt: at(60_000) });
    await store.refund(key, at(59_999));
    expect(await store.hit(key, 60_000, at(59_999))).toEqual({ hits: 2, resetAt: at(60_000) });
    expect(await store.hit(key, 60_000, at(60_000))).toEqual({ hits: 1, resetAt: at(120_000) });
    expect(await store.purgeExpired(at(119_999))).toBe(0);
    expect(await store.purgeExpired(at(120_000))).toBe(1);
    expect(await store.hit(key, 60_000, at(120_000))).toEqual({ hits: 1, resetAt: at(180_000) });
  });
});

// With PostgreSQL every instance counts in the database; PGlite is one process, so its counters stay in memory.
(engine === 'postgres' ? describe : describe.skip)('two API instances on one PostgreSQL database', () => {
  let second: FastifyInstance;
  let shared: { database: Database; drop(): Promise<void> };
  let first: FastifyInstance;
  beforeAll(async () => {
    shared = await openTestDatabase();
    const config = { ...TEST_CONFIG, authRateLimitMax: 3 };
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
    for (const app of [first, second, first, second])
      statuses.push((await signIn(app, { ...wrong(`x-${Math.random()}@example.com`), from })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('share the per-account count', async () => {
    for (let i = 1; i <= 10; i++) {
      const app = i % 2 ? first : second;
      expect((await signIn(app, { ...wrong(), from: `198.51.100.${i}` })).statusCode).toBe(401);
    }
    expect((await signIn(first, { ...DINER, from: '192.0.2.200' })).statusCode).toBe(429);
    expect((await signIn(second, { ...DINER, from: '192.0.2.201' })).statusCode).toBe(429);
  });
});
