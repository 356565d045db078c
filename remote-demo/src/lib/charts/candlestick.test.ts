import { candleBars, priceRange } from './candlestick';

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
  it('spans the lowest low and highest high with a margin, not from zero, on round steps', () => {
    expect(
      priceRange([
        { open: 100, high: 120, low: 95, close: 110 },
        { open: 110, high: 130, low: 105, close: 125 },
      ]),
    ).toEqual({ min: 90, max: 140, step: 10 });
  });

  it.each([
    ['a share near 120', 112.03, 125.55],
    ['a penny stock', 0.42, 0.57],
    ['a flat day', 50, 50],
  ])('puts both bounds of %s on a label, a whole number of steps apart', (_, low, high) => {
    const range = priceRange([{ open: low, high, low, close: high }]);
    if (!range) throw new Error('no range');
    const steps = (range.max - range.min) / range.step;
    expect(range.min).toBeLessThan(low);
    expect(range.max).toBeGreaterThan(high);
    expect(steps).toBeCloseTo(Math.round(steps), 6);
    expect(Math.round(steps)).toBeLessThanOrEqual(10);
    expect(range.min / range.step).toBeCloseTo(Math.round(range.min / range.step), 6);
  });

  it('has no range without candles', () => {
    expect(priceRange([])).toBeUndefined();
  });
});
