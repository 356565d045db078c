import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, pageOf, renderWithProviders, resetSession, type FakeApi } from '@restaurant/shared/testing';
import { anOrder } from '../../../testing/order-fixtures';
import { setUpTranslations } from '../../../testing/translations';
import { MyOrdersPage } from './my-orders-page';

let api: FakeApi | undefined;

beforeAll(() => setUpTranslations('en'));
afterEach(() => {
  api?.restore();
  resetSession();
});

describe('MyOrdersPage', () => {
  it('lists the diner’s orders with status and total, each linking to its page', async () => {
    api = fakeApi({
      'GET /orders/my': {
        status: 200,
        body: pageOf([anOrder({ id: 42, code: 'OD-2', status: 'READY' }), anOrder({ id: 41, code: 'OD-1' })]),
      },
    });
    renderWithProviders(<MyOrdersPage />, { route: '/landing/orders', auth: {} });

    const link = await screen.findByRole('link', { name: 'Order OD-2' });
    expect(link).toHaveAttribute('href', '/landing/orders/42');
    const card = link.closest('li');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('Ready')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('₫175,500')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText(/Pickup · 3 items/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order OD-1' })).toHaveAttribute('href', '/landing/orders/41');
  });

  it('pages through the orders', async () => {
    api = fakeApi({
      'GET /orders/my': ({ params }) => {
        const page = Number(params['page']);
        return {
          status: 200,
          body: { data: { items: [anOrder({ id: page, code: `OD-${page}` })], page, size: 10, total: 12 } },
        };
      },
    });
    renderWithProviders(<MyOrdersPage />, { route: '/landing/orders', auth: {} });
    const user = userEvent.setup();

    await screen.findByRole('link', { name: 'Order OD-1' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Order pages' })).getByRole('button', { name: 'Page 2' }),
    );
    expect(await screen.findByRole('link', { name: 'Order OD-2' })).toBeInTheDocument();
    expect(api.requestsTo('GET /orders/my').map((request) => request.params)).toEqual([
      { page: 1, size: 10 },
      { page: 2, size: 10 },
    ]);
  });

  it('invites a diner with no orders to the menu', async () => {
    api = fakeApi({ 'GET /orders/my': { status: 200, body: pageOf([]) } });
    renderWithProviders(<MyOrdersPage />, { route: '/landing/orders', auth: {} });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the menu' })).toHaveAttribute('href', '/landing/food');
  });

  it('shows a failure with a retry', async () => {
    api = fakeApi({ 'GET /orders/my': 'network-error' });
    renderWithProviders(<MyOrdersPage />, { route: '/landing/orders', auth: {} });
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
