import { startTransition, useEffect, useState } from 'react';
import { useServerRendered } from '@restaurant/shared';

/** Once the page the server sent has switched to the reader's zone, a part mounted after shows it at once. */
let readerZoneShown = false;

/**
 * The time zone the sample data's dates are shown in: the reader's (`undefined`, the browser's own). A server render
 * cannot know it, so it writes UTC, and the browser hydrates the same words before it shows the reader's: a different
 * text would be a hydration mismatch, which React repairs by rendering the whole part again.
 *
 * The switch is a transition, which React renders in slices. Read from `useHydrated` (a store's snapshot, which React
 * re-renders synchronously after hydration), every date, list row and price of the page re-rendered in one task
 * (320 ms at 4x CPU on the e-mail page).
 */
export function useDisplayTimeZone(): string | undefined {
  const serverRendered = useServerRendered();
  const [readerZone, setReaderZone] = useState(() => readerZoneShown || !serverRendered);
  useEffect(() => {
    if (readerZone) return;
    readerZoneShown = true;
    startTransition(() => setReaderZone(true));
  }, [readerZone]);
  return readerZone ? undefined : 'UTC';
}
