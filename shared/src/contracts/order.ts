import { Type, type Static } from 'typebox';
import { BankAccount } from './bank-account';
import { Data, Id, LocalDate, LocalTime, MultilineText, Page, PageQuery, StaffMember, Timestamp, Vnd } from './common';

export const OrderType = Type.Enum(['PICKUP', 'DINE_IN'], {
  description: 'PICKUP: collected at a slot; DINE_IN: served at one of the diner’s confirmed reservations',
});
export type OrderType = Static<typeof OrderType>;

export const PaymentMethod = Type.Enum(['PAY_AT_RESTAURANT', 'BANK_TRANSFER']);
export type PaymentMethod = Static<typeof PaymentMethod>;

/** PLACED → PREPARING → READY → COMPLETED; CANCELLED only from PLACED (by the diner). */
export const OrderStatus = Type.Enum(['PLACED', 'PREPARING', 'READY', 'COMPLETED', 'CANCELLED']);
export type OrderStatus = Static<typeof OrderStatus>;

export const ORDER_NOTE_MAX_LENGTH = 500;
export const VOUCHER_CODE_MAX_LENGTH = 40;

const VoucherCode = Type.String({
  minLength: 1,
  maxLength: VOUCHER_CODE_MAX_LENGTH,
  pattern: '^\\s*[A-Za-z0-9_-]+\\s*$',
});

