import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, type ApiError } from '@restaurant/shared';
import type { StaffOrdersResponse } from '@restaurant/shared/contracts';
import { mergeBoards, type BoardOrders } from '../lib/board-orders';

export const STAFF_ORDERS_PATH = '/staff/orders';

/** How often the board reads the orders again while its live stream is not open (`useStaffOrderEvents`). */
export const BOARD_POLL_MS = 5_000;

/**
 * One page as large as the API gives (its MAX_PAGE_SIZE, written here because the contracts' values would bring
 * TypeBox into the page): a kitchen's active orders fit in it, and the board says when they do not.
 */
const BOARD_PAGE = { page: 1, size: 100 } as const;

export function getStaffOrders(signal?: AbortSignal): Promise<BoardOrders> {
  return getData<StaffOrdersResponse>(STAFF_ORDERS_PATH, { operation: 'orders', params: BOARD_PAGE, signal });
}

export const staffOrdersQueryOptions = () =>
  queryOptions<BoardOrders, ApiError>({
    queryKey: ['staff', 'orders', BOARD_PAGE] as const,
    queryFn: ({ signal }) => getStaffOrders(signal),
    structuralSharing: (shown, read) => mergeBoards(shown as BoardOrders | undefined, read as BoardOrders),
  });

/** The kitchen's active orders, oldest first: read once, then pushed; polled only while the stream is not open. */
export function useStaffOrders(live: boolean) {
  return useQuery({ ...staffOrdersQueryOptions(), refetchInterval: live ? false : BOARD_POLL_MS });
}
