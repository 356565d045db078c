import { Type, type Static } from 'typebox';
import { Phone } from './auth';
import { Data, Id, LocalDate, LocalTime, MultilineText, Page, PageQuery, SingleLineText, Timestamp } from './common';
import { RestaurantContact } from './manage-settings';

export const TableShape = Type.Enum(['ROUND', 'SQUARE', 'RECTANGLE']);
export type TableShape = Static<typeof TableShape>;

export const Floor = Type.Object({
  id: Id,
  name: Type.String(),
  level: Type.Integer(),
  description: Type.String(),
  width: Type.Integer({ description: 'Plan width in plan units (1 unit = 1 cm)' }),
  height: Type.Integer({ description: 'Plan height in plan units' }),
  tableCount: Type.Integer({ minimum: 0 }),
  seatCount: Type.Integer({ minimum: 0 }),
});
export type Floor = Static<typeof Floor>;
export const FloorsResponse = Data(Type.Array(Floor));
export type FloorsResponse = Static<typeof FloorsResponse>;

export const Seat = Type.Object({
  id: Id,
  label: Type.String(),
  x: Type.Number({ description: 'Centre, relative to the table box top-left, before rotation' }),
  y: Type.Number(),
  angle: Type.Number({ description: 'Degrees; the direction the chair faces' }),
});
export type Seat = Static<typeof Seat>;

export const RestaurantTable = Type.Object({
  id: Id,
  code: Type.String(),
  capacity: Type.Integer({ minimum: 1 }),
  shape: TableShape,
  zone: Type.String(),
  x: Type.Number({ description: 'Top-left of the table box on the floor plan' }),
  y: Type.Number(),
  width: Type.Number(),
  height: Type.Number(),
  rotation: Type.Number({ description: 'Degrees clockwise around the box centre' }),
  adjacentTableIds: Type.Array(Id, { description: 'Tables that can be pushed together with this one' }),
  seats: Type.Array(Seat),
});
export type RestaurantTable = Static<typeof RestaurantTable>;

export const FloorDetail = Type.Object({ ...Floor.properties, tables: Type.Array(RestaurantTable) });
export type FloorDetail = Static<typeof FloorDetail>;
export const FloorDetailResponse = Data(FloorDetail);
export type FloorDetailResponse = Static<typeof FloorDetailResponse>;

export const FloorParams = Type.Object({ floorId: Id }, { additionalProperties: false });
export type FloorParams = Static<typeof FloorParams>;

export const Duration = Type.Integer({
  minimum: 1,
  maximum: 1440,
  default: 90,
  description: 'Minutes; the business rules allow 30-240 on the slot grid',
});

export const SlotQuery = Type.Object({
  reservationDate: LocalDate,
  reservationTime: LocalTime,
  estimatedDuration: Duration,
});
export const AvailabilityQuery = Type.Object({ ...SlotQuery.properties }, { additionalProperties: false });
export type AvailabilityQuery = Static<typeof AvailabilityQuery>;

export const TableAvailability = Type.Object({
  tableId: Id,
  code: Type.String(),
  capacity: Type.Integer(),
  available: Type.Boolean(),
  freeSeats: Type.Integer({ minimum: 0, description: 'Seats free for the whole slot (tables are booked whole)' }),
});
export type TableAvailability = Static<typeof TableAvailability>;

export const FloorAvailability = Type.Object({
  floorId: Id,
  reservationDate: LocalDate,
  reservationTime: LocalTime,
  estimatedDuration: Type.Integer(),
  startAt: Timestamp,
  endAt: Timestamp,
  freeSeats: Type.Integer({ minimum: 0 }),
  tables: Type.Array(TableAvailability),
});
export type FloorAvailability = Static<typeof FloorAvailability>;
export const FloorAvailabilityResponse = Data(FloorAvailability);
export type FloorAvailabilityResponse = Static<typeof FloorAvailabilityResponse>;

export const Guests = Type.Integer({ minimum: 1, maximum: 100, description: 'The business rules allow 1-20' });

export const SuggestionsQuery = Type.Object(
  { ...SlotQuery.properties, guests: Guests, floorId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type SuggestionsQuery = Static<typeof SuggestionsQuery>;

export const SuggestedTable = Type.Object({ id: Id, code: Type.String(), capacity: Type.Integer() });
export const SeatSuggestion = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  combined: Type.Boolean({ description: 'Several adjacent tables pushed together' }),
  floor: Type.Object({ id: Id, name: Type.String() }),
  tables: Type.Array(SuggestedTable),
  seats: Type.Integer({ description: 'Total seats of the tables' }),
  spareSeats: Type.Integer({ minimum: 0 }),
});
export type SeatSuggestion = Static<typeof SeatSuggestion>;
export const SeatSuggestionsResponse = Data(Type.Array(SeatSuggestion));
export type SeatSuggestionsResponse = Static<typeof SeatSuggestionsResponse>;

export const ReservationStatus = Type.Enum(['CONFIRMED', 'CANCELLED']);
export type ReservationStatus = Static<typeof ReservationStatus>;

