import { createHash } from 'node:crypto';

export type CacheEntry = { body: string; etag: string; expiresAt: number; tags: readonly string[] };

/**
 * In-process cache of serialised GET answers for read-mostly routes. Entries expire after their TTL (which bounds
 * staleness when several instances share one PostgreSQL) and are dropped at once by tag when this instance writes.
 * At most `maxEntries` are kept: the least recently used go first, so a flood of distinct queries cannot grow the
 * process, and the pages diners keep reading stay cached through it.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CacheEntry>();

  constructor(
    private readonly maxEntries: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.clock()) return undefined;
    // re-inserted: Map keeps insertion order, so this entry is now the most recently used
    this.entries.set(key, entry);
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }

  set(key: string, body: string, ttlSeconds: number, tags: readonly string[]): CacheEntry {
    const entry = { body, etag: etagOf(body), expiresAt: this.clock() + ttlSeconds * 1000, tags };
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

  invalidate(tag: string) {
    for (const [key, entry] of this.entries) if (entry.tags.includes(tag)) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}

export function etagOf(body: string) {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
