import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openEventStream, type ServerEvent } from '@restaurant/shared';
import { dataOf, fakeApi, renderWithProviders, resetSession, type FakeApi } from '@restaurant/shared/testing';
import { aBankAccount, anOrder } from '../../../testing/order-fixtures';
import { setUpTranslations } from '../../../testing/translations';
import { OrderDetailPage } from './order-detail-page';

// The order's live stream: none unless a test opens one (the page then polls, as when a stream is cut).
jest.mock('@restaurant/shared', () => ({
  ...jest.requireActual<object>('@restaurant/shared'),
  openEventStream: jest.fn(),
}));
const openStream = jest.mocked(openEventStream);

let api: FakeApi | undefined;

beforeAll(() => setUpTranslations('en'));
beforeEach(() => openStream.mockRejectedValue(new Error('no live stream in this test')));
afterEach(() => {
  api?.restore();
  resetSession();
});

const renderOrder = (id: number | string, state?: unknown) =>
  renderWithProviders(<OrderDetailPage />, {
    route: { pathname: `/landing/orders/${id}`, state },
    path: '/landing/orders/:id',
    auth: {},
  });

describe('OrderDetailPage', () => {
  it('confirms a new order with its code, status, lines, discount and the steps still ahead', async () => {
    api = fakeApi({ 'GET /orders/41': { status: 200, body: dataOf(anOrder()) } });
    renderOrder(41, { placed: true });

    expect(await screen.findByRole('heading', { name: 'Order OD-260611-7KQM', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Thank you, your order is placed')).toBeInTheDocument();
    expect(screen.getByText('2 × Phở bò tái')).toBeInTheDocument();
    expect(screen.getByText('Discount (CHAOBAN10)')).toBeInTheDocument();
    expect(screen.getByText('−₫19,500')).toBeInTheDocument();
    expect(screen.getByText('₫175,500')).toBeInTheDocument();

    const steps = within(screen.getByRole('region', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Placed/),
      'PreparingNot yet',
      'ReadyNot yet',
      'CompletedNot yet',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
  });

  it('shows each step the kitchen takes as soon as its stream pushes it, without reading the order again', async () => {
    api = fakeApi({ 'GET /orders/41': { status: 200, body: dataOf(anOrder()) } });
    let push: (event: ServerEvent) => void = () => undefined;
    openStream.mockImplementation(async () =>
      (async function* () {
        yield { id: null, event: 'ready', data: { lastEventId: 0 } };
        yield await new Promise<ServerEvent>((resolve) => {
          push = resolve;
        });
      })(),
    );
    renderOrder(41);
    const progress = await screen.findByRole('region', { name: 'Progress' });
    expect(openStream).toHaveBeenCalledWith('/orders/41/events', expect.objectContaining({ lastEventId: null }));

    const preparing = anOrder({
      status: 'PREPARING',
      timeline: [
        { status: 'PLACED', at: '2026-06-11T04:50:00.000Z' },
        { status: 'PREPARING', at: '2026-06-11T04:52:00.000Z' },
      ],
    });
    act(() => push({ id: '7', event: 'order-status', data: { id: 7, status: 'PREPARING', at: '', order: preparing } }));

    expect(await within(progress).findByText(/^Preparing/)).not.toHaveTextContent('Not yet');
    expect(api.requestsTo('GET /orders/:id')).toHaveLength(1);
  });

  it('cancels a placed order after the diner confirms, and then offers no cancel', async () => {
    let status: 'PLACED' | 'CANCELLED' = 'PLACED';
    api = fakeApi({
      'GET /orders/41': () => ({ status: 200, body: dataOf(anOrder({ status })) }),
      'POST /orders/41/cancel': () => {
        status = 'CANCELLED';
        return {
          status: 200,
          body: dataOf(
            anOrder({
              status,
              timeline: [
                { status: 'PLACED', at: '2026-06-11T04:50:00.000Z' },
                { status: 'CANCELLED', at: '2026-06-11T04:55:00.000Z' },
              ],
            }),
          ),
        };
      },
    });
    renderOrder(41);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));

    const progress = screen.getByRole('region', { name: 'Progress' });
    expect(await within(progress).findByText('Cancelled')).toBeInTheDocument();
    expect(within(progress).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(api.requestsTo('POST /orders/:id/cancel')).toHaveLength(1);
  });

  it('says why a cancel was refused and keeps the dialog open', async () => {
    api = fakeApi({
      'GET /orders/41': { status: 200, body: dataOf(anOrder()) },
      'POST /orders/41/cancel': {
        status: 409,
        body: { message: 'The kitchen has started this order.', code: 'ORDER_NOT_CANCELLABLE' },
      },
    });
    renderOrder(41);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('The kitchen has started this order.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('shows the bank accounts with the order code as reference and a QR code of the transfer', async () => {
    api = fakeApi({
      'GET /orders/41': {
        status: 200,
        body: dataOf(anOrder({ paymentMethod: 'BANK_TRANSFER', bankAccounts: [aBankAccount()] })),
      },
    });
    renderOrder(41);

    const transfer = await screen.findByRole('region', { name: 'Pay by bank transfer' });
    expect(
      await within(transfer).findByRole('img', { name: 'QR code of the transfer to VCB account 0071000123456' }),
    ).toBeInTheDocument();
    expect(within(transfer).getByText('Transfer reference').nextSibling).toHaveTextContent('OD-260611-7KQM');
    expect(within(transfer).getByText('0071000123456')).toBeInTheDocument();
  });

  it('treats another diner’s order (404) and a malformed id as not found', async () => {
    api = fakeApi({ 'GET /orders/99': { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } } });
    renderOrder(99);
    expect(await screen.findByRole('heading', { name: 'Order not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my orders' })).toHaveAttribute('href', '/landing/orders');
  });

  it('asks a signed-out diner to sign in and come back to this order', () => {
    api = fakeApi();
    renderWithProviders(<OrderDetailPage />, {
      route: '/landing/orders/41',
      path: '/landing/orders/:id',
      auth: 'signed-out',
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Flanding%2Forders%2F41',
    );
    expect(api.requests).toHaveLength(0);
  });
});
