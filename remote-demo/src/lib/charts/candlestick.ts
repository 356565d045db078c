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

/** The lowest and highest price of the candles, with a margin, so the y axis does not start at zero. */
export function priceRange(candles: readonly Candle[]): { min: number; max: number } | undefined {
  if (candles.length === 0) return undefined;
  const low = Math.min(...candles.map((candle) => candle.low));
  const high = Math.max(...candles.map((candle) => candle.high));
  const margin = Math.max((high - low) * 0.08, 1);
  return { min: Math.floor(low - margin), max: Math.ceil(high + margin) };
}
