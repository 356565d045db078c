import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CanvasHTMLAttributes } from 'react';
import { i18n, languageTag } from '@restaurant/shared';
import type { Report, ReportName } from '@restaurant/shared/contracts';
import { dataOf, fakeApi, renderWithProviders, resetSession, type FakeApi } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { ReportsPage } from './reports-page';

// jsdom has no 2D canvas for chart.js to draw on (getContext answers null): a chart shows as the named canvas
// react-chartjs-2 would put on the page, with the figures it was given, so the test can read what would be drawn.
jest.mock('react-chartjs-2', () => {
  const canvas = (props: CanvasHTMLAttributes<HTMLCanvasElement> & { data: { datasets: { label: string }[] } }) => (
    <canvas
      role={props.role}
      aria-label={props['aria-label']}
      data-series={props.data.datasets.map((d) => d.label).join('|')}
    />
  );
  return { Bar: canvas, Line: canvas };
});

let api: FakeApi | undefined;

beforeAll(() => setUpTranslations('en'));
afterEach(() => {
  api?.restore();
  resetSession();
});

const range = { from: '2026-03-01', to: '2026-03-02' };
const REPORTS: { [N in ReportName]: Extract<Report, { name: N }> } = {
  revenue: {
    name: 'revenue',
    ...range,
    by: 'day',
    previousFrom: '2026-02-27',
    previousTo: '2026-02-28',
    rows: [
      {
        from: '2026-03-01',
        to: '2026-03-01',
        orders: 2,
        revenue: 280000,
        previousFrom: '2026-02-27',
        previousTo: '2026-02-27',
        previousOrders: 1,
        previousRevenue: 70000,
      },
      {
        from: '2026-03-02',
        to: '2026-03-02',
        orders: 1,
        revenue: 50000,
        previousFrom: '2026-02-28',
        previousTo: '2026-02-28',
        previousOrders: 0,
        previousRevenue: 0,
      },
    ],
  },
  'orders-by-hour': {
    name: 'orders-by-hour',
    ...range,
    rows: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      orders: hour === 12 ? 3 : 0,
      revenue: hour === 12 ? 330000 : 0,
    })),
  },
  covers: {
    name: 'covers',
    ...range,
    rows: [
      { opens: '11:00', closes: '14:30', bookings: 2, covers: 6, noShows: 0, noShowCovers: 0, noShowRate: 0 },
      { opens: '18:00', closes: '22:00', bookings: 2, covers: 6, noShows: 1, noShowCovers: 2, noShowRate: 0.5 },
      { opens: null, closes: null, bookings: 1, covers: 2, noShows: 0, noShowCovers: 0, noShowRate: 0 },
    ],
  },
  'top-items': {
    name: 'top-items',
    ...range,
    rows: [{ kind: 'food', id: 1, name: 'Phở bò', englishName: 'Beef pho', quantity: 3, revenue: 180000 }],
  },
  vouchers: { name: 'vouchers', ...range, rows: [] },
  ratings: {
    name: 'ratings',
    ...range,
    by: 'day',
    rows: [{ from: '2026-03-01', to: '2026-03-01', reviews: 2, average: 4.5 }],
  },
};

function render() {
  api = fakeApi(({ method, path, headers }) => {
    const name = path.replace('/manage/reports/', '') as ReportName;
    if (method !== 'GET' || !(name in REPORTS))
      return { status: 404, body: { message: 'No such fake', code: 'NOT_FAKED' } };
    if (headers['Accept'] === 'text/csv') return { status: 200, body: 'opens,closes,bookings\r\n11:00,14:30,2\r\n' };
    return { status: 200, body: dataOf(REPORTS[name]) };
  });
  renderWithProviders(<ReportsPage />, { route: '/staff/reports', auth: {} });
  return userEvent.setup();
}

const card = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('section') as HTMLElement;

describe('ReportsPage', () => {
  it('draws each report as a named chart with its figures in a table, over the last 30 days by default', async () => {
    render();
    const revenue = await card('Revenue');
    const chart = await within(revenue).findByRole('img', { name: 'Revenue' });
    expect(chart).toHaveAttribute('data-series', 'This period|Previous period');
    const table = within(revenue).getByRole('table', { name: 'Revenue' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/2.*280,000.*1.*70,000/);
    expect(within(table).getByText('Total')).toBeInTheDocument();

    const covers = await card('Covers per service');
    // each service named by the manager's hours, in the reader's clock; bookings outside them on their own row
    const dinner = within(covers).getByRole('rowheader', { name: '6:00 PM – 10:00 PM' }).closest('tr') as HTMLElement;
    expect(dinner).toHaveTextContent('50%');
    expect(within(covers).getByRole('rowheader', { name: '11:00 AM – 2:30 PM' })).toBeInTheDocument();
    expect(within(covers).getByRole('rowheader', { name: 'Outside the hours' })).toBeInTheDocument();
    expect(await within(await card('Top dishes and combos')).findByRole('img')).toBeInTheDocument();
    expect(within(await card('Vouchers')).getByText('Nothing in these dates.')).toBeInTheDocument();

    const asked = api!.requestsTo('GET /manage/reports/:name');
    expect(asked).toHaveLength(6);
    const { from, to } = asked[0]!.params as { from: string; to: string };
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
  });

  it('refuses a range that ends before it starts or runs over three years, and asks again for a good one', async () => {
    const user = render();
    await card('Revenue');
    const from = screen.getByLabelText(/^From$/);
    const to = screen.getByLabelText(/^To$/);
    await user.clear(from);
    await user.type(from, '2026-03-10');
    await user.clear(to);
    await user.type(to, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end must be on or after the start.')).toBeInTheDocument();
    await user.clear(to);
    await user.type(to, '2029-03-10');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('A report covers at most three years.')).toBeInTheDocument();

    await user.clear(to);
    await user.type(to, '2026-03-31');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group revenue and ratings by' }), 'week');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api!.requestsTo('GET /manage/reports/revenue').at(-1)?.params).toEqual({
        from: '2026-03-10',
        to: '2026-03-31',
        by: 'week',
      }),
    );
    // covers have no buckets: the same report whatever the grouping
    expect(api!.requestsTo('GET /manage/reports/covers').at(-1)?.params).toMatchObject({ by: 'day' });
  });

  it('downloads a report as the CSV the API writes', async () => {
    const createObjectURL = jest.fn((blob: Blob) => (blob instanceof Blob ? 'blob:report' : ''));
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = render();
    const covers = await card('Covers per service');
    await user.click(within(covers).getByRole('button', { name: 'Download CSV of Covers per service' }));
    expect(await screen.findByText('Covers per service downloaded.')).toBeInTheDocument();
    const csv = api!.requestsTo('GET /manage/reports/covers').find((r) => r.headers['Accept'] === 'text/csv');
    expect(csv).toBeDefined();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('names a dish by its English name in English and by its Vietnamese original in Vietnamese', async () => {
    render();
    const english = await card('Top dishes and combos');
    expect(await within(english).findByRole('rowheader', { name: 'Beef pho' })).toBeInTheDocument();
    cleanup();
    api?.restore();

    await setUpTranslations('vi');
    await i18n.changeLanguage(languageTag('vi'));
    try {
      render();
      const vietnamese = await card(i18n.t('staffReports:topItems.title'));
      expect(await within(vietnamese).findByRole('rowheader', { name: 'Phở bò' })).toBeInTheDocument();
      expect(vietnamese).not.toHaveTextContent('Beef pho');
    } finally {
      cleanup();
      await i18n.changeLanguage('en');
    }
  });
});
