import { candleBars, priceRange } from './candlestick';
import { ringOf } from './radial-bar-chart';

describe('candleBars', () => {
  it.each([
    ['a rising candle', { open: 10, high: 14, low: 9, close: 13 }, [9, 14], [10, 13], true],
    ['a falling candle', { open: 13, high: 15, low: 8, close: 9 }, [8, 15], [13, 9], false],
    ['a flat candle keeps a visible body', { open: 20, high: 21, low: 19, close: 20 }, [19, 21], [19.98, 20.02], true],
  ])('maps %s to a wick, a body and a direction', (_, candle, wick, body, rising) => {
    const bars = candleBars([candle]);
    expect(bars.wicks).toEqual([wick]);
    expect(bars.bodies[0]?.[0]).toBeCloseTo(body[0] ?? 0);
    expect(bars.bodies[0]?.[1]).toBeCloseTo(body[1] ?? 0);
    expect(bars.rising).toEqual([rising]);
  });

  it('keeps one bar per candle, in order', () => {
    const bars = candleBars([
      { open: 1, high: 3, low: 0, close: 2 },
      { open: 2, high: 4, low: 1, close: 1.5 },
    ]);
    expect(bars.wicks).toHaveLength(2);
    expect(bars.rising).toEqual([true, false]);
  });
});

describe('priceRange', () => {
  it('spans the lowest low and highest high with a margin, not from zero', () => {
    expect(
      priceRange([
        { open: 100, high: 120, low: 95, close: 110 },
        { open: 110, high: 130, low: 105, close: 125 },
      ]),
    ).toEqual({ min: 92, max: 133 });
  });

  it('has no range without candles', () => {
    expect(priceRange([])).toBeUndefined();
  });
});

describe('ringOf', () => {
  it.each([
    [40, [40, 60]],
    [0, [0, 100]],
    [130, [100, 0]],
    [-5, [0, 100]],
    [Number.NaN, [0, 100]],
  ])('fills %s%% of the ring', (value, ring) => {
    expect(ringOf(value)).toEqual(ring);
  });
});
