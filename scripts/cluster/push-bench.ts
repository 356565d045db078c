/**
 * The kitchen board's push (issue 32), through nginx in front of two API instances on one PostgreSQL: how long an
 * order takes from its request to each open board's stream, orders placed on both instances in turn so that about
 * half of the deliveries cross from one instance to the other (LISTEN/NOTIFY, then the event log). Prints figures,
 * asserts nothing. `npm run bench:cluster -- --push` runs it alone; `runPushBench` is what the other benches call.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { inBatches } from '../lib/in-batches';
import { startCluster } from './cluster';
import {
  BENCH_CLIENT_LIMITS,
  cheapestDishId,
  newDiner,
  newStaff,
  openEventStream,
  placePickupOrder,
  type StreamEvent,
} from './cluster-client';

export interface PushBenchFigures {
  boards: number;
  orders: number;
  /** (order, board) pairs that arrived: every board should get every order */
  delivered: number;
  p50: number;
  p99: number;
  max: number;
}

/** How long the bench waits for a board's last event after the last order: a delivery later than this is lost. */
const LATE_MS = 30_000;

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

const orderIdOf = (event: StreamEvent): unknown =>
  event.event === 'order-placed' && typeof event.data === 'object' && event.data !== null && 'order' in event.data
    ? (event.data.order as { id?: unknown }).id
    : undefined;

export async function runPushBench(
  options: { boards?: number; orders?: number; concurrency?: number } = {},
): Promise<PushBenchFigures> {
  const boardCount = options.boards ?? Number(process.env.BENCH_BOARDS ?? '10');
  const orderCount = options.orders ?? Number(process.env.BENCH_ORDERS ?? '100');
  const concurrency = options.concurrency ?? 4;
  console.log(
    `Push bench: ${orderCount} orders, ${concurrency} at a time, on 2 API instances in turn; ${boardCount} staff boards streaming through nginx`,
  );
  const cluster = await startCluster({
    instances: 2,
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
  const database = new pg.Client({ connectionString: cluster.databaseUrl });
  await database.connect();
  const boards: Array<Awaited<ReturnType<typeof openEventStream>>> = [];
  try {
    const staff = await newStaff(cluster.url, database);
    for (let i = 0; i < boardCount; i += 1) {
      const board = await openEventStream(cluster.url, '/api/staff/events', staff.accessToken);
      if (board.status !== 200) throw new Error(`a board's stream answered ${board.status}`);
      await board.next((event) => event.event === 'ready', 'ready');
      boards.push(board);
    }
    const dishId = await cheapestDishId(database);
    // A diner per order (a diner's cart is one), registered on the instance their order goes to, before the clock.
    const targets = Array.from({ length: orderCount }, (_, i) => cluster.instances[i % cluster.instances.length]);
    const orders = await inBatches(targets, concurrency, async (instance) => {
      if (!instance) throw new Error('no API instance');
      return { instance, diner: await newDiner(instance.url) };
    });
    const placed = await inBatches(orders, concurrency, ({ instance, diner }) =>
      placePickupOrder(instance.url, diner, dishId),
    );
    const sentAt = new Map(placed.map((order) => [order.id, order.sentAt]));

    // Each event is timed as it is read (`receivedAt`): waiting here only decides when to stop looking.
    const deadline = performance.now() + LATE_MS;
    const everyOrderSeen = () =>
      boards.every(
        (board) => board.received.filter((event) => sentAt.has(Number(orderIdOf(event)))).length >= orderCount,
      );
    while (!everyOrderSeen() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

    const latencies = boards
      .flatMap((board) =>
        board.received.flatMap((event) => {
          const start = sentAt.get(Number(orderIdOf(event)));
          return start === undefined ? [] : [event.receivedAt - start];
        }),
      )
      .sort((a, b) => a - b);
    const figures: PushBenchFigures = {
      boards: boardCount,
      orders: orderCount,
      delivered: latencies.length,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: latencies.at(-1) ?? 0,
    };
    console.log(
      '\n  boards  orders  delivered  p50 ms  p99 ms  max ms   (order request sent -> event read by a board)',
    );
    console.log(
      `  ${String(figures.boards).padStart(6)}  ${String(figures.orders).padStart(6)}  ${`${figures.delivered}/${boardCount * orderCount}`.padStart(9)}  ${figures.p50.toFixed(1).padStart(6)}  ${figures.p99.toFixed(1).padStart(6)}  ${figures.max.toFixed(1).padStart(6)}`,
    );
    return figures;
  } finally {
    await Promise.all(boards.map((board) => board.close()));
    await database.end();
    await cluster.stop();
  }
}
