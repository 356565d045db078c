// The dashboard's figures, derived from the chosen period alone: the same period always gives the same figures (a
// seeded generator, no clock, no randomness), so they can be tested and a period switch visibly changes them.

export const PERIODS = ['this-month', 'last-month', 'this-year'] as const;
export type Period = (typeof PERIODS)[number];
export const DEFAULT_PERIOD: Period = 'this-month';

export function isPeriod(value: string | null | undefined): value is Period {
  return (PERIODS as readonly (string | null | undefined)[]).includes(value);
}

export const SALES_CHANNELS = ['online', 'marketplace', 'in-store'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];
export const PAYMENT_GATEWAYS = ['paypal', 'wallet', 'card', 'refund'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];
export const TRANSACTION_KINDS = ['payment', 'order', 'refund', 'payout', 'subscription'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export interface Trend {
  total: number;
  /** Percent change against the period before, one decimal. */
  change: number;
  points: number[];
}

export interface Transaction {
  id: string;
  kind: TransactionKind;
  amount: number;
  /** Minutes after the start of the day it happened, for its time of day. */
  minuteOfDay: number;
}

export interface PeriodFigures {
  period: Period;
  earnings: number;
  orders: number;
  customers: number;
  /** Percent change of earnings against the period before, one decimal. */
  growth: number;
  /** The earnings goal of the period: the round figure above what was earned. */
  goal: number;
  expense: Trend;
  sales: Trend;
  /** Earnings and expenses per week (a month) or per month (the year). */
  revenue: { buckets: 'weeks' | 'months'; earnings: number[]; expenses: number[] };
  salesOverview: Array<{ channel: SalesChannel; value: number }>;
  yearly: { thisYear: number[]; lastYear: number[]; total: number; change: number };
  gateways: Array<{ gateway: PaymentGateway; amount: number }>;
  transactions: Transaction[];
}

const SEEDS: Record<Period, number> = { 'this-month': 1201, 'last-month': 1102, 'this-year': 2026 };
/** A year is about twelve months of business: the yearly period's figures are on that scale. */
const SCALE: Record<Period, number> = { 'this-month': 1, 'last-month': 1, 'this-year': 12 };

/** mulberry32: a small seeded generator, good enough to make believable, repeatable figures. */
function generator(seed: number): (min: number, max: number) => number {
  let state = seed >>> 0;
  return (min, max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return Math.round(min + unit * (max - min));
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const percentChange = (now: number, before: number) => Math.round(((now - before) / before) * 1000) / 10;

function trend(between: (min: number, max: number) => number, min: number, max: number): Trend {
  const points = Array.from({ length: 7 }, () => between(min, max));
  const total = sum(points);
  return { total, change: percentChange(total, between(min * 7, max * 7)), points };
}

/** The next round step above `value` (25,000 above 23,526; 300,000 above 281,000): a goal people set. */
export function goalAbove(value: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, value))) - 1) * 5;
  return (Math.floor(value / step) + 1) * step;
}

/** Every figure of the dashboard for one period. */
export function periodFigures(period: Period): PeriodFigures {
  const between = generator(SEEDS[period]);
  const scale = SCALE[period];
  const bucketCount = period === 'this-year' ? 12 : 4;
  const earnings = Array.from({ length: bucketCount }, () => between(4_000, 9_000) * (scale / bucketCount) * 4);
  const expenses = earnings.map((value) => Math.round(value * (between(35, 70) / 100)));
  const totalEarnings = sum(earnings);
  const thisYear = Array.from({ length: 12 }, () => between(20_000, 45_000));
  const lastYear = Array.from({ length: 12 }, () => between(18_000, 40_000));
  const transactions = TRANSACTION_KINDS.map((kind, index) => ({
    id: `${period}-${index}`,
    kind,
    amount: between(40, 2_400),
    minuteOfDay: 0,
  }));
  // Latest first, each a little earlier than the one above it.
  let minute = between(15 * 60, 18 * 60);
  for (const transaction of transactions) {
    transaction.minuteOfDay = minute;
    minute -= between(20, 110);
  }
  return {
    period,
    earnings: totalEarnings,
    orders: between(300, 900) * scale,
    customers: between(120, 480) * scale,
    // Against the period before, drawn near this one's earnings: a shop's earnings move by tens of percent, not -70.
    growth: percentChange(totalEarnings, Math.round((totalEarnings * between(780, 1_120)) / 1_000)),
    goal: goalAbove(totalEarnings),
    expense: trend(between, 300 * scale, 1_200 * scale),
    sales: trend(between, 600 * scale, 2_000 * scale),
    revenue: { buckets: period === 'this-year' ? 'months' : 'weeks', earnings, expenses },
    salesOverview: SALES_CHANNELS.map((channel) => ({ channel, value: between(2_000, 9_000) * scale })),
    yearly: { thisYear, lastYear, total: sum(thisYear), change: percentChange(sum(thisYear), sum(lastYear)) },
    gateways: PAYMENT_GATEWAYS.map((gateway) => ({
      gateway,
      amount: (gateway === 'refund' ? -1 : 1) * between(200, 3_000) * scale,
    })),
    transactions,
  };
}
