import type { ReportName, ReportOf } from '@restaurant/shared/contracts';
import { useReport, type ReportRequest } from '../api/get-report';
import type { ChartSpec } from '../lib/chart-spec';
import { useReportFormat, type ReportFormat } from '../lib/report-format';
import { reportsTranslations } from '../translations';
import { ReportFrame, type ReportTable } from './report-frame';

type T = ReturnType<typeof reportsTranslations.useTranslation>['t'];

/** What a report's card shows of its figures: the chart, the table, whether there is anything. */
interface Drawn {
  chart: ChartSpec;
  table: ReportTable;
  empty: boolean;
}

interface CardProps {
  readonly request: ReportRequest;
  readonly onDownloaded: (title: string) => void;
}

const period = (t: T, f: ReportFormat, row: { from: string; to: string }) =>
  row.from === row.to ? f.day(row.from) : t('period', { from: f.day(row.from), to: f.day(row.to) });

/** A service is named by its hours (the manager's services have no other name); bookings outside them, as such. */
const serviceName = (t: T, f: ReportFormat, row: { opens: string | null; closes: string | null }) =>
  row.opens === null || row.closes === null
    ? t('covers.outsideHours')
    : t('covers.service', { opens: f.clock(row.opens), closes: f.clock(row.closes) });

const DRAW: { [N in ReportName]: (report: ReportOf<N>, t: T, f: ReportFormat) => Drawn } = {
  revenue: (report, t, f) => {
    const sum = (key: 'orders' | 'revenue' | 'previousOrders' | 'previousRevenue') =>
      report.rows.reduce((total, row) => total + row[key], 0);
    return {
      chart: {
        kind: 'bar',
        labels: report.rows.map((row) => period(t, f, row)),
        series: [
          { label: t('revenue.current'), values: report.rows.map((row) => row.revenue), palette: 'blue' },
          {
            label: t('revenue.previousSeries'),
            values: report.rows.map((row) => row.previousRevenue),
            palette: 'orange',
          },
        ],
        format: f.money,
      },
      table: {
        headers: [
          t('revenue.columns.period'),
          t('revenue.columns.orders'),
          t('revenue.columns.revenue'),
          t('revenue.columns.previousOrders'),
          t('revenue.columns.previousRevenue'),
        ],
        rows: report.rows.map((row) => [
          period(t, f, row),
          f.count(row.orders),
          f.money(row.revenue),
          f.count(row.previousOrders),
          f.money(row.previousRevenue),
        ]),
        footer: [
          t('revenue.total'),
          f.count(sum('orders')),
          f.money(sum('revenue')),
          f.count(sum('previousOrders')),
          f.money(sum('previousRevenue')),
        ],
      },
      empty: sum('orders') + sum('previousOrders') === 0,
    };
  },
  'orders-by-hour': (report, t, f) => ({
    chart: {
      kind: 'bar',
      labels: report.rows.map((row) => f.hour(row.hour)),
      series: [{ label: t('hours.series'), values: report.rows.map((row) => row.orders), palette: 'teal' }],
      format: f.count,
    },
    table: {
      headers: [t('hours.columns.hour'), t('hours.columns.orders'), t('hours.columns.revenue')],
      rows: report.rows.map((row) => [f.hour(row.hour), f.count(row.orders), f.money(row.revenue)]),
    },
    empty: report.rows.every((row) => row.orders === 0),
  }),
  covers: (report, t, f) => ({
    chart: {
      kind: 'bar',
      labels: report.rows.map((row) => serviceName(t, f, row)),
      series: [
        { label: t('covers.coversSeries'), values: report.rows.map((row) => row.covers), palette: 'blue' },
        { label: t('covers.noShowSeries'), values: report.rows.map((row) => row.noShowCovers), palette: 'red' },
      ],
      format: f.count,
    },
    table: {
      headers: [
        t('covers.columns.service'),
        t('covers.columns.bookings'),
        t('covers.columns.covers'),
        t('covers.columns.noShows'),
        t('covers.columns.noShowRate'),
      ],
      rows: report.rows.map((row) => [
        serviceName(t, f, row),
        f.count(row.bookings),
        f.count(row.covers),
        f.count(row.noShows),
        row.noShowRate === null ? t('none') : f.percent(row.noShowRate),
      ]),
    },
    empty: report.rows.every((row) => row.bookings === 0),
  }),
  'top-items': (report, t, f) => ({
    chart: {
      kind: 'bar',
      horizontal: true,
      labels: report.rows.map((row) => f.itemName(row)),
      series: [{ label: t('topItems.series'), values: report.rows.map((row) => row.quantity), palette: 'purple' }],
      format: f.count,
    },
    table: {
      headers: [
        t('topItems.columns.item'),
        t('topItems.columns.kind'),
        t('topItems.columns.quantity'),
        t('topItems.columns.revenue'),
      ],
      rows: report.rows.map((row) => [
        f.itemName(row),
        t(`topItems.${row.kind}`),
        f.count(row.quantity),
        f.money(row.revenue),
      ]),
    },
    empty: report.rows.length === 0,
  }),
  vouchers: (report, t, f) => ({
    chart: {
      kind: 'bar',
      labels: report.rows.map((row) => row.code),
      series: [{ label: t('vouchers.series'), values: report.rows.map((row) => row.discount), palette: 'orange' }],
      format: f.money,
    },
    table: {
      headers: [
        t('vouchers.columns.code'),
        t('vouchers.columns.uses'),
        t('vouchers.columns.discount'),
        t('vouchers.columns.revenue'),
      ],
      rows: report.rows.map((row) => [row.code, f.count(row.uses), f.money(row.discount), f.money(row.revenue)]),
    },
    empty: report.rows.length === 0,
  }),
  ratings: (report, t, f) => ({
    chart: {
      kind: 'line',
      labels: report.rows.map((row) => period(t, f, row)),
      series: [{ label: t('ratings.series'), values: report.rows.map((row) => row.average), palette: 'teal' }],
      format: f.rating,
      min: 0,
      max: 5,
    },
    table: {
      headers: [t('ratings.columns.period'), t('ratings.columns.reviews'), t('ratings.columns.average')],
      rows: report.rows.map((row) => [
        period(t, f, row),
        f.count(row.reviews),
        row.average === null ? t('none') : f.rating(row.average),
      ]),
    },
    empty: report.rows.every((row) => row.reviews === 0),
  }),
};

