/**
 * A small seeded generator (mulberry32): the same seed gives the same sample data in every browser and test, so
 * a page's content, ids and counts can be asserted.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  bool(probability?: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** `count` distinct integers in [min, max] (the demo ids: 1 to 2000). */
  distinctInts(count: number, min: number, max: number): number[];
}

/** The item at `index`, counting round the list again past its end (`cycle(colors, 7)` of 4 colours is the 4th). */
export function cycle<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new RangeError('cycle() needs a non-empty list');
  return item;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    for (let index = pool.length - 1; index > 0; index -= 1) {
      const other = int(0, index);
      [pool[index], pool[other]] = [cycle(pool, other), cycle(pool, index)];
    }
    return pool.slice(0, count);
  };
  return {
    next,
    int,
    bool: (probability = 0.5) => next() < probability,
    pick: (items) => cycle(items, int(0, items.length - 1)),
    sample,
    distinctInts: (count, min, max) => {
      const taken = new Set<number>();
      while (taken.size < count) taken.add(int(min, max));
      return [...taken];
    },
  };
}
