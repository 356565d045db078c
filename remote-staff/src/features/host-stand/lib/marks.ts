import type { ReservationMark, StaffReservation } from '@restaurant/shared/contracts';

/**
 * The marks the API accepts from each status (`POST /staff/reservations/{id}/{mark}`): a booked party is seated,
 * completed or a no-show; a seated one only completed; a finished or cancelled booking never changes again.
 */
const MARKS_FROM: Readonly<Record<StaffReservation['status'], readonly ReservationMark[]>> = {
  CONFIRMED: ['seated', 'completed', 'no-show'],
  SEATED: ['completed'],
  COMPLETED: [],
  NO_SHOW: [],
  CANCELLED: [],
};

/**
 * The marks offered on a booking: its status's on its own day; on a later day only completing a party still seated
 * (seated before midnight, it may leave after, as the API allows); none on another day otherwise, which the API
 * refuses (RESERVATION_NOT_TODAY).
 */
export function allowedMarks(
  reservation: Pick<StaffReservation, 'status' | 'reservationDate'>,
  today: string | undefined,
): readonly ReservationMark[] {
  if (today === undefined) return [];
  if (reservation.reservationDate === today) return MARKS_FROM[reservation.status];
  return reservation.status === 'SEATED' && reservation.reservationDate < today ? ['completed'] : [];
}
