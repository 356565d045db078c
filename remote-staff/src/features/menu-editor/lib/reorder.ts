/** A record of an ordered list (a category, a dish within its category, a combo). */
export interface Placed {
  readonly id: number;
  readonly position: number;
}

export interface Move {
  readonly id: number;
  /** The position it takes: that of the record it moves past. */
  readonly position: number;
  /** Its place in the list once moved, from 0 (what the live region announces, from 1). */
  readonly index: number;
}

/** The list in menu order (by position, then id so equal positions stay put). */
export function inMenuOrder<T extends Placed>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position || a.id - b.id);
}

/** Moving `id` one place up (-1) or down (+1) in `items` (menu order); null at either end. */
export function moveByStep(items: readonly Placed[], id: number, step: -1 | 1): Move | null {
  const from = items.findIndex((item) => item.id === id);
  return from === -1 ? null : moveTo(items, id, from + step);
}

/** Moving `id` to the place of the record at `to` (a drop on it); null when that changes nothing. */
export function moveTo(items: readonly Placed[], id: number, to: number): Move | null {
  const from = items.findIndex((item) => item.id === id);
  const target = items[to];
  if (from === -1 || target === undefined || to === from) return null;
  return { id, position: target.position, index: to };
}
