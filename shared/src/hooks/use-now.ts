import { useEffect, useState } from 'react';

/** The current time (ms), read again every `intervalMs`: what a page needs for ages and "soon" to move on by themselves. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
