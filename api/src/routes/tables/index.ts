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
} from '@restaurant/shared/contracts';
import { servicesOn, type DayServices } from '../../business-rules';
import { AppError } from '../../lib/errors';
import { ReadCache } from '../../lib/read-cache';
import { sendSerialised, serialised } from '../../lib/serialised';
import {
  TABLES_TAG,
  checkGuests,
  localDateOf,
  publishSlotChange,
  resolveSlot,
  slotTags,
  type Slot,
} from '../../lib/slot';
import { bearerSecurity } from '../../plugins/auth';
import { CACHE, errors, paged, type RouteDeps } from '../deps';

const BASE = '/public/restaurant-table';

/**
 * How long an availability or suggestion answer is kept. Bookings and cancellations drop the answers of their days
 * at once on every instance (through the invalidation bus), so this only bounds memory held by slots nobody asks for.
 */
const SLOT_CACHE = { maxEntries: 2000, ttlMs: 60_000 };

/** What an availability answer says of its slot besides the tables, each derived from the slot alone. */
function slotAnswered(slot: Slot) {
  return {
    reservationDate: slot.reservationDate,
    reservationTime: slot.reservationTime,
    estimatedDuration: slot.estimatedDuration,
    startAt: slot.startAt.toISOString(),
    endAt: slot.endAt.toISOString(),
  };
}

const tableRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, settings, now, bus }) => {
  const { tableRepository, reservationRepository } = repos;
  // Keyed by what the answer says of the slot (floor or party, date, time, duration, start and end), tagged with the
  // slot's days. A booking acknowledged on any instance is in the next read on every instance: see ReadCache for why.
  // They keep the answer serialised, as sent: a hit sends the same bytes again instead of serialising it anew.
  const availabilityCache = new ReadCache<Buffer>(bus, SLOT_CACHE);
  const suggestionsCache = new ReadCache<Buffer>(bus, SLOT_CACHE);
  const tagsOf = (startAt: Date, endAt: Date) => [TABLES_TAG, ...slotTags(startAt, endAt)];
  // the floor plan editor's writes publish TABLES_TAG: the layout kept in memory goes with the cached answers
  const unsubscribe = bus.subscribe((invalidation) => {
    if ('all' in invalidation || invalidation.tags.includes(TABLES_TAG)) tableRepository.forgetLayout();
  });
  app.addHook('onClose', async () => unsubscribe());

  app.get(
    `${BASE}/booking-rules`,
    {
      schema: {
        tags: ['tables'],
        operationId: 'getBookingRules',
        summary: 'Opening hours per weekday, slot grid, durations, window, party size, cancellation cut-off, contact',
        description:
          "The rules every booking follows (opening hours, slot grid, durations, how far ahead, party sizes, cancellation cut-off), so a client builds its pickers from the same numbers as the API, and the restaurant's address and telephone. Public and cached.",
        response: { 200: BookingRulesResponse },
      },
      config: { cache: CACHE.bookingRules },
    },
    async () => {
      const at = now();
      const [rules, contact] = await Promise.all([settings.current(at), settings.contact()]);
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
          contact,
        },
      };
    },
  );

  app.get(
    `${BASE}/floors`,
    {
      schema: {
        tags: ['tables'],
        operationId: 'listFloors',
        summary: 'Floors with table and seat counts',
        description: "The restaurant's floors in order, each with how many tables and seats it has. Public and cached.",
        response: { 200: FloorsResponse },
      },
      config: { cache: CACHE.floors },
    },
    async () => ({ data: await tableRepository.listFloors() }),
  );

  app.get(
    `${BASE}/floors/:id/details`,
    {
      schema: {
        tags: ['tables'],
        operationId: 'getFloorPlan',
        summary: 'Floor plan: tables with shape, position, size, rotation, seats and neighbours',
        description:
          "One floor's plan: each table's shape, position, size, rotation, seats and neighbours (the tables it may be joined with). 404 for an unknown floor.",
        params: IdParams,
        response: { 200: FloorDetailResponse, ...errors(400, 404) },
      },
      config: { cache: CACHE.floors },
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
        operationId: 'getFloorAvailability',
        summary: 'Which tables of a floor are free for a slot',
        description:
          'Which tables of a floor are free for a party at a date, time and duration. 400 for a slot outside the booking rules.',
        params: FloorParams,
        querystring: AvailabilityQuery,
        response: { 200: FloorAvailabilityResponse, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const at = now();
      const synced = bus.sync();
      const slot = resolveSlot(request.query, await settings.current(at, synced), at);
      if (!(await tableRepository.findFloor(request.params.floorId))) throw new AppError('FLOOR_NOT_FOUND');
      const { floorId } = request.params;
      const answered = { floorId, ...slotAnswered(slot) };
      const key = Object.values(answered).join(' ');
      const body = await availabilityCache.read(
        key,
        tagsOf(slot.startAt, slot.endAt),
        async () => {
          const tables = await tableRepository.availability(floorId, slot.startAt, slot.endAt, slot.reservationDate);
          const freeSeats = tables.reduce((n, t) => n + t.freeSeats, 0);
          return serialised(reply, { data: { ...answered, freeSeats, tables } });
        },
        synced,
      );
      return sendSerialised(reply, body);
    },
  );

  app.get(
    `${BASE}/seats/suggestions`,
    {
      schema: {
        tags: ['tables'],
        operationId: 'suggestSeating',
        summary: 'Ranked seating for a party: best single tables first, then adjacent tables combined',
        description:
          'The best seating for a party at a slot: single tables that fit best first, then adjacent tables joined, on one floor each.',
        querystring: SuggestionsQuery,
        response: { 200: SeatSuggestionsResponse, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { guests, floorId } = request.query;
      const at = now();
      const synced = bus.sync();
      const rules = await settings.current(at, synced);
      checkGuests(guests, rules);
      const slot = resolveSlot(request.query, rules, at);
      if (floorId && !(await tableRepository.findFloor(floorId))) throw new AppError('FLOOR_NOT_FOUND');
      const key = `${guests} ${floorId ?? 'all'} ${slot.startAt.toISOString()} ${slot.endAt.toISOString()}`;
      const body = await suggestionsCache.read(
        key,
        tagsOf(slot.startAt, slot.endAt),
        async () => {
          const data = await tableRepository.suggestions(guests, slot.startAt, slot.endAt, {
            floorId,
            maxTables: rules.maxTablesPerBooking,
            limit: 10,
            date: slot.reservationDate,
          });
          return serialised(reply, { data });
        },
        synced,
      );
      return sendSerialised(reply, body);
    },
  );

  app.post(
    `${BASE}/reservations`,
    {
      schema: {
        tags: ['reservations'],
        operationId: 'createReservation',
        summary: 'Book one table, or several adjacent tables on one floor',
        description:
          'Books one table, or adjacent tables of one floor, for the signed-in diner and e-mails the confirmation. 409 when a table was taken meanwhile; 400 outside the booking rules.',
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
        operationId: 'listMyReservations',
        summary: "The signed-in diner's reservations: all or past latest first, upcoming soonest first",
        description:
          "The signed-in diner's reservations: upcoming ones soonest first, or past ones latest first, a page at a time.",
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
        operationId: 'getReservation',
        summary: "One of the diner's reservations (another diner's is 404)",
        description:
          "One of the signed-in diner's reservations with its tables. Another diner's reservation answers 404.",
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
        operationId: 'cancelReservation',
        summary: 'Cancel a reservation (owner only, up to the cancellation cut-off)',
        description:
          "Cancels one of the signed-in diner's reservations until the cancellation cut-off before it starts, and e-mails the cancellation. 409 past the cut-off.",
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
