import type { FastifyInstance } from 'fastify';
import type { FloorAvailability, SeatSuggestion } from '@restaurant/shared/contracts';

export const TABLES_BASE = '/api/public/restaurant-table';

/** The query string of a slot: a restaurant-local date, at 19:00 for 90 minutes unless told. */
export const slotQuery = (date: string, time = '19:00', duration = 90) =>
  `reservationDate=${date}&reservationTime=${time}&estimatedDuration=${duration}`;

export type Booking = {
  tableIds: number[];
  reservationDate: string;
  reservationTime?: string;
  estimatedDuration?: number;
  guests?: number;
  contactName?: string;
};

/** A signed-in diner books tables (2 guests at 19:00 for 90 minutes unless told): the answer as it came. */
export const bookTables = (app: FastifyInstance, auth: Record<string, string>, booking: Booking) =>
  app.inject({
    method: 'POST',
    url: `${TABLES_BASE}/reservations`,
    headers: auth,
    payload: {
      contactName: 'Khoa',
      contactPhone: '0912345678',
      guests: 2,
      reservationTime: '19:00',
      estimatedDuration: 90,
      ...booking,
    },
  });

export async function floorAvailability(app: FastifyInstance, slot: string, floorId = 1): Promise<FloorAvailability> {
  const response = await app.inject(`${TABLES_BASE}/floors/${floorId}/availability?${slot}`);
  if (response.statusCode !== 200) throw new Error(`availability failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** Whether a table of floor 1 is free for the slot (undefined: no such table there). */
export const isTableFree = async (app: FastifyInstance, tableId: number, slot: string) =>
  (await floorAvailability(app, slot)).tables.find((table) => table.tableId === tableId)?.available;

/** The tables suggested on floor 1 for a party of 2, best first. */
export async function suggestedTableIds(app: FastifyInstance, slot: string): Promise<number[]> {
  const response = await app.inject(`${TABLES_BASE}/seats/suggestions?guests=2&floorId=1&${slot}`);
  const suggestions: SeatSuggestion[] = response.json().data;
  return suggestions.flatMap((s) => s.tables.map((table) => table.id));
}
