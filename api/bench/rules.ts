// Availability after a change of the booking rules (issue 57): a save of `PUT /api/manage/settings` drops every cached
// availability on every instance (it publishes the settings' and the tables' tags). This step measures one slot's
// availability, saves the rules, measures again, and shows the cache filling again: the first read after the save
// goes to the database, the following ones are answered from memory. Availability's cache (ReadCache) sends no
// header, so that is shown by timing the first read against the following ones; the booking rules' response cache
// says it with `X-Cache`. On PGlite, a manager of the bench's own making the change. Run by
// `npm run bench -w api` after the routes, or alone with `npm run bench -w api -- --rules`.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ManagedSettings } from '@restaurant/shared/contracts';
import { pgliteFolder } from '../src/db/index';
import { pgliteOptions } from '../src/db/pglite-options';

type Measure = (
  url: string,
  requests: { path: string }[],
  connections: number,
  duration: number,
) => Promise<{ rps: number; p50: number; p99: number; bad: number }>;

export type RulesBenchDeps = {
  startServer: (env: NodeJS.ProcessEnv) => Promise<{ url: string; child: ChildProcess }>;
  stopServer: (child: ChildProcess) => Promise<void>;
  measure: Measure;
  /** seconds per measurement */
  duration: number;
  connections: number;
};

/** Single reads timed one after the other: the first, then the median of the following ones. */
const FOLLOWING_READS = 20;

export type CacheFill = { firstMs: number; followingMedianMs: number };
export type RulesBenchResult = {
  before: { p50: number; p99: number; rps: number; bad: number; fill: CacheFill };
  after: { p50: number; p99: number; rps: number; bad: number; fill: CacheFill };
  saveMs: number;
  /** `X-Cache` of the booking rules' first and second read after the save */
  rulesCache: [string, string];
};

async function timedRead(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** The first read of a slot nobody asked for since the last write, then the following ones. */
async function cacheFill(url: string): Promise<CacheFill> {
  const firstMs = await timedRead(url);
  const following: number[] = [];
  for (let i = 0; i < FOLLOWING_READS; i++) following.push(await timedRead(url));
  following.sort((a, b) => a - b);
  return { firstMs, followingMedianMs: following[Math.floor(following.length / 2)]! };
}

const BENCH_MANAGER = { email: 'bench-manager@bench.example', password: 'Bench#Manager2026' };

/**
 * A manager of the bench's own on a PGlite data directory: signed up through the API, then, the server stopped (it
 * holds the directory), made a manager in the database as `staff:create` does.
 */
async function addManager(dataDir: string, deps: RulesBenchDeps, env: NodeJS.ProcessEnv) {
  const { url, child } = await deps.startServer(env);
  try {
    const registered = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...BENCH_MANAGER, fullName: 'Bench manager' }),
    });
    if (registered.status !== 201) throw new Error(`sign-up answered ${registered.status}`);
  } finally {
    await deps.stopServer(child);
  }
  const pglite = await PGlite.create(pgliteOptions(pgliteFolder(dataDir), undefined));
  await pglite.query(`update users set role = 'manager' where email = $1`, [BENCH_MANAGER.email]);
  await pglite.close();
}

async function managerAuth(url: string): Promise<Record<string, string>> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_MANAGER),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  return { authorization: `Bearer ${token}` };
}

/** One booking rule changed (the booking window a day longer), saved as the settings page saves it. */
async function changeRules(url: string, auth: Record<string, string>): Promise<number> {
  const read = await fetch(`${url}/api/manage/settings`, { headers: auth });
  if (read.status !== 200) throw new Error(`settings answered ${read.status}`);
  const { settings } = ((await read.json()) as { data: ManagedSettings }).data;
  const started = performance.now();
  const saved = await fetch(`${url}/api/manage/settings`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json', 'if-match': read.headers.get('etag') ?? '' },
    body: JSON.stringify({ ...settings, bookingWindowDays: settings.bookingWindowDays + 1 }),
  });
  await saved.arrayBuffer();
  if (saved.status !== 200) throw new Error(`the settings' save answered ${saved.status}`);
  return performance.now() - started;
}

export async function benchRules(deps: RulesBenchDeps): Promise<RulesBenchResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-bench-rules-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  let server: { url: string; child: ChildProcess } | undefined;
  try {
    await addManager(dataDir, deps, env);
    server = await deps.startServer(env);
    const { url } = server;
    const auth = await managerAuth(url);
    const tomorrow = new Date(Date.now() + 7 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
    const slotPath = `/api/public/restaurant-table/floors/1/availability?reservationDate=${tomorrow}&reservationTime=19:00&estimatedDuration=90`;
    const requests = [{ path: slotPath }];

    // warm-up (JIT, prepared plans) on another slot: the measured one is first read below, as after the save
    await deps.measure(url, [{ path: slotPath.replace('19:00', '19:15') }], 10, 1);
    const beforeFill = await cacheFill(`${url}${slotPath}`);
    const before = await deps.measure(url, requests, deps.connections, deps.duration);

    const saveMs = await changeRules(url, auth);
    const afterFill = await cacheFill(`${url}${slotPath}`);
    const rulesCache: [string, string] = ['', ''];
    for (const i of [0, 1] as const) {
      const response = await fetch(`${url}/api/public/restaurant-table/booking-rules`);
      await response.arrayBuffer();
      rulesCache[i] = response.headers.get('x-cache') ?? 'none';
    }
    const after = await deps.measure(url, requests, deps.connections, deps.duration);
    return { before: { ...before, fill: beforeFill }, after: { ...after, fill: afterFill }, saveMs, rulesCache };
  } finally {
    if (server) await deps.stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

export function rulesLines(result: RulesBenchResult, connections: number): string[] {
  const row = (when: string, m: RulesBenchResult['before']) =>
    `${when.padEnd(8)}${ms(m.p50).padStart(10)}${ms(m.p99).padStart(10)}${m.rps.toFixed(0).padStart(9)}` +
    `${String(m.bad).padStart(9)}   first read ${ms(m.fill.firstMs)}, then ${ms(m.fill.followingMedianMs)} ` +
    `(median of ${FOLLOWING_READS})`;
  return [
    `== availability (floor 1, one slot) before and after a rules change (PUT /api/manage/settings, ${ms(result.saveMs)}), pglite, ${connections} connections ==`,
    `${'when'.padEnd(8)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'req/s'.padStart(9)}${'non-2xx'.padStart(9)}`,
    row('before', result.before),
    row('after', result.after),
    `booking rules after the save: X-Cache ${result.rulesCache[0]}, then ${result.rulesCache[1]}`,
  ];
}
