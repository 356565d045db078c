import type { FloorAvailability } from '@restaurant/shared/contracts';
import { tableStatesFor } from './table-states';

const availability: FloorAvailability = {
  floorId: 1,
  reservationDate: '2026-06-11',
  reservationTime: '19:00',
  estimatedDuration: 90,
  startAt: '2026-06-11T12:00:00.000Z',
  endAt: '2026-06-11T13:30:00.000Z',
  freeSeats: 6,
  tables: [
    { tableId: 1, code: 'A1', capacity: 4, available: true, freeSeats: 4 },
    { tableId: 2, code: 'A2', capacity: 2, available: true, freeSeats: 2 },
    { tableId: 3, code: 'A3', capacity: 6, available: false, freeSeats: 0 },
  ],
};

describe('table states for a party', () => {
  it('paints free, too small and taken tables with their free seats', () => {
    const states = tableStatesFor(availability, 4);
    expect(states.get(1)).toEqual({ status: 'free', freeSeats: 4 });
    expect(states.get(2)).toEqual({ status: 'too-small', freeSeats: 2 });
    expect(states.get(3)).toEqual({ status: 'taken', freeSeats: 0 });
  });

  it('knows nothing before availability arrives', () => {
    expect(tableStatesFor(undefined, 2).size).toBe(0);
  });
});
