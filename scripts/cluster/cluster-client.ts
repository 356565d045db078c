import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { createParser } from 'eventsource-parser';
import type pg from 'pg';

/** What the cluster's tests and bench need from the API over real HTTP (through nginx or one instance). */
export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface Diner {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

export const RESERVATIONS = '/api/public/restaurant-table/reservations';

export async function call(
  base: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the failure message
  }
  return { status: response.status, body, headers: response.headers };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `body.data[key]`, or a readable failure naming what came back instead. */
export function dataField(answer: Answer, key: string): unknown {
  const data = isRecord(answer.body) ? answer.body.data : undefined;
  if (!isRecord(data) || !(key in data)) {
    throw new Error(`expected data.${key} in a ${answer.status} answer, got ${JSON.stringify(answer.body)}`);
  }
  return data[key];
}

export function errorCode(answer: Answer): string | undefined {
  return isRecord(answer.body) && typeof answer.body.code === 'string' ? answer.body.code : undefined;
}

export function tokensOf(answer: Answer): { accessToken: string; refreshToken: string } {
  const accessToken = dataField(answer, 'accessToken');
  const refreshToken = dataField(answer, 'refreshToken');
  if (typeof accessToken !== 'string' || typeof refreshToken !== 'string') throw new Error('tokens are not strings');
  return { accessToken, refreshToken };
}

export async function signIn(base: string, email: string, password: string): Promise<Diner> {
  const answer = await call(base, 'POST', '/api/auth/login', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`login: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { email, password, ...tokensOf(answer) };
}

/** A new diner of the caller's own, registered and signed in. */
export async function newDiner(base: string): Promise<Diner> {
  const email = `cluster-${randomUUID().slice(0, 12)}@example.com`;
  const password = 'Cluster#2026';
  const registered = await call(base, 'POST', '/api/auth/register', {
    body: { email, password, fullName: 'Cluster Diner' },
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  return signIn(base, email, password);
}

/** The restaurant-local date (UTC+7) `days` from today. */
export function localDate(days: number): string {
  return new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export function booking(tableId: number, days: number, time: string) {
  return {
    tableIds: [tableId],
    reservationDate: localDate(days),
    reservationTime: time,
    estimatedDuration: 120,
    guests: 2,
    contactName: 'Cluster',
    contactPhone: '0912345678',
  };
}

/** The instance port of each request nginx logged for `pathPrefix` (from the `upstream=` field of its access log). */
export async function upstreamsOf(accessLog: string, method: string, pathPrefix: string): Promise<number[]> {
  const lines = (await readFile(accessLog, 'utf8')).split('\n');
  return lines
    .filter((line) => line.includes(`"${method} ${pathPrefix}`))
    .map((line) => /upstream=127\.0\.0\.1:(\d+)/.exec(line)?.[1])
    .filter((port): port is string => port !== undefined)
    .map(Number);
}

/** One Server-Sent Event as a client parses it. */
export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: unknown;
  /** `performance.now()` when the client had read the whole event (the push bench's clock) */
  receivedAt: number;
}

/**
 * An event stream of the API read with fetch, as the front end reads it (a bearer header, so not EventSource).
 * `next` waits for the next event that matches; it fails if the stream ends first. `close` aborts the request.
 */
export async function openEventStream(base: string, path: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const received: StreamEvent[] = [];
  let cursor = 0;
  let ended = false;
  let wake = () => {};
  const reading = (async () => {
    const parser = createParser({
      onEvent: ({ id, event, data }) =>
        received.push({ id, event: event ?? 'message', data: JSON.parse(data), receivedAt: performance.now() }),
    });
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body ?? []) {
        parser.feed(decoder.decode(chunk, { stream: true }));
        wake();
      }
    } catch {
      // aborted
    } finally {
      ended = true;
      wake();
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    received,
    async next(match: (event: StreamEvent) => boolean, what: string): Promise<StreamEvent> {
      for (;;) {
        while (cursor < received.length) {
          const event = received[cursor++] as StreamEvent;
          if (match(event)) return event;
        }
        if (ended) throw new Error(`the stream ended before ${what}: ${JSON.stringify(received)}`);
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

/** A new account made staff the way `npm run staff:create` does, by its role in the database, then signed in. */
export async function newStaff(base: string, database: pg.Pool | pg.Client): Promise<Diner> {
  const staff = await newDiner(base);
  await database.query("UPDATE users SET role = 'staff' WHERE email = $1", [staff.email]);
  return staff;
}

/** A new account made manager the way `npm run staff:create -- --role manager` does, then signed in. */
export async function newManager(base: string, database: pg.Pool | pg.Client): Promise<Diner> {
  const manager = await newDiner(base);
  await database.query("UPDATE users SET role = 'manager' WHERE email = $1", [manager.email]);
  return manager;
}

/** The cheapest available dish's id: what the order helpers put in a cart. */
export async function cheapestDishId(database: pg.Pool | pg.Client): Promise<number> {
  const { rows } = await database.query<{ id: number }>(
    'SELECT id FROM foods WHERE available ORDER BY price, id LIMIT 1',
  );
  const dish = rows[0];
  if (!dish) throw new Error('no available dish in the database');
  return dish.id;
}

/** Tomorrow 10:00 restaurant time (UTC+7): an open pick-up slot whatever the time of the run. */
export function tomorrowPickupAt(): string {
  return new Date(Date.parse(`${localDate(1)}T10:00:00.000Z`) - 7 * 3600_000).toISOString();
}

/**
 * One dish in the diner's cart, then a pick-up order of it, on `base`: the order's id. `sentAt` is
 * `performance.now()` just before the order's request (the push bench's start).
 */
export async function placePickupOrder(
  base: string,
  diner: Diner,
  foodId: number,
): Promise<{ id: number; sentAt: number }> {
  const added = await call(base, 'POST', '/api/carts/addToCart', {
    token: diner.accessToken,
    body: { foodId, quantity: 1 },
  });
  if (added.status !== 201) throw new Error(`addToCart: ${added.status} ${JSON.stringify(added.body)}`);
  const sentAt = performance.now();
  const ordered = await call(base, 'POST', '/api/orders', {
    token: diner.accessToken,
    body: { type: 'PICKUP', pickupAt: tomorrowPickupAt(), paymentMethod: 'PAY_AT_RESTAURANT' },
  });
  const id = dataField(ordered, 'id');
  if (ordered.status !== 201 || typeof id !== 'number') {
    throw new Error(`order: ${ordered.status} ${JSON.stringify(ordered.body)}`);
  }
  return { id, sentAt };
}

/**
 * The cluster's limits per client address and account, raised for a bench: one machine plays every client, from one
 * address and a few accounts, and the limits would measure themselves.
 */
export const BENCH_CLIENT_LIMITS: NodeJS.ProcessEnv = {
  AUTH_RATE_LIMIT_MAX: '100000',
  NGINX_REQUESTS_PER_SECOND: '1000000',
  NGINX_CONNECTIONS_PER_ADDRESS: '1000000',
  EVENTS_MAX_PER_ACCOUNT: '9999',
  EVENTS_MAX_PER_ADDRESS: '99999',
  EVENTS_OPEN_RATE_MAX: '999999',
};
