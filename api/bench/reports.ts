// The manager's reports (issue 57) over 100,000 generated orders on PostgreSQL: each report's p50 and p99 over the
// longest range the API takes (three years), the target being p99 ≤ 1 s. Run by `npm run bench -w api` after the
// routes, or alone with `npm run bench -w api -- --reports`.
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { REPORT_NAMES } from '@restaurant/shared/contracts';

export const REPORT_ORDERS = 100_000;
const REPORT_BOOKINGS = 30_000;
const REPORT_REVIEWERS = 2_000;
/** The target of issue 57: a report over 100,000 orders answers within 1 s. */
export const REPORT_P99_TARGET_MS = 1_000;

type Measure = (
  url: string,
  requests: { path: string; headers?: Record<string, string> }[],
  connections: number,
  duration: number,
) => Promise<{ rps: number; p50: number; p99: number; bad: number }>;

export type ReportsBenchDeps = {
  startServer: (env: NodeJS.ProcessEnv) => Promise<{ url: string; child: ChildProcess }>;
  stopServer: (child: ChildProcess) => Promise<void>;
  measure: Measure;
  /** seconds per report */
  duration: number;
};

/**
 * Three years of a busy restaurant, written by the database itself (generate_series): orders spread over the last
 * 1,095 days, one in ten cancelled, one in seven with a voucher, three lines each; walk-in bookings with
 * attendance; one review per generated diner. ANALYZE, so the planner sees the tables as a live database would.
 */
async function generate(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      insert into users (email, full_name)
      select 'bench-' || g || '@bench.example', 'Bench diner ' || g from generate_series(1, ${REPORT_REVIEWERS}) g`);
    await client.query(`
      with u as (select min(id) as first from users where email like 'bench-%'),
        v as (select id, code from vouchers order by id limit 1),
        o as (
          select g, now() - random() * interval '1095 days' as at, 50000 + (g % 20) * 10000 as subtotal,
            case when g % 7 = 0 then 10000 else 0 end as discount
          from generate_series(1, ${REPORT_ORDERS}) g
        )
      insert into orders (code, user_id, type, status, pickup_at, subtotal, discount, total, voucher_id, voucher_code,
        payment_method, created_at)
      select 'BENCH' || o.g, u.first + o.g % ${REPORT_REVIEWERS}, 'PICKUP',
        case when o.g % 10 = 0 then 'CANCELLED' else 'COMPLETED' end, o.at + interval '30 minutes', o.subtotal,
        o.discount, o.subtotal - o.discount, case when o.discount > 0 then v.id end,
        case when o.discount > 0 then v.code end, 'PAY_AT_RESTAURANT', o.at
      from o cross join u cross join v`);
    await client.query(`
      with f as (select array_agg(id order by id) as ids, array_agg(name order by id) as names,
          array_agg(price order by id) as prices, count(*)::int as n from foods)
      insert into order_lines (order_id, food_id, name, unit_price, quantity)
      select o.id, f.ids[1 + (o.id * 3 + k) % f.n], f.names[1 + (o.id * 3 + k) % f.n],
        f.prices[1 + (o.id * 3 + k) % f.n], 1 + (o.id + k) % 3
      from orders o cross join generate_series(0, 2) k cross join f
      where o.code like 'BENCH%'`);
    await client.query(`
      with fl as (select min(id) as id from floors),
        b as (
          select g, (now() - random() * interval '1095 days')::date as day,
            (array['11:00', '12:00', '12:30', '18:00', '19:00', '20:30'])[1 + g % 6] as time
          from generate_series(1, ${REPORT_BOOKINGS}) g
        )
      insert into reservations (code, floor_id, reservation_date, reservation_time, duration_minutes, start_at, end_at,
        guests, contact_name, status, attendance)
      select 'BENCHB' || b.g, fl.id, b.day, b.time, 90, (b.day + b.time::time) at time zone 'Asia/Ho_Chi_Minh',
        (b.day + b.time::time + interval '90 minutes') at time zone 'Asia/Ho_Chi_Minh', 1 + b.g % 8, 'Walk-in',
        case when b.g % 13 = 0 then 'cancelled' else 'confirmed' end,
        case when b.g % 13 = 0 then null when b.g % 11 = 0 then 'no_show' else 'completed' end
      from b cross join fl`);
    await client.query(`
      insert into reviews (user_id, rating, comment, created_at, updated_at)
      select id, 1 + id % 5, 'Bench review', at, at
      from (select id, now() - random() * interval '1095 days' as at from users where email like 'bench-%') r`);
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** A manager of the bench's own: signed up through the API, made a manager in the database as `staff:create` does. */
async function managerToken(url: string, databaseUrl: string): Promise<string> {
  const email = `bench-manager-${Date.now()}@bench.example`;
  const password = 'Bench#Manager2026';
  const registered = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, fullName: 'Bench manager' }),
  });
  if (registered.status !== 201) throw new Error(`sign-up answered ${registered.status}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`update users set role = 'manager' where email = $1`, [email]);
  await client.end();
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

