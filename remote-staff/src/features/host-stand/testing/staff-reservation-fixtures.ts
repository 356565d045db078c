import type { FloorDetail, StaffReservation } from '@restaurant/shared/contracts';

export const TODAY = '2026-11-28';

/** A booking as the host stand reads it: Lan's party of 4 at T3 tonight, booked, for a birthday. */
export function aStaffReservation(overrides: Partial<StaffReservation> = {}): StaffReservation {
  return {
    id: 1,
    code: 'BK-261128-LAN1',
    status: 'CONFIRMED',
    reservationDate: TODAY,
    reservationTime: '19:00',
    startAt: '2026-11-28T12:00:00.000Z',
    endAt: '2026-11-28T13:30:00.000Z',
    partySize: 4,
    floor: { id: 1, name: 'Ground floor' },
    tables: [{ id: 3, code: 'T3', capacity: 4 }],
    walkIn: false,
    contact: { name: 'Nguyễn Lan', phone: '0912 345 678', email: 'lan@example.com' },
    occasion: 'birthday',
    note: 'Window please',
    statusChangedAt: null,
    markedBy: null,
    ...overrides,
  };
}

/** A floor with a two-seat and a six-seat table, for the walk-in form. */
export function aFloor(overrides: Partial<FloorDetail> = {}): FloorDetail {
  const table = (id: number, code: string, capacity: number) => ({
    id,
    code,
    capacity,
    shape: 'ROUND' as const,
    zone: 'main',
    x: 0,
    y: 0,
    width: 100,
    height: 100,
    rotation: 0,
    adjacentTableIds: [],
    seats: [],
  });
  return {
    id: 1,
    name: 'Ground floor',
    level: 0,
    description: '',
    width: 1000,
    height: 800,
    tableCount: 2,
    seatCount: 8,
    tables: [table(2, 'T2', 2), table(6, 'T6', 6)],
    ...overrides,
  };
}
