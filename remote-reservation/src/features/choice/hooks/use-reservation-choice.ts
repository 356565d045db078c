import { useSearchParams } from '@restaurant/shared/router';
import { useCallback, useEffect, useMemo } from 'react';
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

  useEffect(() => {
    if (!paramsMatchChoice(params, choice)) setParams(choiceToParams(choice, params), { replace: true });
  }, [params, choice, setParams]);

  const update = useCallback(
    (change: RawChoice) => {
      setParams(
        (current) => {
          const next = normalizeChoice({ ...parseChoice(current, clock, rules), ...change }, clock, rules);
          return choiceToParams(next, current);
        },
        { replace: true },
      );
    },
    [setParams, clock, rules],
  );

  return { choice, clock, rules, update };
}
