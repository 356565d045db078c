import { Type, type Static } from 'typebox';
import { Data, Id, LocalDate, MultilineText, SingleLineText } from './common';
import { Floor, RestaurantTable, TableShape } from './table';

// The manager's floor plan editor (`/api/manage/floors…`, `/api/manage/tables…`). Plan units are centimetres, as in
// the diner's plan; a table's seats are drawn by the API from its shape, size and capacity (`seatsFor` of
// `@restaurant/shared/floor-plan`), so what the editor previews is what every plan draws.

/** Codes of the floor plan editor's refusals. */
export const FLOOR_PLAN_ERROR = {
  /** 409: the table's drawing (its top or chairs) would overlap or touch another table's. */
  tableOverlap: 'TABLE_OVERLAP',
  /** 400: the table's drawing would leave the floor (or the floor would shrink under a table). */
  tableOffPlan: 'TABLE_OFF_PLAN',
  /** 409: another table in use has the number. */
  tableCodeTaken: 'TABLE_CODE_TAKEN',
  /** 409: the table has bookings still to come; `details` lists them (path: booking code). */
  tableHasBookings: 'TABLE_HAS_BOOKINGS',
  /** 400: a joinable table that is itself, unknown, removed or on another floor. */
  tableJoinInvalid: 'TABLE_JOIN_INVALID',
  /** 409: a booking of a table closed from a date on or before the booking's date. */
  tableClosed: 'TABLE_CLOSED',
} as const;

export const TableCode = Type.String({
  minLength: 1,
  maxLength: 10,
  pattern: '^[A-Za-z0-9][A-Za-z0-9-]*$',
  description: 'The table number shown on every plan and booking, unique among the tables in use (e.g. A07)',
});

export const MIN_TABLE_SIZE = 30;
export const MAX_TABLE_SIZE = 600;
export const TableSize = Type.Number({ minimum: MIN_TABLE_SIZE, maximum: MAX_TABLE_SIZE });
export const PlanCoordinate = Type.Number({ minimum: -10_000, maximum: 10_000 });
export const MAX_TABLE_SEATS = 20;

export const ManagedTable = Type.Object({
  ...RestaurantTable.properties,
  version: Type.Integer({ minimum: 1, description: "The table's edit version: its `If-Match` for a write" }),
  closedFrom: Type.Union([LocalDate, Type.Null()], {
    description: 'From this restaurant-local date on the table offers no availability; null: open',
  }),
});
export type ManagedTable = Static<typeof ManagedTable>;

export const ManagedFloor = Type.Object({
  ...Floor.properties,
  version: Type.Integer({ minimum: 1, description: "The floor's edit version (name, size, order)" }),
  tables: Type.Array(ManagedTable),
});
export type ManagedFloor = Static<typeof ManagedFloor>;

const floorFields = {
  name: SingleLineText({ minLength: 1, maxLength: 80 }),
  description: MultilineText({ maxLength: 500 }),
  width: Type.Integer({ minimum: 200, maximum: 10_000, description: 'Plan width in centimetres' }),
  height: Type.Integer({ minimum: 200, maximum: 10_000 }),
};

export const FloorInput = Type.Object(
  { ...floorFields, description: Type.Optional(floorFields.description) },
  { additionalProperties: false },
);
export type FloorInput = Static<typeof FloorInput>;

export const FloorPatch = Type.Partial(
  Type.Object(
    {
      ...floorFields,
      position: Type.Integer({
        minimum: 0,
        description: 'Where the floor goes in the list, from 0 (the others move along)',
      }),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
);
export type FloorPatch = Static<typeof FloorPatch>;

const tableFields = {
  code: TableCode,
  capacity: Type.Integer({ minimum: 1, maximum: MAX_TABLE_SEATS, description: 'Seats: the chairs drawn around it' }),
  shape: TableShape,
  zone: SingleLineText({ maxLength: 60 }),
  x: PlanCoordinate,
  y: PlanCoordinate,
  width: TableSize,
  height: TableSize,
  rotation: Type.Number({ minimum: -360, maximum: 360, description: 'Degrees clockwise around the box centre' }),
  adjacentTableIds: Type.Array(Id, {
    maxItems: 12,
    uniqueItems: true,
    description: 'The tables of the same floor it may be joined with (pushed together for one booking)',
  }),
};

export const TableInput = Type.Object(
  {
    ...tableFields,
    zone: Type.Optional(tableFields.zone),
    rotation: Type.Optional(tableFields.rotation),
    adjacentTableIds: Type.Optional(tableFields.adjacentTableIds),
  },
  { additionalProperties: false },
);
export type TableInput = Static<typeof TableInput>;

export const TablePatch = Type.Partial(
  Type.Object(
    {
      ...tableFields,
      closedFrom: Type.Union([LocalDate, Type.Null()], {
        description: 'Close the table from this date on (bookings before it stay); null opens it again',
      }),
    },
    { additionalProperties: false, minProperties: 1 },
  ),
);
export type TablePatch = Static<typeof TablePatch>;

export const FloorIdParams = Type.Object({ floorId: Id }, { additionalProperties: false });
export type FloorIdParams = Static<typeof FloorIdParams>;

export const ManagedFloorsResponse = Data(Type.Array(ManagedFloor));
export type ManagedFloorsResponse = Static<typeof ManagedFloorsResponse>;
export const ManagedFloorResponse = Data(ManagedFloor);
export type ManagedFloorResponse = Static<typeof ManagedFloorResponse>;
export const ManagedTableResponse = Data(ManagedTable);
export type ManagedTableResponse = Static<typeof ManagedTableResponse>;
