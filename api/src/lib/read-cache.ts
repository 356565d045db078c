import type { InvalidationBus } from './invalidation-bus';
import { TaggedEntries, type ReadStamp } from './tagged-entries';

type Entry<V> = { value: V; expiresAt: number; tags: readonly string[] };
type Flight<V> = { since: ReadStamp; value: Promise<V> };

/**
 * Read-through cache of computed values that must be fresh on every instance the moment a write has answered
 * (availability, seat suggestions): a booking acknowledged on any instance is never missing from the next read.
 *
 * Why that holds:
 * - every read first awaits `bus.sync()`: on return, every invalidation published (anywhere) before the read began
 *   has run here, so an entry a write made stale is gone. When the bus cannot promise that, the read goes to the
 *   database and keeps nothing;
 * - a value is stored only if no invalidation of its tags was heard after its load began (the load may have read
 *   the database before the write committed);
 * - concurrent reads of one key share one load, but a read joins a load only if no invalidation of its tags was
 *   heard since that load began, for the same reason.
 * At most `maxEntries` keys are kept, least recently used dropped first; entries also expire after `ttlMs`.
 */
export class ReadCache<V> {
  private readonly entries: TaggedEntries<Entry<V>>;
  private readonly loading = new Map<string, Flight<V>>();

  constructor(
    private readonly bus: InvalidationBus,
    private readonly options: { maxEntries: number; ttlMs: number },
    private readonly time: () => number = Date.now,
  ) {
    this.entries = new TaggedEntries(bus, options.maxEntries, time);
  }

  private get clock() {
    return this.entries.clock;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * `synced`: a `bus.sync()` the caller began after its request arrived, shared by the request's reads (on
   * PostgreSQL one round trip instead of one per read): it covers every write answered before the request, which is
   * all a read owes. Without it the read syncs itself.
   */
  async read(
    key: string,
    tags: readonly string[],
    load: () => Promise<V>,
    synced: Promise<boolean> = this.bus.sync(),
  ): Promise<V> {
    if (!(await synced)) return load();
    const entry = this.entries.get(key);
    if (entry) return entry.value;
    const flight = this.loading.get(key);
    if (flight && this.clock.unchangedSince(flight.since, tags)) return flight.value;
    const mine: Flight<V> = { since: this.clock.now(), value: load() };
    this.loading.set(key, mine);
    try {
      const value = await mine.value;
      if (this.clock.unchangedSince(mine.since, tags)) {
        this.entries.set(key, { value, tags, expiresAt: this.time() + this.options.ttlMs });
      }
      return value;
    } finally {
      if (this.loading.get(key) === mine) this.loading.delete(key);
    }
  }
}