export const ReservationOccasion = Type.Enum(['birthday', 'anniversary', 'business', 'date', 'family', 'other'], {
  description: 'What the diner is celebrating, so the staff can prepare',
});
export type ReservationOccasion = Static<typeof ReservationOccasion>;

export const CreateReservationBody = Type.Object(
  {
    tableIds: Type.Array(Id, { minItems: 1, maxItems: 4, uniqueItems: true }),
    reservationDate: LocalDate,
    reservationTime: LocalTime,
    estimatedDuration: Duration,
    guests: Guests,
    contactName: SingleLineText({ minLength: 1, maxLength: 100 }),
    contactPhone: Phone,
    note: Type.Optional(MultilineText({ maxLength: 500 })),
    occasion: Type.Optional(ReservationOccasion),
  },
  { additionalProperties: false },
);
export type CreateReservationBody = Static<typeof CreateReservationBody>;

export const Reservation = Type.Object({
  id: Id,
  code: Type.String({ description: 'Human-readable booking reference, e.g. BK-260714-7KQM' }),
  status: ReservationStatus,
  reservationDate: LocalDate,
  reservationTime: LocalTime,
  estimatedDuration: Type.Integer(),
  startAt: Timestamp,
  endAt: Timestamp,
  guests: Type.Integer(),
  contactName: Type.String(),
  contactPhone: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
  occasion: Type.Union([ReservationOccasion, Type.Null()]),
  floor: Type.Object({ id: Id, name: Type.String() }),
  tables: Type.Array(SuggestedTable),
  canCancel: Type.Boolean({ description: 'Owner may still cancel (confirmed and far enough ahead)' }),
  createdAt: Timestamp,
  cancelledAt: Type.Union([Timestamp, Type.Null()]),
});
export type Reservation = Static<typeof Reservation>;
export const ReservationResponse = Data(Reservation);
export type ReservationResponse = Static<typeof ReservationResponse>;

export const ReservationWhen = Type.Enum(['upcoming', 'past'], {
  description:
    'upcoming: confirmed and not yet over, soonest first; past: over or cancelled, latest first; absent: all, latest first',
});
export type ReservationWhen = Static<typeof ReservationWhen>;

export const MyReservationsQuery = Type.Object(
  { ...PageQuery.properties, status: Type.Optional(ReservationStatus), when: Type.Optional(ReservationWhen) },
  { additionalProperties: false },
);
export type MyReservationsQuery = Static<typeof MyReservationsQuery>;
export const MyReservationsResponse = Data(Page(Reservation));
export type MyReservationsResponse = Static<typeof MyReservationsResponse>;

/** One day's hours: bookings start from `open` and end by `close`. */
export const DayHours = Type.Object({ open: LocalTime, close: LocalTime });
export type DayHours = Static<typeof DayHours>;

export const BookingRules = Type.Object({
  timeZone: Type.String(),
  openingTime: LocalTime,
  closingTime: LocalTime,
  openingHours: Type.Array(Type.Union([DayHours, Type.Null()]), {
    minItems: 7,
    maxItems: 7,
    description:
      "Per weekday, index 0 = Sunday ... 6 = Saturday, from the first service's opening to the last one's closing; " +
      "null = closed. openingTime/closingTime are today's",
  }),
  services: Type.Array(Type.Array(DayHours), {
    minItems: 7,
    maxItems: 7,
    description: 'Per weekday (0 = Sunday), its services (lunch, dinner); a booking fits inside one; empty = closed',
  }),
  specialDays: Type.Array(Type.Object({ date: LocalDate, services: Type.Array(DayHours) }), {
    description: 'Dates from today on whose services replace the weekday’s; empty services = closed that date',
  }),
  slotMinutes: Type.Integer(),
  minDurationMinutes: Type.Integer(),
  maxDurationMinutes: Type.Integer(),
  defaultDurationMinutes: Type.Integer({ description: 'The smallest party’s; `durations` gives it per party size' }),
  durations: Type.Array(Type.Object({ fromGuests: Type.Integer(), minutes: Type.Integer() }), {
    description: 'Default duration from a party size up',
  }),
  bookingLeadMinutes: Type.Integer({ description: 'A booking starts at least this long from now (400 TOO_SOON)' }),
  bookingWindowDays: Type.Integer(),
  minGuests: Type.Integer(),
  maxGuests: Type.Integer(),
  maxTablesPerBooking: Type.Integer(),
  cancellationCutoffMinutes: Type.Integer(),
  maxUpcomingBookingsPerDiner: Type.Integer({
    description: 'Confirmed bookings not yet over that one diner may hold at once (409 RESERVATION_LIMIT beyond)',
  }),
  maxOverlappingBookingsPerDiner: Type.Integer({
    description: "How many of one diner's confirmed bookings may overlap in time; 1 = none (409 RESERVATION_OVERLAP)",
  }),
  contact: Type.Union([RestaurantContact, Type.Null()], {
    description: "The restaurant's address and telephone as the manager set them; null when none is set",
  }),
});
export type BookingRules = Static<typeof BookingRules>;
export const BookingRulesResponse = Data(BookingRules);
export type BookingRulesResponse = Static<typeof BookingRulesResponse>;
