import type { FloorAvailability } from '@restaurant/shared/contracts';

export type AvailabilityStatus = 'free' | 'taken' | 'too-small';

export interface TableAvailabilityState {
  readonly status: AvailabilityStatus;
  readonly freeSeats: number;
}

/**
 * Paints each table for the party: taken for the slot, free, or free but seating fewer than the party (still
 * pickable, to be pushed together with a neighbour).
 */
export function tableStatesFor(
  availability: FloorAvailability | undefined,
  guests: number,
): ReadonlyMap<number, TableAvailabilityState> {
  const states = new Map<number, TableAvailabilityState>();
  for (const table of availability?.tables ?? []) {
    const status: AvailabilityStatus = !table.available ? 'taken' : table.capacity < guests ? 'too-small' : 'free';
    states.set(table.tableId, { status, freeSeats: table.available ? table.freeSeats : 0 });
  }
  return states;
}
