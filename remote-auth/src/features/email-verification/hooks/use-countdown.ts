import { useCallback, useEffect, useState } from 'react';

/** Seconds left before something may happen again (the resend cool-down); ticks once a second down to 0. */
export function useCountdown(initialSeconds: number) {
  const [seconds, setSeconds] = useState(initialSeconds);
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = setTimeout(() => setSeconds((current) => Math.max(0, current - 1)), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const restart = useCallback((next: number) => setSeconds(next), []);
  return { seconds, restart };
}
