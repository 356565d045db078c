import { act, screen } from '@testing-library/react';
import type { CanvasHTMLAttributes } from 'react';
import {
  installFakeIntersectionObserver,
  renderWithProviders,
  type FakeIntersectionObservers,
} from '@restaurant/shared/testing';
import { findCharts } from '../../testing/charts';
import { BarChart } from './bar-chart';
import { LineChart } from './line-chart';

// jsdom has no 2D canvas for chart.js: a chart shows as the named canvas it puts on the page.
jest.mock('react-chartjs-2', () => {
  const canvas = (props: CanvasHTMLAttributes<HTMLCanvasElement>) => (
    <canvas role={props.role} aria-label={props['aria-label']} />
  );
  return { Bar: canvas, Line: canvas, Doughnut: canvas };
});

const VISITS = { labels: ['Mon', 'Tue'], series: [{ label: 'Visits', values: [3, 5] }] };

function Charts() {
  return (
    <>
      <LineChart name="Visits per day" {...VISITS} />
      <BarChart name="Orders per day" {...VISITS} />
    </>
  );
}

describe('ChartCanvas', () => {
  let observers: FakeIntersectionObservers;
  beforeEach(() => {
    observers = installFakeIntersectionObserver();
  });
  afterEach(() => observers.uninstall());

  it('draws no chart until it nears the screen, while its figures are in its table from the start', async () => {
    renderWithProviders(<Charts />);
    expect(await screen.findByRole('table', { name: 'Visits per day' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Orders per day' })).toBeInTheDocument();
    expect(observers.observed()).toHaveLength(2);
    expect(observers.options[0]?.rootMargin).toMatch(/^\d+px/);

    await observers.reportAll(false);
    expect(screen.queryAllByRole('img')).toHaveLength(0);

    await observers.reportAll(true);
    const names = (await findCharts(2)).map((chart) => chart.getAttribute('aria-label'));
    expect(names).toEqual(['Visits per day', 'Orders per day']);
    expect(observers.observed()).toHaveLength(0);
  });

  it('draws every chart where the screen cannot be observed', async () => {
    observers.uninstall();
    renderWithProviders(<Charts />);
    expect(await findCharts(2)).toHaveLength(2);
  });

  it('draws a chart only once the faces of the typeface its text needs have arrived', async () => {
    observers.uninstall();
    const arrivals: Array<() => void> = [];
    const load = jest.fn(() => new Promise<void>((resolve) => arrivals.push(resolve)));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    try {
      renderWithProviders(<Charts />);
      expect(await screen.findByRole('table', { name: 'Visits per day' })).toBeInTheDocument();
      expect(load).toHaveBeenCalledWith(
        expect.stringMatching(/^12px "Noto Sans Variable"/),
        expect.stringContaining('Mon'),
      );
      expect(screen.queryAllByRole('img')).toHaveLength(0);

      await act(async () => arrivals.forEach((arrive) => arrive()));
      expect(await findCharts(2)).toHaveLength(2);
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });
});
