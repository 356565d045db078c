import type { DatabaseHealth } from '@restaurant/shared/contracts';
import type { Engine } from '../db/index';

/** A database that has not answered in this long is reported down: a hung connection must not hang the probe. */
export const DATABASE_PING_TIMEOUT_MS = 2000;

class PingTimeoutError extends Error {
  override name = 'PingTimeoutError';
}

async function withinTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PingTimeoutError(`the database did not answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Pings the database and says whether it is up and how long the round trip took. */
export async function checkDatabase(
  ping: () => Promise<void>,
  engine: Engine,
  onFailure: (error: unknown) => void,
): Promise<DatabaseHealth> {
  const started = performance.now();
  try {
    await withinTimeout(ping(), DATABASE_PING_TIMEOUT_MS);
    return { status: 'up', engine, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    onFailure(error);
    return { status: 'down', engine, latencyMs: null };
  }
}
