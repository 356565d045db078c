import { useSearchParams } from '@restaurant/shared/router';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { reservationRules, type ReservationRules } from '../config/reservation-rules';
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
  /** Applies a change (normalised against the rules) to the URL. */
  readonly update: (change: RawChoice) => void;
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
  // `setParams`, which reads the same copy) still hold the URL before our last write. A second write in that window
  // (the diner changing two fields quickly, or the normalising effect of a render that started before the diner's
  // change) must build on what was last written, or it silently puts the older choice back.
  const lastWrite = useRef<{ over: string; query: string } | null>(null);
  const write = useCallback(
    (next: URLSearchParams) => {
      lastWrite.current = { over: params.toString(), query: next.toString() };
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  const latestParams = useCallback((): URLSearchParams => {
    const pending = lastWrite.current;
    return new URLSearchParams(pending !== null && pending.over === params.toString() ? pending.query : params);
  }, [params]);

  useEffect(() => {
    const latest = latestParams();
    const normalized = parseChoice(latest, clock, rules);
    if (!paramsMatchChoice(latest, normalized)) write(choiceToParams(normalized, latest));
  }, [latestParams, write, clock, rules]);

  const update = useCallback(
    (change: RawChoice) => {
      const latest = latestParams();
      const next = normalizeChoice({ ...parseChoice(latest, clock, rules), ...change }, clock, rules);
      write(choiceToParams(next, latest));
    },
    [latestParams, write, clock, rules],
  );

  return { choice, clock, rules, update };
}
