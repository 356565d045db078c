import { createHash } from 'node:crypto';
import type { InvalidationBus } from './invalidation-bus';
import { TaggedEntries, type ReadStamp } from './tagged-entries';

/**
 * An answer as it goes on the wire: its bytes encoded once when it is stored, so a hit sends them as they are (a
 * string body would be measured and encoded to UTF-8 again on every send: a sixth of a hit's time on a 17 KB menu
 * page), and its ETag hashed once with them.
 */
export type CacheEntry = { body: Buffer; etag: string; expiresAt: number; tags: readonly string[] };

/**
 * In-process cache of serialised GET answers for read-mostly routes. Entries expire after their TTL and are dropped
 * by tag on every instance through the invalidation bus (`invalidate` publishes). At most `maxEntries` are kept, the
 * least recently used going first (see TaggedEntries).
 */
export class ResponseCache {
  private readonly entries: TaggedEntries<CacheEntry>;

  constructor(
    readonly maxEntries: number,
    readonly bus: InvalidationBus,
    private readonly time: () => number = Date.now,
  ) {
    this.entries = new TaggedEntries(bus, maxEntries, time);
  }

  get(key: string): CacheEntry | undefined {
    return this.entries.get(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Taken before reading the database; `set` with it keeps the answer only if no write overtook the read. */
  stamp(): ReadStamp {
    return this.entries.clock.now();
  }

  /** Stores the answer (unless `readSince` is given and an invalidation of its tags came after it) and returns it. */
  set(key: string, body: string, ttlSeconds: number, tags: readonly string[], readSince?: ReadStamp): CacheEntry {
    const bytes = Buffer.from(body, 'utf8');
    const entry = { body: bytes, etag: etagOf(bytes), expiresAt: this.time() + ttlSeconds * 1000, tags };
    if (readSince !== undefined && !this.entries.clock.unchangedSince(readSince, tags)) return entry;
    this.entries.set(key, entry);
    return entry;
  }

  /** Drops the tag here and on every instance; resolves once the other instances are sure to hear it. */
  invalidate(...tags: string[]): Promise<void> {
    return this.bus.publish(tags);
  }

  clear() {
    this.entries.clear();
  }
}

export function etagOf(body: string | Buffer) {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
