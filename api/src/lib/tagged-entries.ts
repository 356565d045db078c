import type { Invalidation, InvalidationBus } from './invalidation-bus';

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
 * The entries of an in-process cache that writes invalidate by tag, on every instance (the bus carries each
 * instance's invalidations to all, its own included): kept by key, at most `maxEntries`, the least recently used
 * dropped first (a flood of distinct keys cannot grow the process, and what readers keep asking for stays), expired
 * ones never returned. Its clock tells which reads an invalidation overtook.
 */
export class TaggedEntries<E extends { expiresAt: number; tags: readonly string[] }> {
  private readonly entries = new Map<string, E>();
  readonly clock = new InvalidationClock();

  constructor(
    bus: InvalidationBus,
    private readonly maxEntries: number,
    private readonly time: () => number,
  ) {
    bus.subscribe((invalidation) => this.heard(invalidation));
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): E | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.time()) return undefined;
    // re-inserted: Map keeps insertion order, so this entry is now the most recently used
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: E) {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // the first key is the least recently used
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
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
