/** One period of a price: where it opened, its highest and lowest, and where it closed. */
export interface Candle {
  open: number;
  high: number;
  low: number;
  close: number;
}

/** A candle as two floating bars of a category axis: the thin wick from low to high, the body from open to close. */
export interface CandleBars {
  wicks: [number, number][];
  bodies: [number, number][];
  /** Whether each candle closed at or above its opening (drawn in the rising colour). */
  rising: boolean[];
}

/**
 * Maps candles onto chart.js floating bars (`[start, end]` data of a bar chart). The financial plugin is not used: it
 * is not installed and has open chart.js 4 issues, and two overlapping bar datasets draw the same OHLC picture with
 * the parts the demo already registers. A body with no height (open = close) gets a hairline so it stays visible.
 */
export function candleBars(candles: readonly Candle[]): CandleBars {
  return {
    wicks: candles.map((candle) => [Math.min(candle.low, candle.high), Math.max(candle.low, candle.high)]),
    bodies: candles.map((candle) => {
      if (candle.open !== candle.close) return [candle.open, candle.close];
      const hair = Math.max(Math.abs(candle.close) * 0.001, 0.01);
      return [candle.close - hair, candle.close + hair];
    }),
    rising: candles.map((candle) => candle.close >= candle.open),
  };
}

/** The axis bounds of a price chart and the distance between its labels. */
export interface PriceRange {
  min: number;
  max: number;
  step: number;
}

const TARGET_TICKS = 6;

/** 1, 2, 2.5 or 5 times a power of ten: a label step people read at a glance. */
function niceStep(rough: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const residual = rough / magnitude;
  const nice = [1, 2, 2.5, 5].find((candidate) => residual <= candidate) ?? 10;
  return nice * magnitude;
}

// Keeps a multiple of a fractional step from drifting (0.1 * 3 = 0.30000000000000004).
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The lowest and highest price of the candles with a margin (so the y axis does not start at zero), both on a
 * multiple of a round step: given bounds are drawn as labels too, and one that was off the step (127 over 126)
 * crowded the top label.
 */
export function priceRange(candles: readonly Candle[]): PriceRange | undefined {
  if (candles.length === 0) return undefined;
  const low = Math.min(...candles.map((candle) => candle.low));
  const high = Math.max(...candles.map((candle) => candle.high));
  const margin = Math.max((high - low) * 0.08, 1);
  const step = niceStep((high - low + 2 * margin) / TARGET_TICKS);
  return {
    min: tidy(Math.floor((low - margin) / step) * step),
    max: tidy(Math.ceil((high + margin) / step) * step),
    step,
  };
}
