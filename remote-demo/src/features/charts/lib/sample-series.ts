import type { Candle } from '../../../lib/charts';

/** The periods a chart can show: a week by day, a month by week, a year by month. */
export const PERIODS = ['week', 'month', 'year'] as const;
export type Period = (typeof PERIODS)[number];

export const isPeriod = (value: string): value is Period => (PERIODS as readonly string[]).includes(value);

/** How many points a period has. */
export const POINTS: Record<Period, number> = { week: 7, month: 4, year: 12 };

/**
 * Made-up but steady figures: the same seed always gives the same curve (a wave plus a small ripple), so the demo
 * looks alike on every visit and tests can rely on it. `scale` multiplies the whole series (a month is bigger than a day).
 */
export function wave(seed: number, count: number, base: number, amplitude: number): number[] {
  return Array.from({ length: count }, (_, index) => {
    const ripple = ((seed * 31 + index * 17) % 11) / 10;
    return Math.round(base + amplitude * Math.sin(seed + index * 0.9) + amplitude * 0.4 * ripple);
  });
}

/** Figures of one named series for a period: a year's months are bigger than a week's days. */
export function periodValues(seed: number, period: Period, base: number): number[] {
  const scale = { week: 1, month: 7, year: 30 }[period];
  return wave(seed + POINTS[period], POINTS[period], base * scale, base * scale * 0.35);
}

/** The trading days shown by the candlestick chart: how many, the visitor's choice. */
export const CANDLE_RANGES = [20, 40, 60] as const;
export type CandleRange = (typeof CANDLE_RANGES)[number];

export const isCandleRange = (value: number): value is CandleRange =>
  (CANDLE_RANGES as readonly number[]).includes(value);

/** A share price day by day, each day opening at the day before's close; weekdays from Monday 5 January 2026. */
export function sampleCandles(days: number): { dates: Date[]; candles: Candle[] } {
  const dates: Date[] = [];
  const candles: Candle[] = [];
  let close = 120;
  const day = new Date(Date.UTC(2026, 0, 5));
  for (let index = 0; dates.length < days; index += 1) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      const open = close;
      const move = Math.sin(index * 0.7) * 4 + (((index * 37) % 9) - 4) * 0.9;
      close = Math.round((open + move) * 100) / 100;
      const high = Math.round((Math.max(open, close) + 1 + ((index * 13) % 5) * 0.6) * 100) / 100;
      const low = Math.round((Math.min(open, close) - 1 - ((index * 7) % 5) * 0.5) * 100) / 100;
      dates.push(new Date(day));
      candles.push({ open, high, low, close });
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return { dates, candles };
}
