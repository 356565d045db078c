import { useEffect, useState } from 'react';

/** Every half minute is enough for "placed N minutes ago" to be right within the minute. */
export const AGE_REFRESH_MS = 30_000;

/** The current time, refreshed every `intervalMs`, so ages shown on the board keep counting. */
export function useNow(intervalMs: number = AGE_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
