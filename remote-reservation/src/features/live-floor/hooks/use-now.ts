import { useEffect, useState } from 'react';

/** Every half minute is enough for a booking to turn "soon" within the minute its hour begins. */
export const FLOOR_CLOCK_MS = 30_000;

/** The current time, read again every `intervalMs`, so tables turn "booked soon" as the clock moves on. */
export function useNow(intervalMs: number = FLOOR_CLOCK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
