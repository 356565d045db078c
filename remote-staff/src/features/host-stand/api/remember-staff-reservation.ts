import type { QueryClient } from '@tanstack/react-query';
import type { StaffReservation } from '@restaurant/shared/contracts';
import { staffReservationsRoot, type StaffDay } from './get-staff-reservations';

/**
 * A booking the API just answered (marked, or a walk-in seated): written into every cached day that lists it, so the
 * row changes at once, then every day refetched, which also brings a new walk-in into its list.
 */
export async function rememberStaffReservation(queryClient: QueryClient, reservation: StaffReservation): Promise<void> {
  queryClient.setQueriesData<StaffDay>({ queryKey: staffReservationsRoot }, (day) =>
    day ? { ...day, items: day.items.map((item) => (item.id === reservation.id ? reservation : item)) } : day,
  );
  await queryClient.invalidateQueries({ queryKey: staffReservationsRoot });
}
