import type { ManagedFloor, ManagedTable } from '@restaurant/shared/contracts';
import { fitsOnFloor, seatsFor, tablesTouch, type PlanTableBox } from '@restaurant/shared/floor-plan';

/** How far one arrow key moves a table (centimetres); with Shift, five times as far. */
export const KEY_STEP = 10;

/** The table as it would stand at another place. */
export const movedTo = (table: ManagedTable, x: number, y: number): ManagedTable => ({ ...table, x, y });

/**
 * Why the plan would refuse the table there, as the API would (the same geometry): `off` the floor, or the code of the
 * table it would touch; null when it may stand there.
 */
export function placementProblem(floor: ManagedFloor, table: PlanTableBox & { id?: number }): 'off' | string | null {
  if (!fitsOnFloor(table, floor)) return 'off';
  const hit = floor.tables.find((other) => other.id !== table.id && tablesTouch(table, other));
  return hit ? hit.code : null;
}

/** A two-seater's box at the first free place of the floor (scanning rows from the top-left), or null. */
export function freeSpotFor(floor: ManagedFloor): { x: number; y: number } | null {
  const size = 70;
  const seats = seatsFor('SQUARE', size, size, 2);
  for (let y = 40; y + size < floor.height; y += 20) {
    for (let x = 40; x + size < floor.width; x += 20) {
      const box = { shape: 'SQUARE' as const, x, y, width: size, height: size, rotation: 0, seats };
      if (placementProblem(floor, box) === null) return { x, y };
    }
  }
  return null;
}

/** The next free table number on the floor: its tables' letter, one above the highest number. */
export function nextCode(floor: ManagedFloor, all: readonly ManagedFloor[]): string {
  const taken = new Set(all.flatMap((f) => f.tables.map((t) => t.code)));
  const prefix = /^[A-Z]+/.exec(floor.tables[0]?.code ?? '')?.[0] ?? `F${floor.id}-`;
  for (let n = floor.tables.length + 1; ; n++) {
    const code = `${prefix}${String(n).padStart(2, '0')}`;
    if (!taken.has(code)) return code;
  }
}
