import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedFloor, ManagedTable } from '@restaurant/shared/contracts';
import { seatsFor } from '@restaurant/shared/floor-plan';
import { dataOf, fakeApi, renderWithProviders, resetSession, type FakeApi } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { FloorEditorPage } from './floor-editor-page';

let api: FakeApi | undefined;

beforeAll(() => setUpTranslations('en'));
afterEach(() => {
  api?.restore();
  resetSession();
  cleanup();
});

const deuce = (id: number, code: string, x: number, y: number): ManagedTable => ({
  id,
  code,
  capacity: 2,
  shape: 'SQUARE',
  zone: '',
  x,
  y,
  width: 70,
  height: 70,
  rotation: 0,
  adjacentTableIds: [],
  seats: seatsFor('SQUARE', 70, 70, 2).map((s, i) => ({ ...s, id: id * 10 + i })),
  version: 3,
  closedFrom: null,
});

const floorWith = (tables: ManagedTable[]): ManagedFloor => ({
  id: 1,
  name: 'Ground floor',
  level: 1,
  description: '',
  width: 800,
  height: 600,
  tableCount: tables.length,
  seatCount: tables.length * 2,
  version: 1,
  tables,
});

function render(tables: ManagedTable[], routes: Parameters<typeof fakeApi>[0] = {}) {
  api = fakeApi({
    'GET /manage/floors': { status: 200, body: dataOf([floorWith(tables)]) },
    ...(routes as Record<string, never>),
  });
  renderWithProviders(<FloorEditorPage />, { route: '/staff/floors', auth: {} });
  return userEvent.setup();
}

describe('FloorEditorPage', () => {
  it('moves a table with the arrow keys, announces each move, and saves its place with its version', async () => {
    const moved = deuce(2, 'K2', 400, 100);
    const user = render([deuce(1, 'K1', 100, 100), moved], {
      'PATCH /manage/tables/:id': ({ body }) => ({
        status: 200,
        body: dataOf({ ...moved, ...(body as object), version: 4 }),
      }),
    });
    const table = await screen.findByRole('button', { name: 'Table K2, 2 seats, at 400, 100 cm' });
    table.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(screen.getByText('Table K2 moved to 420, 150 cm.')).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(api?.requestsTo('PATCH /manage/tables/:id')).toHaveLength(1));
    const patch = api!.requestsTo('PATCH /manage/tables/:id')[0]!;
    expect(patch.path).toBe('/manage/tables/2');
    expect(patch.headers['If-Match']).toBe('"3"');
    expect(patch.body).toEqual({ x: 420, y: 150 });
    expect(await screen.findByText('Table K2 saved.')).toBeInTheDocument();
  });

  it('refuses a move that would make chairs touch another table, saying which, and sends nothing', async () => {
    const user = render([deuce(1, 'K1', 100, 100), deuce(2, 'K2', 195, 100)]);
    const table = await screen.findByRole('button', { name: /Table K2/ });
    table.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Table K2 cannot go there: its chairs would touch table K1.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.getByRole('button', { name: 'Table K2, 2 seats, at 195, 100 cm' })).toBeInTheDocument();
    expect(api?.requestsTo('PATCH /manage/tables/:id')).toHaveLength(0);
  });

  it('the inspector saves number and seats; a refusal shows the API’s words; a removal lists the bookings in the way', async () => {
    const user = render([deuce(1, 'K1', 100, 100), deuce(2, 'K2', 400, 100)], {
      'PATCH /manage/tables/:id': {
        status: 409,
        body: { code: 'TABLE_CODE_TAKEN', message: 'Another table already has the number A01' },
      },
      'DELETE /manage/tables/:id': {
        status: 409,
        body: {
          code: 'TABLE_HAS_BOOKINGS',
          message: 'Table K2 has 1 bookings still to come, so it cannot be removed: close it from a date instead',
          details: [{ path: 'BK-270101-AAAA', message: '2027-01-01 19:00 (2)' }],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: /Table K2/ }));
    const number = await screen.findByRole('textbox', { name: /Number/ });
    await user.clear(number);
    await user.type(number, 'A01');
    await user.click(screen.getByRole('checkbox', { name: 'K1' }));
    await user.click(screen.getByRole('button', { name: 'Save table' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another table already has the number A01');
    expect(api?.requestsTo('PATCH /manage/tables/:id')[0]?.body).toMatchObject({
      code: 'A01',
      capacity: 2,
      adjacentTableIds: [1],
    });

    await user.click(screen.getByRole('button', { name: 'Remove table' }));
    expect(await screen.findByText(/BK-270101-AAAA: 2027-01-01 19:00 \(2\)/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Table K2 has 1 bookings still to come');
  });
});
