import { Type, type Static } from 'typebox';
import { Data, Id, LocalDate, LocalTime, SingleLineText, StaffMember, Timestamp } from './common';
import { Guests, ReservationOccasion, SuggestedTable } from './table';

/**
 * A booking as the host stand sees it. CONFIRMED: booked, the party not there yet; SEATED: at the table; COMPLETED
 * and NO_SHOW: finished at the host stand (the tables are free again); CANCELLED: by the diner.
 */
export const StaffReservationStatus = Type.Enum(['CONFIRMED', 'SEATED', 'COMPLETED', 'NO_SHOW', 'CANCELLED']);
export type StaffReservationStatus = Static<typeof StaffReservationStatus>;

export const StaffReservation = Type.Object({
  id: Id,
  code: Type.String(),
  status: StaffReservationStatus,
  reservationDate: LocalDate,
  reservationTime: LocalTime,
  startAt: Timestamp,
  endAt: Timestamp,
  partySize: Type.Integer({ minimum: 1 }),
  floor: Type.Object({ id: Id, name: Type.String() }),
  tables: Type.Array(SuggestedTable),
  walkIn: Type.Boolean({ description: 'Seated by the host stand without a booking: no account behind it' }),
  contact: Type.Object({
    name: Type.String(),
    phone: Type.Union([Type.String(), Type.Null()], { description: 'As the diner typed it; null for a walk-in' }),
    email: Type.Union([Type.String(), Type.Null()], { description: "The booking account's; null for a walk-in" }),
  }),
  occasion: Type.Union([ReservationOccasion, Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
  statusChangedAt: Type.Union([Timestamp, Type.Null()], {
    description: 'When the host stand last marked it (seated, completed, no-show), or when it was cancelled',
  }),
  markedBy: Type.Union([StaffMember, Type.Null()], {
    description:
      'Who last marked it at the host stand (or seated the walk-in); null: not marked, or the account is gone',
  }),
});
export type StaffReservation = Static<typeof StaffReservation>;

export const StaffReservationsQuery = Type.Object(
  {
    // absent: today in the restaurant's time zone
    date: Type.Optional(LocalDate),
    q: Type.Optional(
      SingleLineText({ maxLength: 100, description: "Part of the booking code or of the contact's name" }),
    ),
  },
  { additionalProperties: false },
);
export type StaffReservationsQuery = Static<typeof StaffReservationsQuery>;

export const StaffReservationsResponse = Data(
  Type.Object({ date: LocalDate, items: Type.Array(StaffReservation, { description: 'In time order' }) }),
);
export type StaffReservationsResponse = Static<typeof StaffReservationsResponse>;
export const StaffReservationResponse = Data(StaffReservation);
export type StaffReservationResponse = Static<typeof StaffReservationResponse>;

/** What the host stand records, one path segment each: `POST /staff/reservations/{id}/{mark}`. */
export const ReservationMark = Type.Enum(['seated', 'completed', 'no-show']);
export type ReservationMark = Static<typeof ReservationMark>;
export const ReservationMarkParams = Type.Object({ id: Id, mark: ReservationMark }, { additionalProperties: false });
export type ReservationMarkParams = Static<typeof ReservationMarkParams>;

export const WalkInBody = Type.Object(
  {
    tableId: Id,
    partySize: Guests,
    name: Type.Optional(SingleLineText({ minLength: 1, maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type WalkInBody = Static<typeof WalkInBody>;

export const SoldOutKind = Type.Enum(['food', 'combo']);
export type SoldOutKind = Static<typeof SoldOutKind>;
export const SoldOutParams = Type.Object({ kind: SoldOutKind, id: Id }, { additionalProperties: false });
export type SoldOutParams = Static<typeof SoldOutParams>;
export const SoldOutState = Type.Object({
  kind: SoldOutKind,
  id: Id,
  soldOut: Type.Boolean(),
  soldOutOn: Type.Union([LocalDate, Type.Null()], { description: 'The day it is sold out (today), or null' }),
  soldOutBy: Type.Union([StaffMember, Type.Null()], { description: 'Who marked it (or put it back on sale)' }),
});
export type SoldOutState = Static<typeof SoldOutState>;
export const SoldOutResponse = Data(SoldOutState);
export type SoldOutResponse = Static<typeof SoldOutResponse>;
export const SoldOutMark = Type.Object({
  kind: SoldOutKind,
  id: Id,
  soldOutBy: Type.Union([StaffMember, Type.Null()], { description: 'Who marked it sold out today' }),
});
export type SoldOutMark = Static<typeof SoldOutMark>;
export const SoldOutMarksResponse = Data(Type.Object({ items: Type.Array(SoldOutMark) }));
export type SoldOutMarksResponse = Static<typeof SoldOutMarksResponse>;
