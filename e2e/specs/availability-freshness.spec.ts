import type { APIRequestContext } from '@playwright/test';
import type {
  CreateReservationBody,
  FloorAvailabilityResponse,
  ReservationResponse,
  SeatSuggestionsResponse,
} from '@restaurant/shared/contracts';
import { apiSignIn, registerVerifiedDiner } from '../support/api';
import { expect, test } from '../support/fixtures';

// Availability answers are cached by the API (per floor and slot) and dropped by bookings and cancellations. On the
// composed site (PGlite in its worker thread), a cached slot must never hide a booking answered just before; the
// same guarantee across instances on PostgreSQL is tested by the cluster suite (scripts/cluster).
const BASE = '/api/public/restaurant-table';

function restaurantDate(daysAhead: number): string {
  const day = new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(day);
}

async function tableStates(request: APIRequestContext, floorId: number, slot: Record<string, string | number>) {
  const response = await request.get(`${BASE}/floors/${floorId}/availability`, { params: slot });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as FloorAvailabilityResponse;
  return new Map(data.tables.map((table) => [table.tableId, table.available]));
}

test('a booking or a cancellation is in the very next availability read of its slot, even when it was cached', async ({
  request,
}) => {
  const diner = await registerVerifiedDiner(request, 'fresh-availability');
  const headers = { authorization: `Bearer ${await apiSignIn(request, diner)}` };

  for (const time of ['18:00', '19:30', '21:00']) {
    const slot = {
      reservationDate: restaurantDate(20 + Math.floor(Math.random() * 30)),
      reservationTime: time,
      estimatedDuration: 60,
    };
    const suggestions = await request.get(`${BASE}/seats/suggestions`, { params: { ...slot, guests: 2 }, headers });
    const [seating] = ((await suggestions.json()) as SeatSuggestionsResponse).data;
    if (!seating) throw new Error(`no free seating for 2 on ${slot.reservationDate} at ${time}`);
    const tableIds = seating.tables.map((table) => table.id);

    // read twice so the second answer comes from the cache the booking must drop
    await tableStates(request, seating.floor.id, slot);
    const before = await tableStates(request, seating.floor.id, slot);
    expect(tableIds.map((id) => before.get(id))).toEqual(tableIds.map(() => true));

    const body: CreateReservationBody = {
      ...slot,
      tableIds,
      guests: 2,
      contactName: 'Fresh reads',
      contactPhone: '+84 912 345 678',
    };
    const booked = await request.post(`${BASE}/reservations`, { data: body, headers });
    expect(booked.status(), await booked.text()).toBe(201);
    const { id } = ((await booked.json()) as ReservationResponse).data;
    const afterBooking = await tableStates(request, seating.floor.id, slot);
    expect(tableIds.map((tableId) => afterBooking.get(tableId))).toEqual(tableIds.map(() => false));

    const cancelled = await request.post(`${BASE}/reservations/${id}/cancel`, { headers });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    const afterCancel = await tableStates(request, seating.floor.id, slot);
    expect(tableIds.map((tableId) => afterCancel.get(tableId))).toEqual(tableIds.map(() => true));
  }
});
