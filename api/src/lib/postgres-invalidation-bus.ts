import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { Subscribers, type InvalidationBus } from './invalidation-bus';

/** The channel every instance listens on; NOTIFY is per database, so instances of other databases never hear it. */
export const INVALIDATION_CHANNEL = 'response_cache_invalidation';

export type PostgresBusOptions = {
  /** a new, unconnected client for the dedicated listening connection (not one of the pool's) */
  newClient: () => pg.Client;
  /** sends one NOTIFY (through the pool): committed when it resolves */
  notify: (channel: string, payload: string) => Promise<unknown>;
  /** how long a sync waits for its own notification before taking the connection for dead */
  syncTimeoutMs?: number;
  /** waits between reconnection attempts; the last one repeats */
  reconnectDelaysMs?: readonly number[];
  onError?: (error: unknown) => void;
};

type Message = { from: string; tags: string[] };

function parseMessage(payload: string | undefined): Message | undefined {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (typeof value !== 'object' || value === null) return undefined;
    const { from, tags } = value as Partial<Message>;
    if (typeof from !== 'string' || !Array.isArray(tags) || !tags.every((t) => typeof t === 'string')) return undefined;
    return { from, tags };
  } catch {
    return undefined;
  }
}

/**
 * The bus across instances sharing one PostgreSQL database, over LISTEN/NOTIFY on a dedicated connection.
 *
 * Why `sync()` is a guarantee, not a hope: PostgreSQL delivers notifications to a listener in the order their
 * transactions committed, across channels. `sync()` NOTIFYs a channel only this instance listens on and waits for
 * that notification to come back. A write on instance A commits its NOTIFY before A answers; a request reaching
 * this instance after that answer calls `sync()` after it, so its NOTIFY commits later and comes back after A's:
 * by then A's invalidation has run here. Concurrent callers share one round trip, but a caller never joins a sync
 * that was already under way when it arrived (that one may have been sent before A's NOTIFY committed).
 *
 * The listening connection reconnects by itself. Notifications sent while it was down are lost, so every loss and
 * every (re)connection delivers `{ all: true }`, and `sync()` answers false until the connection listens again.
 */
export function createPostgresBus(options: PostgresBusOptions): InvalidationBus {
  const { newClient, notify, syncTimeoutMs = 2000, reconnectDelaysMs = [100, 500, 2000, 5000] } = options;
  const subscribers = new Subscribers();
  const instance = randomBytes(8).toString('hex');
  // quoted in LISTEN; lower-case hex, so the quoted and unquoted spellings are the same name
  const syncChannel = `cache_sync_${instance}`;

  let client: pg.Client | null = null;
  let connecting: Promise<boolean> | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;
  let token = 0;
  const waiting = new Map<number, (arrived: boolean) => void>();

  function settleWaiting(upTo: number, arrived: boolean) {
    for (const [t, resolve] of waiting) {
      if (t <= upTo) {
        waiting.delete(t);
        resolve(arrived);
      }
    }
  }

  function onNotification(message: pg.Notification) {
    if (message.channel === syncChannel) {
      // tokens are sent in increasing order and come back in that order
      settleWaiting(Number(message.payload), true);
      return;
    }
    if (message.channel !== INVALIDATION_CHANNEL) return;
    const parsed = parseMessage(message.payload);
    // this instance's own tags were dropped when it published them
    if (parsed && parsed.from !== instance) subscribers.deliver({ tags: parsed.tags });
  }

  function lost(which: pg.Client, error?: unknown) {
    if (which !== client) return;
    client = null;
    which.removeAllListeners('notification');
    which.end().catch(() => {});
    if (error) options.onError?.(error);
    settleWaiting(Number.POSITIVE_INFINITY, false);
    subscribers.deliver({ all: true });
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    const delay = reconnectDelaysMs[Math.min(failures, reconnectDelaysMs.length - 1)] ?? 1000;
    failures++;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, delay);
    reconnectTimer.unref();
  }

  function connect(): Promise<boolean> {
    if (closed) return Promise.resolve(false);
    if (client) return Promise.resolve(true);
    connecting ??= (async () => {
      const candidate = newClient();
      candidate.on('error', (error) => lost(candidate, error));
      candidate.on('end', () => lost(candidate));
      candidate.on('notification', onNotification);
      try {
        await candidate.connect();
        await candidate.query(`LISTEN ${INVALIDATION_CHANNEL}; LISTEN "${syncChannel}"`);
        if (closed) {
          await candidate.end();
          return false;
        }
        client = candidate;
        failures = 0;
        // whatever was cached before this point was not covered by a listener
        subscribers.deliver({ all: true });
        return true;
      } catch (error) {
        candidate.removeAllListeners('notification');
        candidate.end().catch(() => {});
        options.onError?.(error);
        scheduleReconnect();
        return false;
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  }

  async function roundTrip(): Promise<boolean> {
    // between failed attempts, reads go to the database rather than hammering the server with connections
    if (!client && (reconnectTimer || !(await connect()))) return false;
    const listener = client;
    if (!listener) return false;
    const mine = ++token;
    const arrived = new Promise<boolean>((resolve) => waiting.set(mine, resolve));
    const timer = setTimeout(() => {
      settleWaiting(mine, false);
      // no answer in time: the connection cannot be trusted to have delivered everything
      lost(listener, new Error(`invalidation bus: no answer to sync within ${syncTimeoutMs} ms`));
    }, syncTimeoutMs);
    try {
      // one simple-protocol statement with no row to return: the cheapest round trip, and one runs for every few
      // cached reads under load. Both names are ours (hex, a counter): nothing to quote but the channel's name
      await listener.query(`NOTIFY "${syncChannel}", '${mine}'`);
      return await arrived;
    } catch {
      settleWaiting(mine, false);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  let running: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;
  function start(): Promise<boolean> {
    const trip: Promise<boolean> = roundTrip().finally(() => {
      if (running === trip) running = null;
    });
    running = trip;
    return trip;
  }

  return {
    async publish(tags) {
      if (!tags.length) return;
      subscribers.deliver({ tags });
      await notify(INVALIDATION_CHANNEL, JSON.stringify({ from: instance, tags }));
    },
    subscribe(handler) {
      const unsubscribe = subscribers.add(handler);
      void connect();
      return unsubscribe;
    },
    sync() {
      if (closed) return Promise.resolve(false);
      if (!running) return start();
      // the round trip under way may have been sent before a write this caller must see: wait for a later one
      next ??= running.then(() => {
        next = null;
        return start();
      });
      return next;
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      settleWaiting(Number.POSITIVE_INFINITY, false);
      const current = client;
      client = null;
      await connecting?.catch(() => false);
      await current?.end().catch(() => {});
    },
  };
}
