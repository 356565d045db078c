import type { BookingDraft } from '../types/booking-draft';

export interface SelectionProblem {
  readonly key: 'notFree' | 'tooManyTables' | 'tooFewSeats';
  readonly values: Readonly<Record<string, string | number>>;
}

/** Why the picked tables cannot be booked as they are, or `null` when they can. */
export function selectionProblem(draft: BookingDraft, maxTables: number): SelectionProblem | null {
  const taken = draft.tables.filter((table) => table.status === 'taken');
  if (taken.length > 0) return { key: 'notFree', values: { codes: taken.map((table) => table.code).join(', ') } };
  if (draft.tables.length > maxTables) return { key: 'tooManyTables', values: { count: maxTables } };
  const seats = draft.tables.reduce((sum, table) => sum + table.capacity, 0);
  if (seats < draft.guests) return { key: 'tooFewSeats', values: { seats, guests: draft.guests } };
  return null;
}
