import { useEffect, useMemo, useState } from 'react';
import { reservationRules } from '../config/reservation-rules';
import { prepareClockReader, restaurantClock, type RestaurantClock } from '../lib/slot-grid';

const TICK_MS = 30_000;

// Read first while the booking tab hydrates, the clock's reader (the page's first Intl.DateTimeFormat) made that
// render one long task (issue 17's blocking time). Made in a task of its own as soon as this module loads, while the
// page's translations are still downloading, it is ready when the tab renders. The API's published zone is the same
// in practice; if not, the costly part (the engine's date data) is loaded all the same.
if (typeof window !== 'undefined') setTimeout(() => prepareClockReader(reservationRules.timeZone), 0);

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
