import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openEventStream, type ServerEvent } from '@restaurant/shared';
import type { Order } from '@restaurant/shared/contracts';
import { fakeApi, pageOf, renderWithProviders, resetSession, type FakeApi } from '@restaurant/shared/testing';
import { advanced, anOrder, STAFF } from '../../../testing/fixtures';
import { setUpTranslations } from '../../../testing/translations';
import { OrdersBoardPage } from './orders-board-page';

// The staff stream: refused unless a test opens one (the board then polls, as when a stream is cut).
jest.mock('@restaurant/shared', () => ({
  ...jest.requireActual<object>('@restaurant/shared'),
  openEventStream: jest.fn(),
}));
const openStream = jest.mocked(openEventStream);

/** A stream the test feeds: `push` sends one event, `end` closes it as a cut connection would. */
function aStream() {
  const queue: ServerEvent[] = [];
  let wake: () => void = () => undefined;
  let ended = false;
  const events = (async function* () {
    for (;;) {
      while (queue.length > 0) yield queue.shift()!;
      if (ended) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  })();
  return {
    events,
    push: (event: ServerEvent) => {
      queue.push(event);
      wake();
    },
    end: () => {
      ended = true;
      wake();
    },
  };
}

const placedEvent = (id: number, order: Order): ServerEvent => ({
  id: String(id),
  event: 'order-placed',
  data: { id, status: order.status, at: order.createdAt, order },
});

let api: FakeApi;
let onServer: Order[] = [];

beforeAll(() => setUpTranslations('en'));
beforeEach(() => {
  openStream.mockRejectedValue(new Error('no live stream in this test'));
  onServer = [];
  api = fakeApi({
    'GET /staff/orders': () => ({ status: 200, body: pageOf(onServer, 1, 100) }),
    // as the API: only from the status the card showed
    'POST /staff/orders/:id/advance': ({ path, body }) => {
      const id = Number(path.split('/')[3]);
      const held = onServer.find((order) => order.id === id)!;
      if ((body as { from?: string }).from !== held.status) {
        return { status: 409, body: { code: 'ORDER_MOVED_ON', message: `It is ${held.status} now.` } };
      }
      const next = advanced(held);
      onServer = onServer.map((order) => (order.id === id ? next : order));
      return { status: 200, body: { data: next } };
    },
  });
});
afterEach(() => {
  api.restore();
  resetSession();
  jest.useRealTimers();
});

const renderBoard = () => renderWithProviders(<OrdersBoardPage />, { route: '/staff/orders', auth: { user: STAFF } });
const column = (name: string) => screen.getByRole('region', { name });

describe('the orders board', () => {
  it('shows each active order in its column with its age, dishes, note and when or where it is served', async () => {
    onServer = [
      anOrder({ id: 1, code: 'OD-1', note: 'Ít cay, không hành' }, 12),
      anOrder(
        {
          id: 2,
          code: 'OD-2',
          status: 'PREPARING',
          type: 'DINE_IN',
          pickupAt: null,
          reservation: {
            id: 5,
            code: 'BK-5',
            reservationDate: '2026-06-11',
            reservationTime: '19:00',
            startAt: '2026-06-11T12:00:00.000Z',
            guests: 4,
            tables: ['A07', 'A08'],
          },
        },
        1,
      ),
    ];
    renderBoard();

    const placed = await screen.findByRole('region', { name: 'Placed' });
    const card = within(placed).getByRole('article', { name: 'OD-1' });
    expect(within(card).getByText('Placed 12 minutes ago')).toBeInTheDocument();
    expect(within(card).getByText('Pickup at 12:30 PM')).toBeInTheDocument();
    expect(within(within(card).getByRole('list', { name: 'Dishes' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card).getByText('2 × Phở bò tái')).toBeInTheDocument();
    expect(card).toHaveTextContent('Note: Ít cay, không hành');

    const dineIn = within(column('Preparing')).getByRole('article', { name: 'OD-2' });
    expect(dineIn).toHaveTextContent('Dine-in at table A07 + A08, booking BK-5 at 7:00 PM · 4 guests');
    expect(dineIn).toHaveTextContent('Placed 1 minute ago');
    expect(within(column('Ready')).getByText('Nothing is waiting to be handed over.')).toBeInTheDocument();
    // Nothing was there to be new: the orders on screen when the board opens are not news.
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });

  it('moves an order on with one click, announces it, and hands it over from Ready', async () => {
    onServer = [anOrder({ id: 1, code: 'OD-1' })];
    const user = userEvent.setup();
    renderBoard();

    await user.click(await screen.findByRole('button', { name: 'Start preparing: order OD-1' }));
    expect(await within(column('Preparing')).findByRole('article', { name: 'OD-1' })).toBeInTheDocument();
    expect(within(column('Placed')).queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByText('Order OD-1 is being prepared.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark ready: order OD-1' }));
    await user.click(await within(column('Ready')).findByRole('button', { name: 'Hand over: order OD-1' }));
    expect(await screen.findByText('Order OD-1 was handed over and left the board.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'OD-1' })).not.toBeInTheDocument();
    expect(api.requestsTo('POST /staff/orders/:id/advance')).toHaveLength(3);
  });

  it('works from the keyboard: the focus follows the order to its next column', async () => {
    onServer = [anOrder({ id: 1, code: 'OD-1' }, 9), anOrder({ id: 2, code: 'OD-2' }, 3)];
    const user = userEvent.setup();
    renderBoard();
    await screen.findByRole('article', { name: 'OD-1' });

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Start preparing: order OD-1' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const moved = await within(column('Preparing')).findByRole('button', { name: 'Mark ready: order OD-1' });
    await waitFor(() => expect(moved).toHaveFocus());
    await user.keyboard(' ');
    const ready = await within(column('Ready')).findByRole('button', { name: 'Hand over: order OD-1' });
    await waitFor(() => expect(ready).toHaveFocus());
    await user.keyboard('{Enter}');
    // Handed over, the card is gone: the focus stays in its column rather than falling to the page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Ready' })).toHaveFocus());
  });

  it('says why a step was refused and reads the board again', async () => {
    onServer = [anOrder({ id: 1, code: 'OD-1' })];
    api.on('POST /staff/orders/:id/advance', {
      status: 409,
      body: { code: 'ORDER_NOT_ADVANCEABLE', message: 'This order cannot move on.' },
    });
    const user = userEvent.setup();
    renderBoard();

    await user.click(await screen.findByRole('button', { name: 'Start preparing: order OD-1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The order could not be moved on: This order cannot move on.',
    );
    await waitFor(() => expect(api.requestsTo('GET /staff/orders')).toHaveLength(2));
  });

  it('says inline, in its own words, that another screen moved the order first, and shows where it is', async () => {
    onServer = [anOrder({ id: 1, code: 'OD-1' })];
    const user = userEvent.setup();
    renderBoard();
    const start = await screen.findByRole('button', { name: 'Start preparing: order OD-1' });
    // another tablet starts it meanwhile; this board has not heard yet
    onServer = onServer.map((order) => advanced(order));

    await user.click(start);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Order OD-1 had already been moved on from another screen: nothing was changed.',
    );
    expect(api.requestsTo('POST /staff/orders/:id/advance')[0]?.body).toEqual({ from: 'PLACED' });
    expect(
      await within(column('Preparing')).findByRole('button', { name: 'Mark ready: order OD-1' }),
    ).toBeInTheDocument();
    expect(onServer[0]?.status).toBe('PREPARING');
  });

  it('shows who moved an order on last', async () => {
    onServer = [anOrder({ id: 1, code: 'OD-1', status: 'PREPARING', advancedBy: { id: 9, name: 'Bếp Trưởng' } })];
    renderBoard();
    const card = await screen.findByRole('article', { name: 'OD-1' });
    expect(within(card).getByText('Last moved on by Bếp Trưởng')).toBeInTheDocument();
  });

  it('shows a pushed new order at once, marked new and announced, without reading the board again', async () => {
    onServer = [anOrder({ id: 1, code: 'OD-1' }, 9)];
    const stream = aStream();
    openStream.mockResolvedValue(stream.events);
    renderBoard();
    await screen.findByRole('article', { name: 'OD-1' });
    act(() => stream.push({ id: '10', event: 'ready', data: { lastEventId: 10 } }));
    expect(await screen.findByText('Live')).toHaveAttribute('role', 'status');
    // The first stream starts from now: the board reads once more what came before it opened.
    await waitFor(() => expect(api.requestsTo('GET /staff/orders')).toHaveLength(2));
    expect(openStream).toHaveBeenCalledWith('/staff/events', expect.objectContaining({ lastEventId: null }));

    const newOrder = anOrder({ id: 2, code: 'OD-2' }, 0);
    act(() => stream.push(placedEvent(11, newOrder)));

    const card = await within(column('Placed')).findByRole('article', { name: 'OD-2' });
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).getByText('Placed just now')).toBeInTheDocument();
    expect(screen.getByText('New order: OD-2.')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'OD-1' })).queryByText('New')).not.toBeInTheDocument();
    expect(api.requestsTo('GET /staff/orders')).toHaveLength(2);
    await act(async () => stream.end());
  });

  it('polls while the stream is cut, then reconnects from the last event it saw', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    onServer = [anOrder({ id: 1, code: 'OD-1' })];
    const first = aStream();
    const second = aStream();
    openStream.mockResolvedValueOnce(first.events).mockResolvedValueOnce(second.events);
    renderBoard();
    await screen.findByRole('article', { name: 'OD-1' });
    act(() => first.push({ id: '10', event: 'ready', data: { lastEventId: 10 } }));
    act(() => first.push(placedEvent(12, anOrder({ id: 3, code: 'OD-3' }, 0))));
    await screen.findByRole('article', { name: 'OD-3' });

    onServer = [...onServer, anOrder({ id: 3, code: 'OD-3' }, 0), anOrder({ id: 4, code: 'OD-4' }, 0)];
    await act(async () => first.end());
    expect(await screen.findByText(/^Reconnecting/)).toHaveAttribute('role', 'status');
    const reads = api.requestsTo('GET /staff/orders').length;
    // Cut: the board reads the orders every 5 s until the stream is back.
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(openStream).toHaveBeenLastCalledWith('/staff/events', expect.objectContaining({ lastEventId: '12' }));
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(api.requestsTo('GET /staff/orders').length).toBeGreaterThan(reads);
    expect(await screen.findByRole('article', { name: 'OD-4' })).toBeInTheDocument();
    await act(async () => second.end());
  });
});
