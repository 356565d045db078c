/** A picked table as the booking panel needs it: enough to check it fits and is free. */
export interface DraftTable {
  readonly id: number;
  readonly code: string;
  readonly capacity: number;
  readonly status: 'free' | 'taken' | 'too-small' | 'unknown';
}

/** Everything chosen above the form: the page builds it from the URL choice and the plan. */
export interface BookingDraft {
  readonly guests: number;
  readonly date: string;
  readonly time: string | null;
  readonly duration: number;
  readonly floorName: string | null;
  readonly tables: readonly DraftTable[];
}
