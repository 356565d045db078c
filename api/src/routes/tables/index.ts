import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AvailabilityQuery,
  BookingRulesResponse,
  CreateReservationBody,
  FloorAvailabilityResponse,
  FloorDetailResponse,
  FloorParams,
  FloorsResponse,
  IdParams,
  MyReservationsQuery,
  MyReservationsResponse,
  ReservationResponse,
  SeatSuggestionsResponse,
  SuggestionsQuery,
  type SeatSuggestion,
  type TableAvailability,
} from '@restaurant/shared/contracts';
import { servicesOn, type DayServices } from '../../business-rules';
import { AppError } from '../../lib/errors';
import { ReadCache } from '../../lib/read-cache';
import { TABLES_TAG, checkGuests, localDateOf, publishSlotChange, resolveSlot, slotTags } from '../../lib/slot';
import { bearerSecurity } from '../../plugins/auth';
import { CACHE, errors, paged, type RouteDeps } from '../deps';

const BASE = '/public/restaurant-table';

/**
 * How long an availability or suggestion answer is kept. Bookings and cancellations drop the answers of their days
 * at once on every instance (through the invalidation bus), so this only bounds memory held by slots nobody asks for.
 */
const SLOT_CACHE = { maxEntries: 2000, ttlMs: 60_000 };

const tableRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, settings, now, bus }) => {
  const { tableRepository, reservationRepository } = repos;
  // Keyed by the resolved slot (floor or party, start and end), tagged with the slot's days. A booking acknowledged
  // on any instance is in the next read on every instance: see ReadCache for why.
  const availabilityCache = new ReadCache<TableAvailability[]>(bus, SLOT_CACHE);
  const suggestionsCache = new ReadCache<SeatSuggestion[]>(bus, SLOT_CACHE);
  const tagsOf = (startAt: Date, endAt: Date) => [TABLES_TAG, ...slotTags(startAt, endAt)];

  app.get(
    `${BASE}/booking-rules`,
    {
      schema: {
        tags: ['tables'],
        summary: 'Opening hours per weekday, slot grid, durations, window, party size, cancellation cut-off',
        response: { 200: BookingRulesResponse },
      },
      config: { cache: CACHE.bookingRules },
    },
    async () => {
      const at = now();
      const rules = await settings.current(at);
      const today = servicesOn(localDateOf(at, rules), rules);
      // a day's span, from its first service's opening to its last one's closing (clients that know one range a day)
      const span = (day: DayServices) =>
        day.length ? { open: day[0]!.open, close: day[day.length - 1]!.close } : null;
      return {
        data: {
          timeZone: rules.timeZone,
          openingTime: today[0]?.open ?? '00:00',
          closingTime: today[today.length - 1]?.close ?? '00:00',
          openingHours: rules.openingHours.map(span),
          services: rules.openingHours.map((day) => day.map(({ open, close }) => ({ open, close }))),
          specialDays: Object.entries(rules.specialDays)
            .filter(([date]) => date >= localDateOf(at, rules))
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([date, day]) => ({ date, services: day.map(({ open, close }) => ({ open, close })) })),
          slotMinutes: rules.slotMinutes,
          minDurationMinutes: rules.minDurationMinutes,
          maxDurationMinutes: rules.maxDurationMinutes,
          defaultDurationMinutes: rules.defaultDurationMinutes,
          durations: rules.durations.map(({ fromGuests, minutes }) => ({ fromGuests, minutes })),
          bookingLeadMinutes: rules.bookingLeadMinutes,
          bookingWindowDays: rules.bookingWindowDays,
          minGuests: rules.minGuests,
          maxGuests: rules.maxGuests,
          maxTablesPerBooking: rules.maxTablesPerBooking,
          cancellationCutoffMinutes: rules.cancellationCutoffMinutes,
          maxUpcomingBookingsPerDiner: rules.maxUpcomingBookingsPerDiner,
          maxOverlappingBookingsPerDiner: rules.maxOverlappingBookingsPerDiner,
        },
      };
    },
  );

  app.get(
    `${BASE}/floors`,
    {
      schema: { tags: ['tables'], summary: 'Floors with table and seat counts', response: { 200: FloorsResponse } },
      config: { cache: CACHE.menu },
    },
    async () => ({ data: await tableRepository.listFloors() }),
  );

  app.get(
    `${BASE}/floors/:id/details`,
    {
      schema: {
        tags: ['tables'],
        summary: 'Floor plan: tables with shape, position, size, rotation, seats and neighbours',
        params: IdParams,
        response: { 200: FloorDetailResponse, ...errors(400, 404) },
      },
      config: { cache: CACHE.menu },
    },
    async (request) => {
      const floor = await tableRepository.floorDetail(request.params.id);
      if (!floor) throw new AppError('FLOOR_NOT_FOUND');
      return { data: floor };
    },
  );

  app.get(
    `${BASE}/floors/:floorId/availability`,
    {
      schema: {
        tags: ['tables'],
        summary: 'Which tables of a floor are free for a slot',
        params: FloorParams,
        querystring: AvailabilityQuery,
        response: { 200: FloorAvailabilityResponse, ...errors(400, 404) },
      },
    },
    async (request) => {
      const at = now();
      const slot = resolveSlot(request.query, await settings.current(at), at);
      if (!(await tableRepository.findFloor(request.params.floorId))) throw new AppError('FLOOR_NOT_FOUND');
      const { floorId } = request.params;
      const key = `${floorId} ${slot.startAt.toISOString()} ${slot.endAt.toISOString()}`;
      const tables = await availabilityCache.read(key, tagsOf(slot.startAt, slot.endAt), () =>
        tableRepository.availability(floorId, slot.startAt, slot.endAt),
      );
      return {
        data: {
          floorId: request.params.floorId,
          reservationDate: slot.reservationDate,
          reservationTime: slot.reservationTime,
          estimatedDuration: slot.estimatedDuration,
          startAt: slot.startAt.toISOString(),
          endAt: slot.endAt.toISOString(),
          freeSeats: tables.reduce((n, t) => n + t.freeSeats, 0),
          tables,
        },
      };
    },
  );

  app.get(
    `${BASE}/seats/suggestions`,
    {
      schema: {
        tags: ['tables'],
        summary: 'Ranked seating for a party: best single tables first, then adjacent tables combined',
        querystring: SuggestionsQuery,
        response: { 200: SeatSuggestionsResponse, ...errors(400, 404) },
      },
    },
    async (request) => {
      const { guests, floorId } = request.query;
      const at = now();
      const rules = await settings.current(at);
      checkGuests(guests, rules);
      const slot = resolveSlot(request.query, rules, at);
      if (floorId && !(await tableRepository.findFloor(floorId))) throw new AppError('FLOOR_NOT_FOUND');
      const key = `${guests} ${floorId ?? 'all'} ${slot.startAt.toISOString()} ${slot.endAt.toISOString()}`;
      const data = await suggestionsCache.read(key, tagsOf(slot.startAt, slot.endAt), () =>
        tableRepository.suggestions(guests, slot.startAt, slot.endAt, {
          floorId,
          maxTables: rules.maxTablesPerBooking,
          limit: 10,
        }),
      );
      return { data };
    },
  );

  app.post(
    `${BASE}/reservations`,
    {
      schema: {
        tags: ['reservations'],
        summary: 'Book one table, or several adjacent tables on one floor',
        security: bearerSecurity,
        body: CreateReservationBody,
        response: { 201: ReservationResponse, ...errors(400, 401, 404, 409) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const body = request.body;
      const at = now();
      const rules = await settings.current(at);
      checkGuests(body.guests, rules);
      const slot = resolveSlot(body, rules, at);
      const reservation = await publishSlotChange(bus, () =>
        reservationRepository.create(request.userId, body, slot, at),
      );
      return reply.code(201).send({ data: reservation });
    },
  );

  app.get(
    `${BASE}/reservations/my`,
    {
      schema: {
        tags: ['reservations'],
        summary: "The signed-in diner's reservations: all or past latest first, upcoming soonest first",
        security: bearerSecurity,
        querystring: MyReservationsQuery,
        response: { 200: MyReservationsResponse, ...errors(400, 401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { page, size } = request.query;
      return paged(await reservationRepository.listMine(request.userId, request.query, now()), page, size);
    },
  );

  app.get(
    `${BASE}/reservations/:id`,
    {
      schema: {
        tags: ['reservations'],
        summary: "One of the diner's reservations (another diner's is 404)",
        security: bearerSecurity,
        params: IdParams,
        response: { 200: ReservationResponse, ...errors(400, 401, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ data: await reservationRepository.findMine(request.userId, request.params.id, now()) }),
  );

  app.post(
    `${BASE}/reservations/:id/cancel`,
    {
      schema: {
        tags: ['reservations'],
        summary: 'Cancel a reservation (owner only, up to the cancellation cut-off)',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: ReservationResponse, ...errors(400, 401, 404, 409) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      data: await publishSlotChange(bus, () => reservationRepository.cancel(request.userId, request.params.id, now())),
    }),
  );
};

export default tableRoutes;
