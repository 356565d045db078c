import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import { Data, LocalDate, LocalTime, Vnd } from './common';

// The manager's reports (`GET /api/manage/reports/{name}?from=&to=`): figures over the real orders, bookings and
// reviews, computed by the database, between two restaurant-local dates (both included). `Accept: text/csv` answers
// the same rows as CSV.
//
// What counts: an order counts once it is COMPLETED (handed over, paid at the restaurant or by transfer); placed,
// in-progress and cancelled orders are not revenue. A booking counts while confirmed (not cancelled); its covers are
// its guests, and a no-show is one the host stand marked so. Days are the restaurant's (Asia/Ho_Chi_Minh).

export const REPORT_NAMES = ['revenue', 'orders-by-hour', 'covers', 'top-items', 'vouchers', 'ratings'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

/** Longest range a report covers, in years (from `from`, `to` before the same date this many years on). */
export const MAX_REPORT_YEARS = 3;

/** How many dishes and how many combos `top-items` lists, most ordered first. */
export const TOP_ITEMS_LIMIT = 10;

/** Codes of a refused report. */
export const REPORT_ERROR = {
  /** 404: no report of that name. */
  unknown: 'REPORT_UNKNOWN',
  /** 400: `from`/`to` not a real date, `to` before `from`, or a range over three years. */
  badRange: 'REPORT_RANGE_INVALID',
} as const;

export const ReportParams = Type.Object({
  name: Type.String({ maxLength: 40, description: `One of ${REPORT_NAMES.join(', ')}` }),
});
export type ReportParams = Static<typeof ReportParams>;

export const ReportQuery = Type.Object(
  {
    from: LocalDate,
    to: LocalDate,
    by: Type.Optional(
      Type.Enum(REPORT_GRANULARITIES, { description: 'Buckets of `revenue` and `ratings` (default: day)' }),
    ),
  },
  { additionalProperties: false },
);
export type ReportQuery = Static<typeof ReportQuery>;

const Count = Type.Integer({ minimum: 0 });
const Average = Type.Union([Type.Number(), Type.Null()], { description: 'null when there is nothing to average' });

/** One bucket of revenue (day, ISO week from Monday, or month, clipped to the range) and the same window shifted back by the range's length. */
export const RevenueRow = Type.Object({
  from: LocalDate,
  to: LocalDate,
  orders: Count,
  revenue: Vnd,
  previousFrom: LocalDate,
  previousTo: LocalDate,
  previousOrders: Count,
  previousRevenue: Vnd,
});
export type RevenueRow = Static<typeof RevenueRow>;

export const OrdersByHourRow = Type.Object({
  hour: Type.Integer({ minimum: 0, maximum: 23 }),
  orders: Count,
  revenue: Vnd,
});
export type OrdersByHourRow = Static<typeof OrdersByHourRow>;

/**
 * One service of the restaurant's hours (`/api/manage/settings`), named by its hours: a booking belongs to the service
 * of its date (the date's special hours, else its weekday's) it starts in. Every weekly service has a row, booked or
 * not; a special day's own service has one when booked; bookings in no service of their day (made before the hours
 * changed) share the last row, whose `opens` and `closes` are null.
 */
export const CoversRow = Type.Object({
  opens: Type.Union([LocalTime, Type.Null()], { description: 'When the service opens (null: outside the hours)' }),
  closes: Type.Union([LocalTime, Type.Null()], { description: 'When the service closes (null: outside the hours)' }),
  bookings: Count,
  covers: Type.Integer({ minimum: 0, description: 'Guests of the confirmed bookings' }),
  noShows: Count,
  noShowCovers: Count,
  noShowRate: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
    description: 'No-shows over the bookings (null: none)',
  }),
});
export type CoversRow = Static<typeof CoversRow>;

export const TopItemRow = Type.Object({
  kind: Type.Enum(['food', 'combo']),
  id: Type.Integer(),
  /** the Vietnamese original, as ordered */
  name: Type.String(),
  englishName: Type.String(),
  quantity: Count,
  revenue: Vnd,
});
export type TopItemRow = Static<typeof TopItemRow>;

export const VoucherUsesRow = Type.Object({
  voucherId: Type.Integer(),
  code: Type.String(),
  uses: Count,
  discount: Vnd,
  revenue: Vnd,
});
export type VoucherUsesRow = Static<typeof VoucherUsesRow>;

export const RatingRow = Type.Object({
  from: LocalDate,
  to: LocalDate,
  reviews: Count,
  average: Average,
});
export type RatingRow = Static<typeof RatingRow>;

const report = <N extends ReportName, R extends TSchema, E extends TProperties = Record<never, never>>(
  name: N,
  row: R,
  extra?: E,
) =>
  Type.Object({
    name: Type.Literal(name),
    from: LocalDate,
    to: LocalDate,
    ...(extra ?? ({} as E)),
    rows: Type.Array(row),
  });

export const RevenueReport = report('revenue', RevenueRow, {
  by: Type.Enum(REPORT_GRANULARITIES),
  previousFrom: LocalDate,
  previousTo: LocalDate,
});
export type RevenueReport = Static<typeof RevenueReport>;
export const OrdersByHourReport = report('orders-by-hour', OrdersByHourRow);
export type OrdersByHourReport = Static<typeof OrdersByHourReport>;
export const CoversReport = report('covers', CoversRow);
export type CoversReport = Static<typeof CoversReport>;
export const TopItemsReport = report('top-items', TopItemRow);
export type TopItemsReport = Static<typeof TopItemsReport>;
export const VoucherUsesReport = report('vouchers', VoucherUsesRow);
export type VoucherUsesReport = Static<typeof VoucherUsesReport>;
export const RatingsReport = report('ratings', RatingRow, { by: Type.Enum(REPORT_GRANULARITIES) });
export type RatingsReport = Static<typeof RatingsReport>;

export const Report = Type.Union([
  RevenueReport,
  OrdersByHourReport,
  CoversReport,
  TopItemsReport,
  VoucherUsesReport,
  RatingsReport,
]);
export type Report = Static<typeof Report>;
/** The report of a name, for a typed client. */
export type ReportOf<N extends ReportName> = Extract<Report, { name: N }>;

export const ReportResponse = Data(Report);
export type ReportResponse = Static<typeof ReportResponse>;
