import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCartStore } from '@restaurant/shared';
import {
  cart,
  dataOf,
  fakeApi,
  foodDetail,
  renderWithProviders,
  resetSession,
  type FakeApi,
} from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { CartDrawer } from './cart-drawer';

const TWO_PHO = cart([{ id: 1, foodId: 3, name: 'Phở bò tái', quantity: 2, unitPrice: 75000 }]);

let api: FakeApi | undefined;

beforeAll(() => setUpTranslations('en'));
afterEach(() => {
  api?.restore();
  resetSession();
  useCartStore.getState().clear();
});

describe('cart drawer checkout', () => {
  it('previews a voucher on the signed-in diner’s cart and takes the code along to the checkout', async () => {
    api = fakeApi({
      'GET /carts/my-cart': { status: 200, body: dataOf(TWO_PHO) },
      'POST /vouchers/preview': {
        status: 200,
        body: dataOf({
          voucherCode: 'CHAOBAN10',
          subtotal: 150000,
          applies: true,
          discount: 15000,
          total: 135000,
          reason: null,
          minOrderValue: 150000,
        }),
      },
    });
    renderWithProviders(<CartDrawer open onOpenChange={() => undefined} />, { auth: {} });
    const user = userEvent.setup();
    const drawer = await screen.findByRole('dialog');

    expect(await within(drawer).findByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/landing/checkout');
    await user.type(await within(drawer).findByRole('textbox', { name: 'Voucher code' }), 'chaoban10');
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));

    expect(await within(drawer).findByText('Code CHAOBAN10 applies: ₫15,000 off.')).toBeInTheDocument();
    expect(api.requestsTo('POST /vouchers/preview')[0]?.body).toEqual({ voucherCode: 'CHAOBAN10' });
    expect(within(drawer).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/landing/checkout?voucher=CHAOBAN10',
    );
  });

  it('sends a guest to sign in first, then to the checkout', async () => {
    useCartStore.getState().updateLine({ type: 'FOOD', foodId: 3, comboId: null, delta: 1 });
    api = fakeApi({ 'GET /public/food/getFood/:id': { status: 200, body: dataOf(foodDetail(3, 'Phở bò tái')) } });
    renderWithProviders(<CartDrawer open onOpenChange={() => undefined} />, { auth: 'signed-out' });
    const drawer = await screen.findByRole('dialog');

    expect(await within(drawer).findByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Flanding%2Fcheckout',
    );
    expect(within(drawer).queryByRole('textbox', { name: 'Voucher code' })).not.toBeInTheDocument();
  });

  it('offers no checkout for an empty cart', async () => {
    api = fakeApi({ 'GET /carts/my-cart': { status: 200, body: dataOf(cart([])) } });
    renderWithProviders(<CartDrawer open onOpenChange={() => undefined} />, { auth: {} });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });
});
