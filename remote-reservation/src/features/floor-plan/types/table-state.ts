/**
 * How a table is painted and announced: for the diner, for the chosen slot and party; on the staff's live floor
 * (`soon`, `seated`, and `free`), right now.
 */
export type TableStatus = 'free' | 'taken' | 'too-small' | 'unknown' | 'soon' | 'seated';

/** The live floor's three states of a table (issue 32 point 5). */
export type LiveTableStatus = Extract<TableStatus, 'free' | 'soon' | 'seated'>;

/** A table on the live floor: its state, the text drawn on it, and its accessible name (which contains that text). */
export interface LivePlanTable {
  readonly status: LiveTableStatus;
  readonly shown: string;
  readonly label: string;
}

export interface TableState {
  readonly status: TableStatus;
  /** Seats free for the whole slot; `null` while availability is not known. */
  readonly freeSeats: number | null;
}
