/**
 * `npm run bench:cluster`: bookings per second through nginx with 1, then 2 API instances (each on a fresh throw-away
 * PostgreSQL server), then 1 instance holding 100 kitchen boards' streams open; then the boards' push latency
 * (scripts/cluster/push-bench.ts; `--push` runs only that, `--no-push` skips it). Every booking is a real one (a diner of its own, a table, day and hour no other booking holds),
 * so each 201 is a transaction that passed the exclusion constraint and the diner's caps. Prints figures, asserts
 * nothing. BENCH_BOOKINGS (default 300) and BENCH_CONCURRENCY (default 16) size the run; `--instances 1,2,3` picks the
 * cluster sizes.
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { inBatches } from '../lib/in-batches';
import { startCluster } from './cluster';
import {
  BENCH_CLIENT_LIMITS,
  booking,
  call,
  errorCode,
  newDiner,
  newStaff,
  openEventStream,
  RESERVATIONS,
  type Diner,
} from './cluster-client';
import { runPushBench } from './push-bench';

const BOOKINGS_PER_DINER = 3;
/** bookings 12:00-14:00, 14:30-16:30...: never two of one table overlapping */
const START_TIMES = ['10:00', '12:15', '14:30', '16:45', '19:00'];

export interface ClusterBenchFigures {
  instances: number;
  /** staff boards' event streams held open through the run */
  boards: number;
  bookings: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  refused: number;
  spread: string;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

function sizes(args: readonly string[]): number[] {
  const inline = args.find((arg) => arg.startsWith('--instances='))?.split('=')[1];
  const index = args.indexOf('--instances');
  const raw = inline ?? (index !== -1 ? args[index + 1] : undefined) ?? '1,2';
  const counts = raw.split(',').map(Number);
  if (counts.some((count) => !Number.isInteger(count) || count < 1)) throw new Error(`--instances: got "${raw}"`);
  return counts;
}

async function measure(
  instances: number,
  bookings: number,
  concurrency: number,
  heldBoards = 0,
): Promise<ClusterBenchFigures> {
  const cluster = await startCluster({
    instances,
    port: 0,
    env: {
      ...process.env,
      DATABASE_URL: '',
      JWT_SECRET: '',
      ...BENCH_CLIENT_LIMITS,
      LOG_LEVEL: 'warn',
    },
    log: () => undefined,
    output: (name, line) => {
      if (name === 'nginx' || line.includes('"level":50')) console.error(`[${name}] ${line}`);
    },
  });
  const boards: Array<Awaited<ReturnType<typeof openEventStream>>> = [];
  try {
    const database = new pg.Client({ connectionString: cluster.databaseUrl });
    await database.connect();
    const { rows } = await database.query<{ id: number }>(
      'SELECT id FROM restaurant_tables WHERE capacity >= 2 ORDER BY id',
    );
    const tables = rows.map((row) => row.id);
    // Issue 32: open kitchen boards cost the instance holding them a stream each (and a write per event)
    const staff = heldBoards > 0 ? await newStaff(cluster.url, database) : undefined;
    for (let i = 0; staff && i < heldBoards; i += 1) {
      const board = await openEventStream(cluster.url, '/api/staff/events', staff.accessToken);
      if (board.status !== 200) throw new Error(`a board's stream answered ${board.status}`);
      boards.push(board);
    }
    await database.end();

    const warmUp = 2 * concurrency;
    const total = bookings + warmUp;
    const dinerCount = Math.ceil(total / BOOKINGS_PER_DINER);
    const registeredAt = performance.now();
    const diners: Diner[] = await inBatches(Array.from({ length: dinerCount }), 4, () => newDiner(cluster.url));
    console.log(
      `  ${instances} instance(s): ${dinerCount} diners registered in ${((performance.now() - registeredAt) / 1000).toFixed(1)} s`,
    );
    // Slot i: a start time, a table and a day (from tomorrow) no other slot shares, the time changing fastest, so a
    // diner's three consecutive slots are at three different times that do not overlap (a diner may not overlap
    // their own bookings) whatever the number of tables.
    const slots = Array.from({ length: total }, (_, i) => {
      const time = START_TIMES[i % START_TIMES.length] ?? '12:00';
      const place = Math.floor(i / START_TIMES.length);
      return booking(tables[place % tables.length] ?? 1, 1 + Math.floor(place / tables.length), time);
    });
    const requests = slots.map((body, i) => ({ body, diner: diners[Math.floor(i / BOOKINGS_PER_DINER)] as Diner }));

    const send = async ({ body, diner }: (typeof requests)[number]) => {
      const startedAt = performance.now();
      const answer = await call(cluster.url, 'POST', RESERVATIONS, { token: diner.accessToken, body });
      return { status: answer.status, code: errorCode(answer), ms: performance.now() - startedAt };
    };
    await inBatches(requests.slice(0, warmUp), concurrency, send);
    const startedAt = performance.now();
    const results = await inBatches(requests.slice(warmUp), concurrency, send);
    const seconds = (performance.now() - startedAt) / 1000;

    const created = results.filter((result) => result.status === 201);
    const refusals = results
      .filter((result) => result.status !== 201)
      .map((result) => `${result.status} ${result.code}`);
    if (refusals.length > 0) console.log(`  ${instances} instance(s): refused ${[...new Set(refusals)].join(', ')}`);
    const latencies = created.map((result) => result.ms).sort((a, b) => a - b);
    const log = await readFile(cluster.accessLog, 'utf8');
    const perInstance = cluster.instances.map(
      (instance) =>
        log.split('\n').filter((line) => line.includes(`"POST ${RESERVATIONS}`) && line.includes(`:${instance.port}`))
          .length,
    );
    return {
      instances,
      boards: boards.length,
      bookings: created.length,
      seconds,
      perSecond: created.length / seconds,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      refused: results.length - created.length,
      spread: perInstance.join('/'),
    };
  } finally {
    await Promise.all(boards.map((board) => board.close()));
    await cluster.stop();
  }
}

/** 100 open kitchen boards on one instance (issue 32): the booking rate must stay within 10 % of none. */
const HELD_BOARDS = Number(process.env.BENCH_HELD_BOARDS ?? '100');

/**
 * Measures each cluster size in turn, then one instance again while it holds HELD_BOARDS staff boards' streams open,
 * and prints the table; what `npm run bench:cluster` runs, and what another bench (scripts/bench.ts) can call:
 * `await runClusterBench({ instances: [1, 2] })`.
 */
export async function runClusterBench(
  options: { instances?: readonly number[]; bookings?: number; concurrency?: number } = {},
): Promise<ClusterBenchFigures[]> {
  const bookings = options.bookings ?? Number(process.env.BENCH_BOOKINGS ?? '300');
  const concurrency = options.concurrency ?? Number(process.env.BENCH_CONCURRENCY ?? '16');
  console.log(`Cluster bench: ${bookings} bookings through nginx, ${concurrency} at a time`);
  const figures: ClusterBenchFigures[] = [];
  for (const instances of options.instances ?? [1, 2]) {
    figures.push(await measure(instances, bookings, concurrency));
    // right after the same run without them: the machine's load drifts over minutes
    if (instances === 1 && HELD_BOARDS > 0) figures.push(await measure(1, bookings, concurrency, HELD_BOARDS));
  }
  const alone = figures.find((f) => f.instances === 1 && f.boards === 0);
  console.log(
    '\n  instances  boards open  bookings/s  p50 ms  p99 ms  created  refused  bookings per instance (incl. warm-up)',
  );
  for (const f of figures) {
    console.log(
      `  ${String(f.instances).padStart(9)}  ${String(f.boards).padStart(11)}  ${f.perSecond.toFixed(1).padStart(10)}  ${f.p50.toFixed(1).padStart(6)}  ${f.p99.toFixed(1).padStart(6)}  ${String(f.bookings).padStart(7)}  ${String(f.refused).padStart(7)}  ${f.spread}`,
    );
  }
  const two = figures.find((f) => f.instances === 2 && f.boards === 0);
  if (alone && two) console.log(`\n  2 instances / 1 instance: ${(two.perSecond / alone.perSecond).toFixed(2)}x`);
  const held = figures.find((f) => f.boards > 0);
  if (alone && held) {
    const change = (held.perSecond / alone.perSecond - 1) * 100;
    console.log(
      `  1 instance holding ${held.boards} boards open: ${change >= 0 ? '+' : ''}${change.toFixed(1)} % bookings/s`,
    );
  }
  return figures;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const fromCommandLine = async () => {
    if (!args.includes('--push')) await runClusterBench({ instances: sizes(args) });
    if (args.includes('--push') || !args.includes('--no-push')) await runPushBench();
  };
  fromCommandLine().catch((error: unknown) => {
    console.error('[bench:cluster]', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
