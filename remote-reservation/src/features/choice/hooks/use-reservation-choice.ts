import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '@restaurant/shared/router';
import { defaultDurationFor, reservationRules, type ReservationRules } from '../config/reservation-rules';
import {
  choiceToParams,
  normalizeChoice,
  paramsMatchChoice,
  parseChoice,
  type RawChoice,
  type ReservationChoice,
} from '../lib/choice-url';
import type { RestaurantClock } from '../lib/slot-grid';
import { useRestaurantClock } from './use-restaurant-clock';

export interface ReservationChoiceState {
  readonly choice: ReservationChoice;
  readonly clock: RestaurantClock;
  readonly rules: ReservationRules;
  /**
   * Applies a change (normalised against the rules) to the URL. A change that depends on the choice (a table toggled
   * into or out of the pick) is a function of the newest choice, which may be ahead of the rendered `choice`.
   */
  readonly update: (change: RawChoice | ((newest: ReservationChoice) => RawChoice)) => void;
}

/**
 * The reservation choice, read from and written to the URL. The address bar always says what the page shows, so
 * the link can be shared and the trip through sign-in (`?redirect=<this url>`) comes back to the same choice.
 */
export function useReservationChoice(rules: ReservationRules = reservationRules): ReservationChoiceState {
  const [params, setParams] = useSearchParams();
  const clock = useRestaurantClock(rules.timeZone);
  const choice = useMemo(() => parseChoice(params, clock, rules), [params, clock, rules]);

  // The router applies a navigation in a transition: until it renders again, `params` (and the functional form of
  // `setParams`, which reads the same copy) may still hold a URL from before our latest writes, even one of our own
  // intermediate writes. A write made meanwhile (the diner changing fields quickly, or the normalising effect of a
  // render that began before the diner's change) must build on the newest write, or it silently puts an older
  // choice back. A URL we never wrote (back button, a link) is taken as it is.
  const writes = useRef<{ newest: string; outdated: Set<string> } | null>(null);
  const latestParams = useCallback((): URLSearchParams => {
    const shown = params.toString();
    const pending = writes.current;
    if (pending === null) return new URLSearchParams(params);
    if (shown === pending.newest) {
      writes.current = null;
      return new URLSearchParams(params);
    }
    return new URLSearchParams(pending.outdated.has(shown) ? pending.newest : params);
  }, [params]);
  const write = useCallback(
    (next: URLSearchParams) => {
      const previous = writes.current;
      const outdated = new Set(previous?.outdated);
      outdated.add(params.toString());
      if (previous) outdated.add(previous.newest);
      const newest = next.toString();
      outdated.delete(newest);
      writes.current = { newest, outdated };
      setParams(next, { replace: true });
    },
    [params, setParams],
  );

  useEffect(() => {
    const latest = latestParams();
    const normalized = parseChoice(latest, clock, rules);
    if (!paramsMatchChoice(latest, normalized)) write(choiceToParams(normalized, latest));
  }, [latestParams, write, clock, rules]);

  const update = useCallback(
    (change: RawChoice | ((newest: ReservationChoice) => RawChoice)) => {
      const latest = latestParams();
      const newest = parseChoice(latest, clock, rules);
      const asked = typeof change === 'function' ? change(newest) : change;
      // A new party size brings its own default length, unless the diner picked another length than the default
      // (a length equal to the old party's default is taken for the default).
      const followsParty =
        asked.guests != null &&
        asked.duration === undefined &&
        newest.duration === defaultDurationFor(rules, newest.guests);
      const next = normalizeChoice({ ...newest, ...asked, ...(followsParty ? { duration: null } : {}) }, clock, rules);
      write(choiceToParams(next, latest));
    },
    [latestParams, write, clock, rules],
  );

  return { choice, clock, rules, update };
}
