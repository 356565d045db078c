import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@restaurant/shared/contracts';
import { dataOf, fakeApi, renderWithProviders, resetSession, type FakeApi } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { AuditLogPage } from './audit-log-page';

let api: FakeApi | undefined;

beforeAll(() => setUpTranslations('en'));
afterEach(() => {
  api?.restore();
  resetSession();
});

const PRICE: AuditEntry = {
  id: 9,
  at: '2026-03-02T10:00:00.000Z',
  actor: { id: 1, name: 'Lan Manager' },
  action: 'food.update',
  entityKind: 'food',
  entityId: '12',
  before: { id: 12, price: 50000, names: { en: 'Pho', fr: '' }, version: 3 },
  after: { id: 12, price: 62000, names: { en: 'Pho bo', fr: '' }, version: 4 },
};
const CLOSURE: AuditEntry = {
  id: 8,
  at: '2026-03-01T10:00:00.000Z',
  actor: null,
  action: 'closure.delete',
  entityKind: 'closure',
  entityId: '2026-04-30',
  before: { date: '2026-04-30', services: [] },
  after: null,
};

const page = (items: AuditEntry[], total = items.length) => dataOf({ items, page: 1, size: 20, total });

describe('AuditLogPage', () => {
  it('shows who changed what and when, each changed field before → after, and narrows by kind, dates and person', async () => {
    api = fakeApi({ 'GET /manage/audit': { status: 200, body: page([PRICE, CLOSURE]) } });
    renderWithProviders(<AuditLogPage />, { route: '/staff/audit', auth: {} });
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: 'Changes, newest first' });
    const [, priceRow, closureRow] = within(table).getAllByRole('row');
    expect(within(priceRow!).getByText('Dish 12: changed')).toBeInTheDocument();
    expect(within(priceRow!).getByText('price: 50000 → 62000')).toBeInTheDocument();
    expect(within(priceRow!).getByText('names.en: Pho → Pho bo')).toBeInTheDocument();
    // the edit version and unchanged fields are left out
    expect(within(priceRow!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(closureRow!).getByText('Closure 2026-04-30: removed')).toBeInTheDocument();
    expect(within(closureRow!).getByText('A deleted account')).toBeInTheDocument();
    expect(within(closureRow!).getByText('services: [] → (empty)')).toBeInTheDocument();
    expect(screen.getByText('Changes found: 2')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Kind of record'), 'Dish');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-02');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api!.requestsTo('GET /manage/audit').at(-1)?.params).toEqual({
        page: 1,
        size: 20,
        entityKind: 'food',
        from: '2026-03-01',
        to: '2026-03-02',
      }),
    );

    await user.click(within(priceRow!).getByRole('button', { name: 'Only changes by Lan Manager' }));
    await waitFor(() => expect(api!.requestsTo('GET /manage/audit').at(-1)?.params).toMatchObject({ actorId: 1 }));
    expect(screen.getByText('Changes by Lan Manager only')).toBeInTheDocument();
  });

  it('refuses an end date before the start date without asking the API', async () => {
    api = fakeApi({ 'GET /manage/audit': { status: 200, body: page([]) } });
    // opened from the hours page's history link: narrowed to the settings from the first request
    renderWithProviders(<AuditLogPage />, { route: '/staff/audit?kind=settings', auth: {} });
    const user = userEvent.setup();
    expect(await screen.findByText('No changes match these filters.')).toBeInTheDocument();
    expect(api.requestsTo('GET /manage/audit')[0]?.params).toMatchObject({ entityKind: 'settings' });
    expect(screen.getByLabelText('Kind of record')).toHaveValue('settings');
    const asked = api.requestsTo('GET /manage/audit').length;
    await user.type(screen.getByLabelText('From'), '2026-03-05');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The end date must not be before the start date.')).toBeInTheDocument();
    expect(api.requestsTo('GET /manage/audit')).toHaveLength(asked);
  });
});
