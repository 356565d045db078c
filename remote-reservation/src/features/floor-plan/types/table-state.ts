/** How a table is painted and announced for the chosen slot and party. */
export type TableStatus = 'free' | 'taken' | 'too-small' | 'unknown';

export interface TableState {
  readonly status: TableStatus;
  /** Seats free for the whole slot; `null` while availability is not known. */
  readonly freeSeats: number | null;
}
