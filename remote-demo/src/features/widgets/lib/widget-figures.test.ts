import { changeOf, figures, visitsInMonth, VISITED_PAGES } from './widget-figures';

describe('widget figures', () => {
  it('repeats for a seed and differs between seeds', () => {
    expect(figures(2, 7, 100, 20)).toEqual(figures(2, 7, 100, 20));
    expect(figures(2, 7, 100, 20)).not.toEqual(figures(3, 7, 100, 20));
  });

  it('gives every page a positive count of visits, different from month to month', () => {
    expect(visitsInMonth(0)).toHaveLength(VISITED_PAGES.length);
    expect(visitsInMonth(0).every((value) => value > 0)).toBe(true);
    expect(visitsInMonth(0)).not.toEqual(visitsInMonth(5));
  });

  it.each([
    [[100, 150], 50],
    [[200, 150], -25],
    [[0, 10], 0],
    [[], 0],
  ])('measures the change of %j as %s%%', (values, change) => {
    expect(changeOf(values)).toBe(change);
  });
});
