import { isIPv6 } from 'node:net';

/** A counter right after a hit: the hits its window holds so far, and when that window ends. */
export type RateLimitCount = { hits: number; resetAt: Date };

/**
 * Fixed-window counters behind every abuse limit. The caller passes the time (the app's clock), so tests move it.
 * In memory for PGlite (one process owns its folder); in the database when instances share PostgreSQL, so every
 * instance counts the same attempts.
 */
export interface RateLimitStore {
  /** Counts one hit on `key`; a new window of `windowMs` starts when the key has none or its window is over. */
  hit(key: string, windowMs: number, now: Date): Promise<RateLimitCount>;
  /** The key's current window, without counting a hit; null when it has none (never hit, or its window is over). */
  peek(key: string, now: Date): Promise<RateLimitCount | null>;
  /** Forgets the key's counter (a success wipes a pair's failures). */
  clear(key: string): Promise<void>;
  /** Forgets counters whose window is over; returns how many went. For the periodic purge. */
  purgeExpired(now: Date): Promise<number>;
}

/** Counters past this many keys push out the least recently hit ones, so a flood of addresses cannot exhaust memory. */
const MAX_MEMORY_KEYS = 50_000;

export class MemoryRateLimitStore implements RateLimitStore {
  // insertion order = least recently hit first: every hit re-inserts its key
  private readonly counters = new Map<string, RateLimitCount>();

  constructor(private readonly maxKeys = MAX_MEMORY_KEYS) {}

  hit(key: string, windowMs: number, now: Date): Promise<RateLimitCount> {
    const current = this.counters.get(key);
    const next =
      current && current.resetAt > now
        ? { hits: current.hits + 1, resetAt: current.resetAt }
        : { hits: 1, resetAt: new Date(now.getTime() + windowMs) };
    this.counters.delete(key);
    this.counters.set(key, next);
    if (this.counters.size > this.maxKeys) this.evict(now);
    return Promise.resolve(next);
  }

  peek(key: string, now: Date): Promise<RateLimitCount | null> {
    const current = this.counters.get(key);
    return Promise.resolve(current && current.resetAt > now ? { ...current } : null);
  }

  clear(key: string): Promise<void> {
    this.counters.delete(key);
    return Promise.resolve();
  }

  purgeExpired(now: Date): Promise<number> {
    let purged = 0;
    for (const [key, count] of this.counters) {
      if (count.resetAt <= now) {
        this.counters.delete(key);
        purged += 1;
      }
    }
    return Promise.resolve(purged);
  }

  private evict(now: Date) {
    void this.purgeExpired(now);
    for (const key of this.counters.keys()) {
      if (this.counters.size <= this.maxKeys) break;
      this.counters.delete(key);
    }
  }
}

/**
 * The client address as a limit counts it. An IPv6 customer is usually delegated a /56 (256 networks of /64 each), so
 * IPv6 addresses count per /56: otherwise rotating through its /64s would multiply every limit by 256. IPv4-mapped
 * IPv6 addresses count as their IPv4.
 */
export function clientAddressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  const mappedIpv4 = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mappedIpv4) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${[...groups.slice(0, 3), groups[3]! & 0xff00].map((g) => g.toString(16)).join(':')}::/56`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail and a zone id allowed). */
function ipv6Groups(ip: string): number[] {
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const before = groupsOf(head);
  const after = tail === undefined ? [] : groupsOf(tail);
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}
