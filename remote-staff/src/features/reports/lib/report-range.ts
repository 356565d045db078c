import type { Resolver } from 'react-hook-form';
import { dateTimeFormat, RESTAURANT_TIME_ZONE } from '@restaurant/shared';
import { MAX_REPORT_YEARS, ReportQuery, type ReportGranularity } from '@restaurant/shared/contracts';
import { contractResolver, type FieldSchemas } from '@restaurant/shared/forms';

/** The range form's fields: restaurant-local dates (`YYYY-MM-DD`, a date field's value) and the buckets. */
export interface ReportRangeValues {
  from: string;
  to: string;
  by: ReportGranularity;
}

export type ReportRangeField = keyof ReportRangeValues;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today on the restaurant's calendar (Hồ Chí Minh City), whatever the manager's laptop zone. */
export function restaurantToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD
  return dateTimeFormat('en-CA', {
    timeZone: RESTAURANT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A calendar date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The range the page opens on: the last 30 days up to today, by day. */
export function defaultRange(now: Date = new Date()): ReportRangeValues {
  const to = restaurantToday(now);
  return { from: addDays(to, -29), to, by: 'day' };
}

/** The last day a range starting on `from` may end on: the day before the same date `MAX_REPORT_YEARS` years on. */
export function lastDayFrom(from: string): string {
  const limit = new Date(`${from}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_REPORT_YEARS);
  return addDays(limit.toISOString().slice(0, 10), -1);
}

const isCalendarDay = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
};

const FIELDS: FieldSchemas<ReportRangeValues> = {
  from: ReportQuery.properties.from,
  to: ReportQuery.properties.to,
};

/** The contract's rules (`ReportQuery`), and what the API refuses besides: a real date, `to` not before `from`, 3 years at most. */
export const reportRangeResolver: Resolver<ReportRangeValues> = contractResolver<ReportRangeValues>(FIELDS, {
  refine: (values) => {
    const broken: Partial<Record<ReportRangeField, string>> = {};
    if (!isCalendarDay(values.from)) broken.from = 'format';
    if (!isCalendarDay(values.to)) broken.to = 'format';
    else if (!broken.from && values.to < values.from) broken.to = 'endBeforeStart';
    else if (!broken.from && values.to > lastDayFrom(values.from)) broken.to = 'tooLong';
    return broken;
  },
});

/** The message key (under `range.errors`) for the rule a field broke. */
export function rangeErrorKey(rule: string): 'required' | 'endBeforeStart' | 'tooLong' | 'format' {
  if (rule === 'required' || rule === 'endBeforeStart' || rule === 'tooLong') return rule;
  return 'format';
}
