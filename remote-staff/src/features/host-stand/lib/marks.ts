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

/** The marks offered on a booking: none on another day than today, which the API refuses (RESERVATION_NOT_TODAY). */
export function allowedMarks(
  reservation: Pick<StaffReservation, 'status' | 'reservationDate'>,
  today: string | undefined,
): readonly ReservationMark[] {
  if (today === undefined || reservation.reservationDate !== today) return [];
  return MARKS_FROM[reservation.status];
}
