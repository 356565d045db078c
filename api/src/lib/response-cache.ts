import { createHash } from 'node:crypto';
import type { Invalidation, InvalidationBus } from './invalidation-bus';

export type CacheEntry = { body: string; etag: string; expiresAt: number; tags: readonly string[] };

/** When a read began, in invalidations heard: an answer read before a later invalidation of its tags is not kept. */
export type ReadStamp = number;

/**
 * Which tags were invalidated when, counted in invalidations heard. Lets a cache refuse an answer whose read began
 * before an invalidation of one of its tags: the read may have seen the database before that write committed,
 * and storing it after the invalidation ran would keep the stale answer.
 */
export class InvalidationClock {
  private heard = 0;
  private everything = 0;
  private readonly lastByTag = new Map<string, number>();

  constructor(private readonly maxTags = 10_000) {}

  now(): ReadStamp {
    return this.heard;
  }

  record(invalidation: Invalidation) {
    this.heard++;
    if ('all' in invalidation || this.lastByTag.size + invalidation.tags.length > this.maxTags) {
      // forgetting per-tag times is safe only if every read begun so far counts as overtaken
      this.everything = this.heard;
      this.lastByTag.clear();
      return;
    }
    for (const tag of invalidation.tags) this.lastByTag.set(tag, this.heard);
  }

  /** True when none of the tags was invalidated after the stamp. */
  unchangedSince(stamp: ReadStamp, tags: readonly string[]): boolean {
    if (this.everything > stamp) return false;
    return tags.every((tag) => (this.lastByTag.get(tag) ?? 0) <= stamp);
  }
}

/**
 * In-process cache of serialised GET answers for read-mostly routes. Entries expire after their TTL and are dropped
 * by tag on every instance through the invalidation bus (`invalidate` publishes, and this cache hears every
 * instance's invalidations, its own included). At most `maxEntries` are kept: the least recently used go first, so
 * a flood of distinct queries cannot grow the process, and the pages diners keep reading stay cached through it.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CacheEntry>();
  private readonly clock = new InvalidationClock();

  constructor(
    private readonly maxEntries: number,
    readonly bus: InvalidationBus,
    private readonly time: () => number = Date.now,
  ) {
    bus.subscribe((invalidation) => this.heard(invalidation));
  }

  get(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.time()) return undefined;
    // re-inserted: Map keeps insertion order, so this entry is now the most recently used
    this.entries.set(key, entry);
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Taken before reading the database; `set` with it keeps the answer only if no write overtook the read. */
  stamp(): ReadStamp {
    return this.clock.now();
  }

  /** Stores the answer (unless `readSince` is given and an invalidation of its tags came after it) and returns it. */
  set(key: string, body: string, ttlSeconds: number, tags: readonly string[], readSince?: ReadStamp): CacheEntry {
    const entry = { body, etag: etagOf(body), expiresAt: this.time() + ttlSeconds * 1000, tags };
    if (readSince !== undefined && !this.clock.unchangedSince(readSince, tags)) return entry;
    this.entries.delete(key);
    this.entries.set(key, entry);
    // the first key is the least recently used
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry;
  }

  /** Drops the tag here and on every instance; resolves once the other instances are sure to hear it. */
  invalidate(...tags: string[]): Promise<void> {
    return this.bus.publish(tags);
  }

  clear() {
    this.entries.clear();
  }

  private heard(invalidation: Invalidation) {
    this.clock.record(invalidation);
    if ('all' in invalidation) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => invalidation.tags.includes(tag))) this.entries.delete(key);
    }
  }
}

export function etagOf(body: string) {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
