import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CanvasHTMLAttributes } from 'react';
import { useCustomizerStore } from '@restaurant/shared';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { findCharts } from '../../../testing/charts';
import { ecommerceDashboardTranslations } from '../translations';
import EcommerceDashboardPage from './ecommerce-dashboard-page';

// jsdom has no 2D canvas for chart.js to draw on: the charts render as the named canvas they put on the page, and
// the e2e spec checks the drawing itself.
jest.mock('react-chartjs-2', () => {
  const canvas = (props: CanvasHTMLAttributes<HTMLCanvasElement>) => (
    <canvas role={props.role} aria-label={props['aria-label']} />
  );
  return { Bar: canvas, Line: canvas, Doughnut: canvas };
});

beforeAll(() => loadTranslations([demoTranslations, ecommerceDashboardTranslations]));

describe('EcommerceDashboardPage', () => {
  it('shows every card of the dashboard under the page title', async () => {
    renderWithProviders(<EcommerceDashboardPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ecommerce dashboard' })).toBeInTheDocument();
    for (const title of [
      'Welcome back!',
      'Expense',
      'Sales',
      'Revenue updates',
      'Sales overview',
      'Yearly sales',
      'Payment gateways',
      'Recent transactions',
      'Product performance',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('PayPal')).toBeInTheDocument();
    // The timeline is an ordered list, newest first (the breadcrumb and the gateways are the other lists).
    const timeline = screen.getAllByRole('list').find((list) => list.textContent?.includes('Payment received'));
    expect(within(timeline!).getAllByRole('listitem')).toHaveLength(5);
    expect(within(timeline!).getAllByRole('listitem')[0]).toHaveTextContent('Payment received');
    expect(timeline).toHaveTextContent('Refund issued');
  });

  it('gives growth as a figure like the other key figures, and the progress towards the goal', async () => {
    renderWithProviders(<EcommerceDashboardPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTestId('kpi-growth')).toHaveTextContent(/^[+-]\d+(\.\d)?%$/);
    const goal = screen.getByRole('progressbar', { name: 'Goal: $25,000' });
    expect(goal).toHaveAttribute('aria-valuenow', '94');
    expect(screen.getByText('94% reached')).toBeInTheDocument();
  });

  it('names each chart and gives its figures as a table', async () => {
    renderWithProviders(<EcommerceDashboardPage />);
    await screen.findByRole('heading', { level: 1 });
    const names = (await findCharts(5)).map((chart) => chart.getAttribute('aria-label'));
    expect(names).toEqual([
      'Expense over the last seven days',
      'Sales over the last seven days',
      'Earnings and expenses per week',
      'Share of sales by channel',
      'Sales per month, this year against last year',
    ]);
    const revenueTable = screen.getByRole('table', { name: 'Earnings and expenses per week' });
    expect(within(revenueTable).getAllByRole('row')).toHaveLength(5);
    expect(within(revenueTable).getByRole('columnheader', { name: 'Expenses' })).toBeInTheDocument();
  });

  it('changes the figures and the revenue chart when another period is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EcommerceDashboardPage />);
    await screen.findByRole('heading', { level: 1 });
    const earnings = screen.getByTestId('kpi-earnings').textContent;

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'This year');

    expect(screen.getByTestId('kpi-earnings').textContent).not.toBe(earnings);
    expect(screen.getByText('How the store is doing: This year.')).toBeInTheDocument();
    const revenueTable = screen.getByRole('table', { name: 'Earnings and expenses per month' });
    expect(within(revenueTable).getAllByRole('row')).toHaveLength(13);
  });

  it('ranks the sample products by revenue once they have loaded', async () => {
    renderWithProviders(<EcommerceDashboardPage />);
    const table = await screen.findByRole('table', { name: 'Best-selling products of the period' });
    expect(await within(table).findAllByRole('row')).toHaveLength(6);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Product', 'Category', 'Units sold', 'Revenue', 'Performance']);
  });

  it('speaks French when the interface does', async () => {
    await loadTranslations([demoTranslations, ecommerceDashboardTranslations], 'fr');
    const { unmount } = renderWithProviders(<EcommerceDashboardPage />, { language: 'fr' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Moyens de paiement' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Période' })).toBeInTheDocument();
    unmount();
    useCustomizerStore.getState().setLanguage('en');
    await loadTranslations([demoTranslations, ecommerceDashboardTranslations], 'en');
  });
});
