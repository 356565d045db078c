import { useQueryClient } from '@tanstack/react-query';
import { openEventStream, useLiveEventStream, type EventStreamCall, type ServerEvent } from '@restaurant/shared';
import { ORDER_STREAM_EVENT } from '@restaurant/shared/contracts';
import { reservationQueryKeys } from '../../../lib/api/reservation-query-keys';
import { dayBookingsQueryOptions } from './get-day-bookings';

/** `GET /staff/events`: the staff's live stream; the floor listens to its `floor-changed`, `plan-changed` and `ready`. */
export function openFloorEvents(call: EventStreamCall): Promise<AsyncGenerator<ServerEvent>> {
  return openEventStream('/staff/events', call);
}

/** The floor plan's queries (the floors and each floor's tables), which the floor plan editor's saves change. */
const planQueryKeys = [reservationQueryKeys.floors(), reservationQueryKeys.floorDetailsRoot()];

/**
 * While mounted, reads the plan again whenever the staff stream says the manager's floor plan editor saved it
 * (`plan-changed`: a floor or a table added, moved or removed), and the day's bookings whenever it says the tables
 * changed (a booking, a cancellation, a party seated or gone, a walk-in), on any API instance; both also each time the
 * stream is (re)opened, which covers whatever changed while it was cut. `onLive` says whether the stream is open: the floor
 * polls only while it is not. No Last-Event-ID is sent: the order events it would replay are of no use here.
 */
export function useFloorEvents(onLive: (live: boolean) => void): void {
  const queryClient = useQueryClient();
  useLiveEventStream({
    open: openFloorEvents,
    resume: false,
    onLive,
    onEvent: (event) => {
      if (event.event === ORDER_STREAM_EVENT.ready || event.event === ORDER_STREAM_EVENT.planChanged) {
        // the floors shown and each floor's tables are marked stale: the one on screen is read again at once
        for (const queryKey of planQueryKeys) void queryClient.invalidateQueries({ queryKey });
      }
      if (event.event === ORDER_STREAM_EVENT.ready || event.event === ORDER_STREAM_EVENT.floorChanged) {
        // Not awaited: a burst of changes while one read is on its way costs one more read, not a queue.
        void queryClient.refetchQueries({ queryKey: dayBookingsQueryOptions().queryKey });
      }
    },
  });
}