export const CreateOrderBody = Type.Object(
  {
    type: OrderType,
    pickupAt: Type.Optional(
      Type.String({ format: 'date-time', description: 'PICKUP only: one of GET /orders/pickup-slots for its day' }),
    ),
    reservationId: Type.Optional(Id),
    voucherCode: Type.Optional(VoucherCode),
    note: Type.Optional(MultilineText({ maxLength: ORDER_NOTE_MAX_LENGTH })),
    paymentMethod: PaymentMethod,
    notifyWhenReady: Type.Optional(
      Type.Boolean({
        description: 'PICKUP only: e-mail the diner when the kitchen marks it ready (ignored for DINE_IN)',
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'Orders the whole server cart. PICKUP needs pickupAt (and no reservationId); DINE_IN needs reservationId ' +
      '(and no pickupAt). Prices come from the database. Send an Idempotency-Key header so a double submit ' +
      'answers the first order instead of creating a second.',
  },
);
export type CreateOrderBody = Static<typeof CreateOrderBody>;

export const OrderLine = Type.Object({
  name: Type.String(),
  unitPrice: Vnd,
  quantity: Type.Integer({ minimum: 1 }),
  lineTotal: Vnd,
});
export type OrderLine = Static<typeof OrderLine>;

export const OrderReservationSummary = Type.Object({
  id: Id,
  code: Type.String(),
  reservationDate: LocalDate,
  reservationTime: LocalTime,
  startAt: Timestamp,
  guests: Type.Integer(),
  tables: Type.Array(Type.String(), {
    description: "Codes of the booking's tables, in code order (A07): where the kitchen serves a dine-in order",
  }),
});
export type OrderReservationSummary = Static<typeof OrderReservationSummary>;

export const OrderTimelineEntry = Type.Object({ status: OrderStatus, at: Timestamp });
export type OrderTimelineEntry = Static<typeof OrderTimelineEntry>;

export const Order = Type.Object({
  id: Id,
  code: Type.String({ description: 'Human-readable reference, also the bank transfer reference, e.g. OD-261124-7KQM' }),
  type: OrderType,
  status: OrderStatus,
  lines: Type.Array(OrderLine),
  subtotal: Vnd,
  discount: Vnd,
  total: Vnd,
  voucherCode: Type.Union([Type.String(), Type.Null()]),
  pickupAt: Type.Union([Timestamp, Type.Null()], { description: 'PICKUP: when to collect; null for DINE_IN' }),
  reservation: Type.Union([OrderReservationSummary, Type.Null()], {
    description: 'DINE_IN: the booking it is served at',
  }),
  paymentMethod: PaymentMethod,
  bankAccounts: Type.Array(BankAccount, {
    description: 'BANK_TRANSFER: the active accounts to pay to, with `code` as the transfer reference; else empty',
  }),
  note: Type.Union([Type.String(), Type.Null()]),
  notifyWhenReady: Type.Boolean({ description: 'PICKUP: the diner is e-mailed when the kitchen marks it ready' }),
  timeline: Type.Array(OrderTimelineEntry, { description: 'Each status reached, oldest first' }),
  canCancel: Type.Boolean({ description: 'The diner may still cancel (status PLACED)' }),
  advancedBy: Type.Optional(
    Type.Union([StaffMember, Type.Null()], {
      description: 'Staff answers only: who moved it on last (null: nobody yet, or the account is gone)',
    }),
  ),
  createdAt: Timestamp,
});
export type Order = Static<typeof Order>;
export const OrderResponse = Data(Order);
export type OrderResponse = Static<typeof OrderResponse>;

export const MyOrdersQuery = Type.Object({ ...PageQuery.properties }, { additionalProperties: false });
export type MyOrdersQuery = Static<typeof MyOrdersQuery>;
/** Newest first. */
export const MyOrdersResponse = Data(Page(Order));
export type MyOrdersResponse = Static<typeof MyOrdersResponse>;

export const VoucherPreviewBody = Type.Object({ voucherCode: VoucherCode }, { additionalProperties: false });
export type VoucherPreviewBody = Static<typeof VoucherPreviewBody>;

export const VoucherRejection = Type.Enum([
  'NOT_FOUND',
  'NOT_ACTIVE',
  'EXPIRED',
  'MIN_ORDER_NOT_MET',
  'USED_UP',
  'ALREADY_USED_BY_YOU',
  'EMPTY_CART',
]);
export type VoucherRejection = Static<typeof VoucherRejection>;

export const VoucherPreview = Type.Object({
  voucherCode: Type.String({ description: 'As normalised (trimmed, upper case)' }),
  applies: Type.Boolean(),
  subtotal: Vnd,
  discount: Vnd,
  total: Vnd,
  reason: Type.Union([VoucherRejection, Type.Null()], { description: 'Why it does not apply; null when it does' }),
  minOrderValue: Type.Union([Vnd, Type.Null()], { description: 'The voucher’s minimum, for MIN_ORDER_NOT_MET' }),
});
export type VoucherPreview = Static<typeof VoucherPreview>;
export const VoucherPreviewResponse = Data(VoucherPreview);
export type VoucherPreviewResponse = Static<typeof VoucherPreviewResponse>;

export const PickupSlotsQuery = Type.Object({ date: LocalDate }, { additionalProperties: false });
export type PickupSlotsQuery = Static<typeof PickupSlotsQuery>;

export const PickupSlot = Type.Object({ time: LocalTime, at: Timestamp });
export type PickupSlot = Static<typeof PickupSlot>;

export const PickupSlots = Type.Object({
  date: LocalDate,
  slotMinutes: Type.Integer(),
  leadMinutes: Type.Integer({ description: 'A slot must be at least this far ahead of now' }),
  slots: Type.Array(PickupSlot, { description: 'Open slots only, in order; empty when closed or all past' }),
});
export type PickupSlots = Static<typeof PickupSlots>;
export const PickupSlotsResponse = Data(PickupSlots);
export type PickupSlotsResponse = Static<typeof PickupSlotsResponse>;

export const StaffOrdersQuery = Type.Object({ ...PageQuery.properties }, { additionalProperties: false });
export type StaffOrdersQuery = Static<typeof StaffOrdersQuery>;
/**
 * The status the cook saw when they pressed the button, in the body or as `If-Match: "<status>"`: the order moves on
 * only from that status, so two tablets or a retry never move it two steps.
 */
export const AdvanceOrderBody = Type.Union(
  [Type.Object({ from: Type.Optional(OrderStatus) }, { additionalProperties: false }), Type.Null()],
  { description: '`from`: the status the order was in when the cook chose to move it on' },
);
export type AdvanceOrderBody = Static<typeof AdvanceOrderBody>;
export const AdvanceOrderHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({ pattern: '^"[A-Z]+"$', description: 'The status the cook saw, quoted: `"PLACED"`' }),
  ),
});
export type AdvanceOrderHeaders = Static<typeof AdvanceOrderHeaders>;

/** Active orders (PLACED, PREPARING, READY), oldest first: the kitchen's queue. */
export const StaffOrdersResponse = Data(Page(Order));
export type StaffOrdersResponse = Static<typeof StaffOrdersResponse>;
