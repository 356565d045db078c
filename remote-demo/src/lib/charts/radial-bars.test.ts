import { chartThemeFrom } from './chart-theme';
import { radialBarData, ringOf } from './radial-bars';

const theme = chartThemeFrom((name) => `<${name}>`, { theme: 'blue', dark: false, rtl: false, reducedMotion: false });
const filledColours = (data: ReturnType<typeof radialBarData>) =>
  data.datasets.map((dataset) => dataset.backgroundColor[0]);

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

describe('radialBarData', () => {
  const goals = ['Sales', 'Bookings', 'Reviews', 'Newsletter'].map((label, colorIndex) => ({
    label,
    value: 50,
    colorIndex,
  }));

  it('keeps every ring in its own colour when another ring is hidden', () => {
    const all = filledColours(radialBarData(theme, goals));
    const withoutBookings = filledColours(
      radialBarData(
        theme,
        goals.filter((goal) => goal.label !== 'Bookings'),
      ),
    );

    expect(new Set(all).size).toBe(4);
    expect(withoutBookings).toEqual([all[0], all[2], all[3]]);
  });

  it('colours rings in turn when they have no place of their own', () => {
    const rings = filledColours(
      radialBarData(theme, [
        { label: 'A', value: 1 },
        { label: 'B', value: 2 },
      ]),
    );
    expect(rings).toEqual([theme.series[0], theme.series[1]]);
  });

  it('draws each ring as its filled arc over a track', () => {
    const [ring] = radialBarData(theme, [{ label: 'Sales', value: 82 }]).datasets;
    expect(ring?.data).toEqual([82, 18]);
    expect(ring?.backgroundColor[1]).toBe(theme.grid);
  });
});
