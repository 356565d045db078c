import { PERIODS, POINTS, periodValues, sampleCandles, wave } from './sample-series';

describe('sample series', () => {
  it('draws the same curve for the same seed and another for another seed', () => {
    expect(wave(3, 7, 100, 30)).toEqual(wave(3, 7, 100, 30));
    expect(wave(3, 7, 100, 30)).not.toEqual(wave(4, 7, 100, 30));
  });

  it.each(PERIODS)('gives a %s its number of points, all positive', (period) => {
    const values = periodValues(1, period, 100);
    expect(values).toHaveLength(POINTS[period]);
    expect(values.every((value) => value > 0)).toBe(true);
  });

  it.each([20, 40, 60])('makes %s weekday candles, each opening at the close before', (days) => {
    const { dates, candles } = sampleCandles(days);
    expect(candles).toHaveLength(days);
    expect(dates.every((date) => date.getUTCDay() !== 0 && date.getUTCDay() !== 6)).toBe(true);
    candles.forEach((candle, index) => {
      expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
      expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
      if (index > 0) expect(candle.open).toBe(candles[index - 1]?.close);
    });
  });
});
