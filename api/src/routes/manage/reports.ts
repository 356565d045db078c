import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  CoversRow,
  MAX_REPORT_YEARS,
  OrdersByHourRow,
  RatingRow,
  REPORT_NAMES,
  ReportParams,
  ReportQuery,
  ReportResponse,
  RevenueRow,
  TopItemRow,
  VoucherUsesRow,
  type Report,
  type ReportGranularity,
  type ReportName,
  type Service,
} from '@restaurant/shared/contracts';
import { AppError } from '../../lib/errors';
import type { ReportRange, ReportRepository } from '../../repositories/report-repository';
import { errors, type RouteDeps } from '../deps';
import { managerRoutes } from './manager-routes';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The columns of each report's CSV, in the order of its row schema. */
const COLUMNS: Record<ReportName, string[]> = {
  revenue: Object.keys(RevenueRow.properties),
  'orders-by-hour': Object.keys(OrdersByHourRow.properties),
  covers: Object.keys(CoversRow.properties),
  'top-items': Object.keys(TopItemRow.properties),
  vouchers: Object.keys(VoucherUsesRow.properties),
  ratings: Object.keys(RatingRow.properties),
};

const isReportName = (name: string): name is ReportName => (REPORT_NAMES as readonly string[]).includes(name);

/** A restaurant-local date as a UTC midnight, or an error naming it when the calendar has no such day (02-30). */
function calendarDay(date: string): Date {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) {
    throw new AppError('REPORT_DATE_INVALID', { date });
  }
  return day;
}

/** The range checked (real dates, `to` not before `from`, under `MAX_REPORT_YEARS`), its length and previous period. */
export function reportRange(from: string, to: string) {
  const start = calendarDay(from);
  const end = calendarDay(to);
  if (end < start) throw new AppError('REPORT_RANGE_REVERSED');
  const limit = new Date(start);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_REPORT_YEARS);
  if (end >= limit) throw new AppError('REPORT_RANGE_TOO_LONG', { years: MAX_REPORT_YEARS });
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1;
  const shift = (day: Date, by: number) => new Date(day.getTime() - by * DAY_MS).toISOString().slice(0, 10);
  return { from, to, days, previousFrom: shift(start, days), previousTo: shift(start, 1) };
}

async function buildReport(
  reports: ReportRepository,
  weekly: () => Promise<readonly (readonly Service[])[]>,
  name: ReportName,
  range: ReturnType<typeof reportRange>,
  by: ReportGranularity,
): Promise<Report> {
  const span: ReportRange = { from: range.from, to: range.to };
  switch (name) {
    case 'revenue':
      return {
        name,
        ...span,
        by,
        previousFrom: range.previousFrom,
        previousTo: range.previousTo,
        rows: await reports.revenue(span, by, range.previousFrom, range.days),
      };
    case 'orders-by-hour':
      return { name, ...span, rows: await reports.ordersByHour(span) };
    case 'covers':
      return { name, ...span, rows: await reports.covers(span, await weekly()) };
    case 'top-items':
      return { name, ...span, rows: await reports.topItems(span) };
    case 'vouchers':
      return { name, ...span, rows: await reports.vouchers(span) };
    case 'ratings':
      return { name, ...span, by, rows: await reports.ratings(span, by) };
  }
}

/**
 * One CSV field: quoted when it holds a separator, quote or line break; a text a spreadsheet would run as a formula
 * (`=`, `+`, `-`, `@` first: a dish named so by the menu) is kept as text by a leading apostrophe.
 */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The report's rows as CSV (RFC 4180: CRLF line ends, a header row of the row's field names). */
export function reportCsv(report: Report): string {
  const columns = COLUMNS[report.name];
  const lines = [columns.join(',')];
  for (const row of report.rows as readonly Record<string, unknown>[]) {
    lines.push(columns.map((c) => csvField(row[c])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

const wantsCsv = (accept: string | undefined) => /(^|,)\s*text\/csv\s*(;|,|$)/i.test(accept ?? '');

/** The manager's reports: figures computed by the database over the real orders, bookings and reviews. */
const manageReportRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, settings, now }) => {
  const { managerOnly, schema } = managerRoutes(app, repos);

  app.get(
    '/manage/reports/:name',
    {
      schema: {
        ...schema(
          'getReport',
          'A report between two restaurant-local dates (both included)',
          `Reports: ${REPORT_NAMES.join(', ')}. Orders count once COMPLETED; bookings while confirmed. \`by\` ` +
            'buckets revenue and ratings (day, ISO week, month); revenue gives beside each bucket the same window ' +
            "shifted back by the range's length; covers are split by the services of the manager's hours. " +
            '`Accept: text/csv` answers the rows as CSV (a header row of the ' +
            `row's fields). 400 REPORT_RANGE_INVALID: not a calendar date, \`to\` before \`from\`, or over ` +
            `${MAX_REPORT_YEARS} years; 404 REPORT_UNKNOWN: no report of that name.`,
        ),
        params: ReportParams,
        querystring: ReportQuery,
        response: {
          200: {
            description: 'The report (JSON), or its rows as CSV',
            content: {
              'application/json': { schema: ReportResponse },
              'text/csv': { schema: Type.String({ description: 'A header row, then one line per row' }) },
            },
          },
          ...errors(400, 401, 403, 404),
        },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!isReportName(name)) throw new AppError('REPORT_UNKNOWN', { name });
      const range = reportRange(request.query.from, request.query.to);
      // the weekly services in force: the report splits bookings by the hours the manager set, not a fixed hour
      const weekly = async () => (await settings.current(now())).openingHours;
      const report = await buildReport(repos.reportRepository, weekly, name, range, request.query.by ?? 'day');
      reply.header('cache-control', 'no-store').header('vary', 'Accept');
      if (wantsCsv(request.headers.accept)) {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}-${range.from}-${range.to}.csv"`)
          .send(reportCsv(report));
      }
      return { data: report };
    },
  );
};

export default manageReportRoutes;