/** Where each report's title and description live in the namespace. */
const TEXTS: Record<ReportName, 'revenue' | 'hours' | 'covers' | 'topItems' | 'vouchers' | 'ratings'> = {
  revenue: 'revenue',
  'orders-by-hour': 'hours',
  covers: 'covers',
  'top-items': 'topItems',
  vouchers: 'vouchers',
  ratings: 'ratings',
};

/** One report's card: asks the API for it over the range and draws it. */
export function ReportCard<N extends ReportName>({ name, request, onDownloaded }: CardProps & { readonly name: N }) {
  const { t } = reportsTranslations.useTranslation();
  const format = useReportFormat();
  // only revenue and ratings have buckets: the others are the same report whatever `by` says
  const asked = name === 'revenue' || name === 'ratings' ? request : { ...request, by: 'day' as const };
  const query = useReport(name, asked);
  const texts: 'revenue' | 'hours' | 'covers' | 'topItems' | 'vouchers' | 'ratings' = TEXTS[name];
  const title = t(`${texts}.title`);
  const description = t(`${texts}.description`);
  const draw = DRAW[name] as (report: ReportOf<N>, t: T, f: ReportFormat) => Drawn;
  const drawn = query.data ? draw(query.data, t, format) : null;
  return (
    <ReportFrame
      name={name}
      title={title}
      description={description}
      request={asked}
      query={query}
      chart={drawn?.chart ?? null}
      table={drawn?.table ?? null}
      empty={drawn?.empty ?? false}
      onDownloaded={onDownloaded}
    />
  );
}
