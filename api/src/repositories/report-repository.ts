import { sql, type SQL } from 'drizzle-orm';
import {
  TOP_ITEMS_LIMIT,
  type CoversRow,
  type OrdersByHourRow,
  type RatingRow,
  type ReportGranularity,
  type RevenueRow,
  type TopItemRow,
  type Service,
  type VoucherUsesRow,
} from '@restaurant/shared/contracts';
import type { Db } from '../db/index';

/** A report's range: restaurant-local dates, both included (checked by the route). */
export type ReportRange = { from: string; to: string };

/** Which reviews the rating report counts: those diners see, as the public average does (a hidden one is left out). */
const COUNTED_REVIEW = sql`r.hidden_at is null`;

/**
 * The figures of the manager's reports, each one aggregate query: the database groups and sums, Node only maps the
 * few rows it answers (at most one per bucket, hour, service or top item).
 *
 * What counts, everywhere: an order once COMPLETED (handed over and paid); placed, in-progress and cancelled orders
 * are not revenue. Days and hours are the restaurant's (`timeZone`), whatever the server's or session's zone.
 */
export function createReportRepository(db: Db, timeZone: string) {
  const rowsOf = async <T>(query: SQL): Promise<T[]> =>
    // Both engines' drivers answer `{ rows }`; the shared Db type cannot say so.
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  /** The instant a restaurant-local date starts. */
  const startOf = (date: string | SQL) => sql`((${date})::date::timestamp at time zone ${timeZone})`;
  /** Orders that count, placed within the range (by the instant they were placed, as an index can read). */
  const countedOrders = (from: string | SQL, to: string) =>
    sql`o.status = 'COMPLETED' and o.created_at >= ${startOf(from)} and o.created_at < ${startOf(sql`${to}::date + 1`)}`;
  const localDay = (column: SQL) => sql`(${column} at time zone ${timeZone})::date`;
  const step = (by: ReportGranularity) => sql`${`1 ${by}`}::interval`;
  /** One row per bucket (day, ISO week from Monday, month) touching the range, by its first day. */
  const buckets = (range: ReportRange, by: ReportGranularity) =>
    sql`select b::date as bucket from generate_series(date_trunc(${by}, ${range.from}::date::timestamp),
      ${range.to}::date::timestamp, ${step(by)}) b`;
  const clippedFrom = (range: ReportRange) => sql`greatest(b.bucket, ${range.from}::date)`;
  const clippedTo = (range: ReportRange, by: ReportGranularity) =>
    sql`least((b.bucket + ${step(by)})::date - 1, ${range.to}::date)`;
  const day = (date: SQL) => sql`to_char(${date}, 'YYYY-MM-DD')`;

  return {
    /**
     * Revenue per bucket, and beside each the same window shifted back by the range's length (the previous period
     * of equal length): the previous column's sum is the previous period's revenue.
     */
    async revenue(range: ReportRange, by: ReportGranularity, previousFrom: string, days: number) {
      type Row = Omit<RevenueRow, 'revenue' | 'previousRevenue'> & { revenue: string; previousRevenue: string };
      const rows = await rowsOf<Row>(sql`
        with daily as (
          select ${localDay(sql`o.created_at`)} as day, count(*)::int as orders, sum(o.total)::bigint as revenue
          from orders o
          where ${countedOrders(previousFrom, range.to)}
          group by 1
        ),
        tagged as (
          select date_trunc(${by}, (case when day >= ${range.from}::date then day else day + ${days}::int end)::timestamp)::date
              as bucket,
            day >= ${range.from}::date as current, orders, revenue
          from daily
        ),
        b as (${buckets(range, by)})
        select ${day(clippedFrom(range))} as "from", ${day(clippedTo(range, by))} as "to",
          coalesce(sum(t.orders) filter (where t.current), 0)::int as "orders",
          coalesce(sum(t.revenue) filter (where t.current), 0)::bigint as "revenue",
          ${day(sql`${clippedFrom(range)} - ${days}::int`)} as "previousFrom",
          ${day(sql`${clippedTo(range, by)} - ${days}::int`)} as "previousTo",
          coalesce(sum(t.orders) filter (where not t.current), 0)::int as "previousOrders",
          coalesce(sum(t.revenue) filter (where not t.current), 0)::bigint as "previousRevenue"
        from b left join tagged t on t.bucket = b.bucket
        group by b.bucket
        order by b.bucket`);
      return rows.map((r): RevenueRow => ({
        ...r,
        revenue: Number(r.revenue),
        previousRevenue: Number(r.previousRevenue),
      }));
    },

    /** Orders and revenue by the restaurant-local hour they were placed in: always 24 rows. */
    async ordersByHour(range: ReportRange) {
      const rows = await rowsOf<Omit<OrdersByHourRow, 'revenue'> & { revenue: string }>(sql`
        with h as (
          select extract(hour from o.created_at at time zone ${timeZone})::int as hour, count(*)::int as orders,
            sum(o.total)::bigint as revenue
          from orders o
          where ${countedOrders(range.from, range.to)}
          group by 1
        )
        select g.hour, coalesce(h.orders, 0)::int as "orders", coalesce(h.revenue, 0)::bigint as "revenue"
        from generate_series(0, 23) as g(hour) left join h on h.hour = g.hour
        order by g.hour`);
      return rows.map((r): OrdersByHourRow => ({ ...r, revenue: Number(r.revenue) }));
    },

    /**
     * Confirmed bookings of the range per service of the manager's hours: their covers (guests, no-shows left out),
     * the no-shows the host stand marked and their share of the bookings. A booking belongs to the service of its date
     * it starts in: the date's special hours or closure (`restaurant_closures`), else `weekly` (the weekday's services
     * in force). One row per weekly service (booked or not), per special service booked, and one for bookings in no
     * service of their day (the hours changed since), last.
     */
    async covers(range: ReportRange, weekly: readonly (readonly Service[])[]) {
      const weeklyServices = weekly.flatMap((services, weekday) =>
        services.map((service) => sql`(${weekday}::int, ${service.open}::time, ${service.close}::time)`),
      );
      // VALUES needs a row: a week closed every day is an empty relation of the same shape.
      const weeklyRelation =
        weeklyServices.length > 0
          ? sql`values ${sql.join(weeklyServices, sql`, `)}`
          : sql`select null::int, null::time, null::time where false`;
      const rows = await rowsOf<Omit<CoversRow, 'noShowRate'>>(sql`
        with weekly(weekday, opens, closes) as (${weeklyRelation}),
        special as (
          select c.date as day, c.services from restaurant_closures c
          where c.date between ${range.from}::date and ${range.to}::date
        ),
        services_of_day as (
          select sp.day, (s->>'open')::time as opens, (s->>'close')::time as closes
          from special sp cross join lateral jsonb_array_elements(sp.services) s
          union all
          select d::date, w.opens, w.closes
          from generate_series(${range.from}::date, ${range.to}::date, '1 day'::interval) d
          join weekly w on w.weekday = extract(dow from d)::int
          where not exists (select 1 from special sp where sp.day = d::date)
        ),
        s as (
          select w.opens, w.closes, count(*)::int as bookings,
            coalesce(sum(r.guests) filter (where r.attendance is distinct from 'no_show'), 0)::int as covers,
            count(*) filter (where r.attendance = 'no_show')::int as no_shows,
            coalesce(sum(r.guests) filter (where r.attendance = 'no_show'), 0)::int as no_show_covers
          from reservations r
          left join services_of_day w on w.day = r.reservation_date
            and r.reservation_time::time >= w.opens and r.reservation_time::time < w.closes
          where r.status = 'confirmed' and r.reservation_date between ${range.from}::date and ${range.to}::date
          group by w.opens, w.closes
        ),
        k as (select distinct opens, closes from weekly)
        select to_char(coalesce(k.opens, s.opens), 'HH24:MI') as "opens",
          to_char(coalesce(k.closes, s.closes), 'HH24:MI') as "closes",
          coalesce(s.bookings, 0)::int as "bookings", coalesce(s.covers, 0)::int as "covers",
          coalesce(s.no_shows, 0)::int as "noShows", coalesce(s.no_show_covers, 0)::int as "noShowCovers"
        from k full join s on s.opens = k.opens and s.closes = k.closes
        order by coalesce(k.opens, s.opens) nulls last, coalesce(k.closes, s.closes)`);
      return rows.map((r): CoversRow => ({
        ...r,
        noShowRate: r.bookings ? Math.round((r.noShows / r.bookings) * 10_000) / 10_000 : null,
      }));
    },

    /** The most ordered dishes, then the most ordered combos (`TOP_ITEMS_LIMIT` of each), by quantity. */
    async topItems(range: ReportRange) {
      const rows = await rowsOf<Omit<TopItemRow, 'revenue'> & { revenue: string }>(sql`
        with lines as (
          select l.food_id, l.combo_id, sum(l.quantity)::int as quantity,
            sum(l.quantity::bigint * l.unit_price)::bigint as revenue, max(l.name) as name
          from order_lines l join orders o on o.id = l.order_id
          where ${countedOrders(range.from, range.to)} and (l.food_id is not null or l.combo_id is not null)
          group by l.food_id, l.combo_id
        ),
        ranked as (
          select lines.*, row_number() over (
            partition by lines.food_id is null
            order by lines.quantity desc, lines.revenue desc, coalesce(lines.food_id, lines.combo_id)
          ) as position
          from lines
        )
        select case when r.food_id is null then 'combo' else 'food' end as "kind",
          coalesce(r.food_id, r.combo_id) as "id", coalesce(f.name, c.name, r.name) as "name",
          coalesce(f.english_name, c.english_name, r.name) as "englishName", r.quantity as "quantity",
          r.revenue as "revenue"
        from ranked r left join foods f on f.id = r.food_id left join combos c on c.id = r.combo_id
        where r.position <= ${TOP_ITEMS_LIMIT}
        order by r.food_id is null, r.position`);
      return rows.map((r): TopItemRow => ({ ...r, revenue: Number(r.revenue) }));
    },

    /** Per voucher: the counted orders that used it, the discount they were given, and what they paid. */
    async vouchers(range: ReportRange) {
      type Row = Omit<VoucherUsesRow, 'discount' | 'revenue'> & { discount: string; revenue: string };
      const rows = await rowsOf<Row>(sql`
        select o.voucher_id as "voucherId", coalesce(v.code, max(o.voucher_code), '') as "code",
          count(*)::int as "uses", sum(o.discount)::bigint as "discount", sum(o.total)::bigint as "revenue"
        from orders o left join vouchers v on v.id = o.voucher_id
        where ${countedOrders(range.from, range.to)} and o.voucher_id is not null
        group by o.voucher_id, v.code
        order by 3 desc, 4 desc, 1`);
      return rows.map((r): VoucherUsesRow => ({ ...r, discount: Number(r.discount), revenue: Number(r.revenue) }));
    },

    /**
     * The reviews given in each bucket (a review counts on the day its current rating was given, `updated_at`:
     * posting again replaces it) and their average rating, to two decimals.
     */
    async ratings(range: ReportRange, by: ReportGranularity) {
      const rows = await rowsOf<Omit<RatingRow, 'average'> & { average: string | number | null }>(sql`
        with r as (
          select date_trunc(${by}, ${localDay(sql`r.updated_at`)}::timestamp)::date as bucket, count(*)::int as reviews,
            avg(r.rating) as average
          from reviews r
          where r.updated_at >= ${startOf(range.from)} and r.updated_at < ${startOf(sql`${range.to}::date + 1`)}
            and ${COUNTED_REVIEW}
          group by 1
        ),
        b as (${buckets(range, by)})
        select ${day(clippedFrom(range))} as "from", ${day(clippedTo(range, by))} as "to",
          coalesce(r.reviews, 0)::int as "reviews", round(r.average, 2)::float8 as "average"
        from b left join r on r.bucket = b.bucket
        order by b.bucket`);
      return rows.map((r): RatingRow => ({ ...r, average: r.average === null ? null : Number(r.average) }));
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
