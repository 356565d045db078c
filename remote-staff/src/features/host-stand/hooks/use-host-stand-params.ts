import { useCallback } from 'react';
import { useSearchParams } from '@restaurant/shared/router';

const LOCAL_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export interface HostStandParams {
  /** The day shown; undefined for today (the API decides which day that is on the restaurant's clock). */
  readonly date: string | undefined;
  /** Part of a booking code or guest name; '' for every booking. */
  readonly q: string;
}

/** The day and search, read from the URL (shareable, and the back button goes to the day before). */
export function useHostStandParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawDate = searchParams.get('date');
  const params: HostStandParams = {
    date: rawDate !== null && LOCAL_DATE.test(rawDate) ? rawDate : undefined,
    q: (searchParams.get('q') ?? '').trim(),
  };

  const update = useCallback(
    (changes: { date?: string | null; q?: string }) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.date !== undefined) {
            if (changes.date === null || changes.date === '') next.delete('date');
            else next.set('date', changes.date);
          }
          if (changes.q !== undefined) {
            if (changes.q.trim() === '') next.delete('q');
            else next.set('q', changes.q.trim());
          }
          return next;
        },
        // Typing a search replaces the entry; a new day is a step the back button undoes.
        { replace: changes.date === undefined },
      ),
    [setSearchParams],
  );

  return { params, update };
}
