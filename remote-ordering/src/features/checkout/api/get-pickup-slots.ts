import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { PickupSlots, PickupSlotsResponse } from '@restaurant/shared/contracts';

const PICKUP_SLOTS_PATH = '/public/orders/pickup-slots';

/** Every day's slots' key starts so: a slot refused as taken or past refreshes them. */
export const PICKUP_SLOTS_KEY_ROOT = ['ordering', 'pickup-slots'] as const;

export function getPickupSlots(date: string, signal?: AbortSignal): Promise<PickupSlots> {
  return getData<PickupSlotsResponse>(PICKUP_SLOTS_PATH, { operation: 'pickupSlots', params: { date }, signal });
}

export const pickupSlotsQueryOptions = (date: string) =>
  queryOptions<PickupSlots, ApiError>({
    queryKey: [...PICKUP_SLOTS_KEY_ROOT, date],
    queryFn: ({ signal }) => getPickupSlots(date, signal),
    // Slots close as the clock moves on (the lead time): read again rather than trust an old list for long.
    staleTime: 60_000,
  });

/** The open pickup times of a day, as the API's rule (opening hours, lead time) computes them. */
export function usePickupSlots(date: string, enabled: boolean) {
  return useQuery({ ...pickupSlotsQueryOptions(date), enabled });
}
