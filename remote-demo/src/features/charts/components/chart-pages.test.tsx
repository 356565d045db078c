import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CanvasHTMLAttributes, ComponentType } from 'react';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { findCharts } from '../../../testing/charts';
import { chartsTranslations } from '../translations';
import AreaChartPage from './area-chart-page';
import CandlestickChartPage from './candlestick-chart-page';
import ColumnChartPage from './column-chart-page';
import DoughnutPieChartPage from './doughnut-pie-chart-page';
import GradientChartPage from './gradient-chart-page';
import LineChartPage from './line-chart-page';
import RadialbarChartPage from './radialbar-chart-page';

// jsdom has no 2D canvas for chart.js: the charts render as the named canvas they put on the page, and the e2e spec
// checks the drawing itself. Each chart's figures are in its hidden table, which is what these tests read.
jest.mock('react-chartjs-2', () => {
  const canvas = (props: CanvasHTMLAttributes<HTMLCanvasElement>) => (
    <canvas role={props.role} aria-label={props['aria-label']} />
  );
  return { Bar: canvas, Line: canvas, Doughnut: canvas };
});

beforeAll(() => loadTranslations([demoTranslations, chartsTranslations]));

const rows = (table: string) => within(screen.getByRole('table', { name: table })).getAllByRole('row');
const columns = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('columnheader')
    .filter((header) => header.getAttribute('scope') === 'col')
    .map((header) => header.textContent)
    .slice(1);

describe.each<[string, ComponentType, string, number]>([
  ['Area chart', AreaChartPage, 'Sales and expenses', 2],
  ['Line chart', LineChartPage, 'Revenue', 2],
  ['Gradient chart', GradientChartPage, 'Earnings', 2],
  ['Candlestick chart', CandlestickChartPage, 'Share price', 1],
  ['Column chart', ColumnChartPage, 'Sales per quarter', 2],
  ['Doughnut & pie charts', DoughnutPieChartPage, 'Visits by device', 2],
  ['Radial bar chart', RadialbarChartPage, 'Monthly goals', 2],
])('%s page', (title, Page, firstCard, charts) => {
  it('shows its title, its titled examples and named charts', async () => {
    renderWithProviders(<Page />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: firstCard })).toBeInTheDocument();
    for (const chart of await findCharts(charts)) {
      expect(screen.getByRole('table', { name: chart.getAttribute('aria-label') ?? '' })).toBeInTheDocument();
    }
  });
});

describe('chart controls', () => {
  it('hides a series on the area chart and keeps the last one on', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AreaChartPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(columns('Sales and expenses for the period')).toEqual(['Sales', 'Expenses']);
    await user.click(screen.getByRole('checkbox', { name: 'Sales' }));
    expect(columns('Sales and expenses for the period')).toEqual(['Expenses']);
    await user.click(screen.getByRole('checkbox', { name: 'Expenses' }));
    expect(columns('Sales and expenses for the period')).toEqual(['Expenses']);
  });

  it.each([
    [AreaChartPage, 'Visitors for the period', 'week', 'This year', 13],
    [LineChartPage, 'Revenue for the period', 'month', 'This week', 8],
    [GradientChartPage, 'Earnings for the period', 'year', 'This month', 5],
  ])('changes the points when another period is chosen', async (Page, chart, _, period, count) => {
    const user = userEvent.setup();
    renderWithProviders(<Page />);
    await screen.findByRole('heading', { level: 1 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), period);
    expect(rows(chart)).toHaveLength(count);
  });

  it('shows more candles for a longer range, with their four prices', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CandlestickChartPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(rows('Share price per trading day, 40 days')).toHaveLength(41);
    expect(columns('Share price per trading day, 40 days')).toEqual(['Open', 'High', 'Low', 'Close']);
    const change = screen.getByTestId('candle-change').textContent;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Range' }), '60 days');
    expect(rows('Share price per trading day, 60 days')).toHaveLength(61);
    expect(screen.getByTestId('candle-change').textContent).not.toBe(change);
  });

  it('compares only the ticked years on the column chart', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ColumnChartPage />);
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('checkbox', { name: '2024' }));
    expect(columns('Sales per quarter and year')).toEqual(['2025', '2026']);
    expect(screen.getByRole('checkbox', { name: 'Stack the columns' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Stack the columns' }));
    expect(screen.getByRole('checkbox', { name: 'Stack the columns' })).toBeChecked();
  });

  it('drops a category from the pie and changes the doughnut with the period', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DoughnutPieChartPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(rows('Share of sales by category')).toHaveLength(5);
    await user.click(screen.getByRole('checkbox', { name: 'Drinks' }));
    expect(rows('Share of sales by category')).toHaveLength(4);
    const before = screen.getByRole('table', { name: 'Share of visits by device' }).textContent;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'This year');
    expect(screen.getByRole('table', { name: 'Share of visits by device' }).textContent).not.toBe(before);
  });

  it('moves the satisfaction ring with the slider and drops a goal ring', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RadialbarChartPage />);
    await screen.findByRole('heading', { level: 1 });
    const table = () => screen.getByRole('table', { name: 'Customer satisfaction score' });
    expect(table()).toHaveTextContent('72%');
    screen.getByRole('slider', { name: 'Satisfaction score' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(table()).toHaveTextContent('74%');
    await user.click(screen.getByRole('checkbox', { name: 'Reviews' }));
    expect(rows('Progress of the monthly goals')).toHaveLength(4);
  });
});
