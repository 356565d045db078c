import { QueryClient } from '@tanstack/react-query';
import { refreshAfterBookingChange, reservationQueryKeys } from './reservation-query-keys';

const slot = (reservationDate: string) => ({ reservationDate, reservationTime: '19:00', estimatedDuration: 90 });

function cacheWithEverything() {
  const queryClient = new QueryClient();
  const keys = {
    floors: reservationQueryKeys.floors(),
    planOfFloor1: reservationQueryKeys.floorDetails(1),
    rules: reservationQueryKeys.bookingRules(),
    floor1ThatDay: reservationQueryKeys.availability(1, slot('2026-12-24')),
    floor2ThatDay: reservationQueryKeys.availability(2, slot('2026-12-24')),
    floor1NextDay: reservationQueryKeys.availability(1, slot('2026-12-25')),
    suggestionsThatDay: reservationQueryKeys.suggestions({ ...slot('2026-12-24'), guests: 4 }),
    suggestionsNextDay: reservationQueryKeys.suggestions({ ...slot('2026-12-25'), guests: 4 }),
    upcoming: reservationQueryKeys.myReservations('upcoming'),
    past: reservationQueryKeys.myReservations('past'),
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, {});
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { queryClient, invalidated };
}

describe('what a booking changes', () => {
  it('refetches its floor’s free tables that day, that day’s suggestions and the diner’s lists, nothing else', async () => {
    const { queryClient, invalidated } = cacheWithEverything();

    await refreshAfterBookingChange(queryClient, { reservationDate: '2026-12-24', floorId: 1 });

    expect(invalidated()).toEqual(['floor1ThatDay', 'past', 'suggestionsThatDay', 'upcoming']);
  });

  it('refetches every floor of the day when the floor is not known (a table taken meanwhile)', async () => {
    const { queryClient, invalidated } = cacheWithEverything();

    await refreshAfterBookingChange(queryClient, { reservationDate: '2026-12-24' });

    expect(invalidated()).toEqual(['floor1ThatDay', 'floor2ThatDay', 'past', 'suggestionsThatDay', 'upcoming']);
  });
});
