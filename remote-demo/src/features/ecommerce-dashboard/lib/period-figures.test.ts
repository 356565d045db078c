import { PERIODS, goalAbove, isPeriod, periodFigures, type Period } from './period-figures';

describe('periodFigures', () => {
  it.each(PERIODS)('gives the same figures every time for %s', (period) => {
    expect(periodFigures(period)).toEqual(periodFigures(period));
  });

  it.each<[Period, Period]>([
    ['this-month', 'last-month'],
    ['this-month', 'this-year'],
    ['last-month', 'this-year'],
  ])('gives %s and %s different earnings, orders and charts', (first, second) => {
    const a = periodFigures(first);
    const b = periodFigures(second);
    expect(a.earnings).not.toBe(b.earnings);
    expect(a.orders).not.toBe(b.orders);
    expect(a.revenue.earnings).not.toEqual(b.revenue.earnings);
    expect(a.salesOverview).not.toEqual(b.salesOverview);
  });

  it.each<[Period, 'weeks' | 'months', number]>([
    ['this-month', 'weeks', 4],
    ['last-month', 'weeks', 4],
    ['this-year', 'months', 12],
  ])('splits the revenue of %s into %s (%i bars)', (period, buckets, count) => {
    const { revenue } = periodFigures(period);
    expect(revenue.buckets).toBe(buckets);
    expect(revenue.earnings).toHaveLength(count);
    expect(revenue.expenses).toHaveLength(count);
  });

  it.each(PERIODS)('keeps the figures of %s consistent with each other', (period) => {
    const figures = periodFigures(period);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(figures.earnings).toBe(sum(figures.revenue.earnings));
    expect(figures.expense.total).toBe(sum(figures.expense.points));
    expect(figures.sales.total).toBe(sum(figures.sales.points));
    expect(figures.yearly.total).toBe(sum(figures.yearly.thisYear));
    figures.revenue.expenses.forEach((expense, index) =>
      expect(expense).toBeLessThan(figures.revenue.earnings[index]!),
    );
    expect(figures.gateways.find((item) => item.gateway === 'refund')?.amount).toBeLessThan(0);
  });

  it.each(PERIODS)('gives %s a plausible growth and a round goal above its earnings', (period) => {
    const figures = periodFigures(period);
    expect(Math.abs(figures.growth)).toBeLessThan(30);
    expect(figures.goal).toBeGreaterThan(figures.earnings);
    expect(figures.goal).toBeLessThan(figures.earnings * 1.5);
  });

  it.each([
    [23_526, 25_000],
    [25_000, 30_000],
    [281_000, 300_000],
    [940, 950],
  ])('sets the goal above %i at %i', (earnings, goal) => {
    expect(goalAbove(earnings)).toBe(goal);
  });

  it('makes a year of business larger than a month', () => {
    expect(periodFigures('this-year').earnings).toBeGreaterThan(periodFigures('this-month').earnings * 5);
  });

  it('lists the transactions latest first', () => {
    const minutes = periodFigures('this-month').transactions.map((item) => item.minuteOfDay);
    expect([...minutes].sort((a, b) => b - a)).toEqual(minutes);
  });

  it.each([
    ['this-month', true],
    ['last-year', false],
    [null, false],
  ])('recognises %s as a period: %s', (value, expected) => {
    expect(isPeriod(value)).toBe(expected);
  });
});
