import type { StaffReservation, StaffReservationStatus } from '@restaurant/shared/contracts';

const MINUTE = 60_000;
/** The restaurant's offset from UTC (Asia/Ho_Chi_Minh), for the booked wall-clock time. */
const RESTAURANT_OFFSET_MINUTES = 7 * 60;

/** A booking as `GET /staff/reservations` answers it: `tableIds` from `startAt` (ms) for 90 minutes. */
export function aStaffBooking(
  id: number,
  tableIds: readonly number[],
  startAt: number,
  status: StaffReservationStatus = 'CONFIRMED',
  partySize = 2,
): StaffReservation {
  const local = new Date(startAt + RESTAURANT_OFFSET_MINUTES * MINUTE).toISOString();
  return {
    id,
    code: `BK-${id}`,
    status,
    reservationDate: local.slice(0, 10),
    reservationTime: local.slice(11, 16),
    startAt: new Date(startAt).toISOString(),
    endAt: new Date(startAt + 90 * MINUTE).toISOString(),
    partySize,
    floor: { id: 1, name: 'Ground floor' },
    tables: tableIds.map((tableId) => ({ id: tableId, code: `T${tableId}`, capacity: 4 })),
    walkIn: false,
    contact: { name: 'Khoa', phone: null, email: null },
    occasion: null,
    note: null,
    statusChangedAt: null,
    markedBy: null,
  };
}
