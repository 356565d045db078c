import { useEffect, useMemo, useState } from 'react';
import { restaurantClock, type RestaurantClock } from '../lib/slot-grid';

const TICK_MS = 30_000;

function currentMinute(): number {
  return Math.floor(Date.now() / 60_000);
}

/** The restaurant's wall clock, re-read every half minute so starts that pass drop out of the time list. */
export function useRestaurantClock(timeZone: string): RestaurantClock {
  // Only the minute is state: the clock object (and the choice computed from it) changes once a minute at most.
  const [minute, setMinute] = useState(currentMinute);
  useEffect(() => {
    const timer = setInterval(() => setMinute(currentMinute()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return useMemo(() => restaurantClock(new Date(minute * 60_000), timeZone), [minute, timeZone]);
}
