import type { QueryClient } from '@tanstack/react-query';
import type { AvailabilityQuery, ReservationWhen, SuggestionsQuery } from '@restaurant/shared/contracts';

/**
 * The reservation remote's query keys, built in one place because a booking made or cancelled in one feature changes
 * queries of others (availability, suggestions, my reservations): each feature's `xQueryOptions` takes its key from
 * here, and `refreshAfterBookingChange` below finds them by the same shapes.
 */
export const reservationQueryKeys = {
  floors: () => ['reservation', 'floors'] as const,
  floorDetailsRoot: () => ['reservation', 'floor-details'] as const,
  floorDetails: (floorId: number | null) => [...reservationQueryKeys.floorDetailsRoot(), floorId] as const,
  bookingRules: () => ['reservation', 'booking-rules'] as const,
  availabilityRoot: () => ['reservation', 'availability'] as const,
  availability: (floorId: number | null, slot: AvailabilityQuery | null) =>
    [...reservationQueryKeys.availabilityRoot(), floorId, slot] as const,
  suggestionsRoot: () => ['reservation', 'suggestions'] as const,
  suggestions: (query: SuggestionsQuery | null) => [...reservationQueryKeys.suggestionsRoot(), query] as const,
  myReservationsRoot: () => ['reservation', 'my-reservations'] as const,
  myReservations: (when: ReservationWhen) => [...reservationQueryKeys.myReservationsRoot(), when] as const,
  reservation: (id: number | null) => [...reservationQueryKeys.myReservationsRoot(), 'detail', id] as const,
  /** The staff's live floor: today's bookings as the host stand sees them. */
  liveFloor: () => ['reservation', 'live-floor'] as const,
};

type AvailabilityKey = ReturnType<typeof reservationQueryKeys.availability>;
type SuggestionsKey = ReturnType<typeof reservationQueryKeys.suggestions>;

export interface BookingChange {
  /** The date of the booking made, cancelled, or refused because a table was just taken. */
  reservationDate: string;
  /** Its floor, when known (a refused booking names only its tables): else every floor of that date. */
  floorId?: number;
}

/**
 * What a booking changes and nothing else: the free tables of its floor on its date, the seating suggested for that
 * date, and the diner's own lists. Floors, plans, rules and other dates stay cached.
 */
export function refreshAfterBookingChange(
  queryClient: QueryClient,
  { reservationDate, floorId }: BookingChange,
): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: reservationQueryKeys.availabilityRoot(),
      predicate: ({ queryKey }) => {
        const [, , keyFloorId, slot] = queryKey as AvailabilityKey;
        return slot?.reservationDate === reservationDate && (floorId === undefined || keyFloorId === floorId);
      },
    }),
    queryClient.invalidateQueries({
      queryKey: reservationQueryKeys.suggestionsRoot(),
      predicate: ({ queryKey }) => (queryKey as SuggestionsKey)[2]?.reservationDate === reservationDate,
    }),
    queryClient.invalidateQueries({ queryKey: reservationQueryKeys.myReservationsRoot() }),
  ]).then(() => undefined);
}
