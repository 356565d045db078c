import { useEffect, useState } from 'react';

/** Where the browser has no requestIdleCallback (Safari), how long after mounting counts as idle. */
const FALLBACK_DELAY_MS = 1000;

/**
 * `false` on the first render, `true` once the browser is first idle after it (at the latest `timeoutMs` later):
 * for widgets that are worth having soon but not worth delaying the first paint for.
 */
export function useIdle(timeoutMs = 3000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), Math.min(FALLBACK_DELAY_MS, timeoutMs));
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