export type ReportsBenchRow = { report: string; p50: number; p99: number; rps: number; bad: number };

/** Generates the data on a migrated, seeded database (the server's first start), then measures each report. */
export async function benchReports(databaseUrl: string, deps: ReportsBenchDeps): Promise<ReportsBenchRow[]> {
  const first = await deps.startServer({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '10' });
  await deps.stopServer(first.child); // migrations and the seed are in
  await generate(databaseUrl);
  const { url, child } = await deps.startServer({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '10' });
  try {
    const headers = { authorization: `Bearer ${await managerToken(url, databaseUrl)}` };
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const start = new Date(`${today}T00:00:00Z`);
    start.setUTCFullYear(start.getUTCFullYear() - 3);
    start.setUTCDate(start.getUTCDate() + 1); // the longest range the API takes ends the day before three years on
    const range = `from=${start.toISOString().slice(0, 10)}&to=${today}`;
    const rows: ReportsBenchRow[] = [];
    const cases = [
      ...REPORT_NAMES.map((name) => ({ report: name, path: `/api/manage/reports/${name}?${range}` })),
      { report: 'revenue by month', path: `/api/manage/reports/revenue?${range}&by=month` },
      { report: 'revenue (CSV)', path: `/api/manage/reports/revenue?${range}`, csv: true },
    ];
    for (const c of cases) {
      const requests = [{ path: c.path, headers: c.csv ? { ...headers, accept: 'text/csv' } : headers }];
      await deps.measure(url, requests, 1, 1); // warm-up: prepared plans, caches
      // two connections: a manager or two looking at reports at once, not a queue of fifty
      const m = await deps.measure(url, requests, 2, deps.duration);
      rows.push({ report: c.report, p50: m.p50, p99: m.p99, rps: m.rps, bad: m.bad });
    }
    return rows;
  } finally {
    await deps.stopServer(child);
  }
}

export function reportsLines(rows: ReportsBenchRow[]): string[] {
  const worst = Math.max(...rows.map((row) => row.p99));
  return [
    `reports over ${REPORT_ORDERS.toLocaleString('en')} orders (3 years), PostgreSQL, 2 connections:`,
    `${'report'.padEnd(22)}  p50 ms  p99 ms   req/s  non-2xx`,
    ...rows.map(
      (row) =>
        `${row.report.padEnd(22)}${row.p50.toFixed(0).padStart(8)}${row.p99.toFixed(0).padStart(8)}${row.rps.toFixed(1).padStart(8)}${String(row.bad).padStart(9)}`,
    ),
    `worst p99 ${worst.toFixed(0)} ms: ${worst <= REPORT_P99_TARGET_MS ? 'within' : 'OVER'} the ${REPORT_P99_TARGET_MS} ms target`,
  ];
}
