import { describe, expect, it } from '@jest/globals';
import { createLocalBus, type InvalidationBus } from '../../src/lib/invalidation-bus';
import { ReadCache } from '../../src/lib/read-cache';

/** A load the test finishes when it chooses, counting how often the database was read. */
function controlledLoads() {
  const pending: Array<(value: string) => void> = [];
  let count = 0;
  return {
    load: () => {
      count++;
      return new Promise<string>((resolve) => pending.push(resolve));
    },
    finish: (index: number, value: string) => pending[index]!(value),
    get count() {
      return count;
    },
  };
}

const options = { maxEntries: 10, ttlMs: 60_000 };

describe('ReadCache', () => {
  it('reads the database once for a key until a write to one of its tags is published', async () => {
    const bus = createLocalBus();
    const cache = new ReadCache<string>(bus, options);
    let reads = 0;
    const load = async () => `free tables, read ${++reads}`;
    expect(await cache.read('floor 1 at 19:00', ['day:2026-12-01'], load)).toBe('free tables, read 1');
    expect(await cache.read('floor 1 at 19:00', ['day:2026-12-01'], load)).toBe('free tables, read 1');
    await bus.publish(['day:2026-12-02']);
    expect(await cache.read('floor 1 at 19:00', ['day:2026-12-01'], load)).toBe('free tables, read 1');
    await bus.publish(['day:2026-12-01']);
    expect(await cache.read('floor 1 at 19:00', ['day:2026-12-01'], load)).toBe('free tables, read 2');
  });

  it('lets simultaneous reads of one key share one database read', async () => {
    const cache = new ReadCache<string>(createLocalBus(), options);
    const loads = controlledLoads();
    const reads = [1, 2, 3].map(() => cache.read('key', ['tag'], loads.load));
    // the reads await the bus before looking: let them all arrive
    await new Promise((resolve) => setImmediate(resolve));
    loads.finish(0, 'answer');
    expect(await Promise.all(reads)).toEqual(['answer', 'answer', 'answer']);
    expect(loads.count).toBe(1);
  });

  it('never hands a read the answer of a load that began before a write it comes after', async () => {
    const bus = createLocalBus();
    const cache = new ReadCache<string>(bus, options);
    const loads = controlledLoads();
    const early = cache.read('key', ['tag'], loads.load);
    await new Promise((resolve) => setImmediate(resolve));
    // a booking commits and is published while the early read is still reading
    await bus.publish(['tag']);
    const late = cache.read('key', ['tag'], loads.load);
    await new Promise((resolve) => setImmediate(resolve));
    expect(loads.count).toBe(2);
    loads.finish(0, 'before the booking');
    loads.finish(1, 'with the booking');
    expect(await early).toBe('before the booking');
    expect(await late).toBe('with the booking');
    // the early answer was not kept either
    expect(await cache.read('key', ['tag'], async () => 'read again')).toBe('with the booking');
  });

  it('does not keep an answer whose load was overtaken by a write', async () => {
    const bus = createLocalBus();
    const cache = new ReadCache<string>(bus, options);
    const loads = controlledLoads();
    const read = cache.read('key', ['tag'], loads.load);
    await new Promise((resolve) => setImmediate(resolve));
    await bus.publish(['tag']);
    loads.finish(0, 'stale');
    await read;
    expect(await cache.read('key', ['tag'], async () => 'fresh')).toBe('fresh');
  });

  it('reads the database and keeps nothing while the bus cannot promise it has heard every write', async () => {
    let inSync = false;
    const local = createLocalBus();
    const bus: InvalidationBus = { ...local, sync: async () => inSync };
    const cache = new ReadCache<string>(bus, options);
    let reads = 0;
    const load = async () => `read ${++reads}`;
    expect(await cache.read('key', ['tag'], load)).toBe('read 1');
    expect(await cache.read('key', ['tag'], load)).toBe('read 2');
    expect(cache.size).toBe(0);
    inSync = true;
    expect(await cache.read('key', ['tag'], load)).toBe('read 3');
    expect(await cache.read('key', ['tag'], load)).toBe('read 3');
  });

  it("lets the reads of one request share the request's sync instead of asking the bus each time", async () => {
    const local = createLocalBus();
    let syncs = 0;
    const bus: InvalidationBus = {
      ...local,
      sync: async () => {
        syncs++;
        return true;
      },
    };
    const rules = new ReadCache<string>(bus, options);
    const tables = new ReadCache<string>(bus, options);
    const synced = bus.sync();
    expect(await rules.read('rules', ['settings'], async () => 'hours', synced)).toBe('hours');
    expect(await tables.read('floor 1', ['tables'], async () => 'free tables', synced)).toBe('free tables');
    expect(syncs).toBe(1);
    // a write published after that request still drops what it changed for the next one
    await bus.publish(['tables']);
    expect(await tables.read('floor 1', ['tables'], async () => 'after the booking', bus.sync())).toBe(
      'after the booking',
    );
  });

  it("reads the database and keeps nothing when the request's sync could not promise every write was heard", async () => {
    const cache = new ReadCache<string>(createLocalBus(), options);
    let reads = 0;
    const load = async () => `read ${++reads}`;
    expect(await cache.read('key', ['tag'], load, Promise.resolve(false))).toBe('read 1');
    expect(cache.size).toBe(0);
  });

  it('forgets an answer once its time is up and keeps at most its bound', async () => {
    let now = 0;
    const cache = new ReadCache<string>(createLocalBus(), { maxEntries: 2, ttlMs: 1000 }, () => now);
    let reads = 0;
    const load = async () => `read ${++reads}`;
    await cache.read('a', [], load);
    now = 999;
    expect(await cache.read('a', [], load)).toBe('read 1');
    now = 1000;
    expect(await cache.read('a', [], load)).toBe('read 2');
    await cache.read('b', [], load);
    await cache.read('c', [], load);
    expect(cache.size).toBe(2);
  });
});
