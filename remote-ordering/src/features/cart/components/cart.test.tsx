import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startSessionEffects, useAuthStore, useCartStore, type Language } from '@restaurant/shared';
import {
  aUser,
  cart,
  comboDetail,
  fakeApi,
  type FakeApi,
  foodDetail,
  renderWithProviders,
} from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { useCart } from '../hooks/use-cart';
import { AddToCartButton } from './add-to-cart-button';
import { AddToCartControl } from './add-to-cart-control';
import { CartButton } from './cart-button';
import { CartLines } from './cart-lines';

/** A diner as the login answer returns them. */
const DINER = aUser();

const FOOD = 'GET /public/food/getFood/:id';
const COMBO = 'GET /public/combo/:id';
const MY_CART = 'GET /carts/my-cart';
const ADD = 'POST /carts/addToCart';
const UPDATE = 'PUT /carts/updateToCart/:id';
const PRICES_SEEN = 'POST /carts/prices-seen';
let api: FakeApi;

beforeAll(() => setUpTranslations('en'));
afterEach(() => {
  api.restore();
  act(() => {
    useAuthStore.getState().clearSession();
    useCartStore.getState().clear();
  });
});

function signIn() {
  act(() => useAuthStore.getState().setSession({ accessToken: 'token', refreshToken: 'refresh', user: DINER }));
}

function CartHarness() {
  return <CartLines cart={useCart()} />;
}

describe('add to cart', () => {
  it('names each card’s button by the words it shows, then the dish', () => {
    api = fakeApi();
    renderWithProviders(<AddToCartButton type="FOOD" itemId={5} name="Phở bò" />);
    // The visible label leads the accessible name, so "click Add to cart" works by voice too.
    expect(screen.getByRole('button', { name: 'Add to cart: Phở bò' })).toHaveTextContent(/^Add to cart$/);
  });

  it('keeps a guest’s dish in the local cart lines and confirms it', async () => {
    const user = userEvent.setup();
    api = fakeApi();
    renderWithProviders(<AddToCartButton type="FOOD" itemId={5} name="Phở bò" />);
    await user.click(screen.getByRole('button', { name: 'Add to cart: Phở bò' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart: Phở bò' }));

    expect(await screen.findByText('Kept on this device until you sign in')).toBeInTheDocument();
    expect(useCartStore.getState().lines).toEqual([
      expect.objectContaining({ foodId: 5, comboId: null, type: 'FOOD', quantity: 2 }),
    ]);
    expect(api.requests).toHaveLength(0);
  });

  it('adds the chosen quantity to a signed-in diner’s server cart and shows the HTTP status', async () => {
    const user = userEvent.setup();
    signIn();
    api = fakeApi({
      [ADD]: { status: 201, body: { data: cart([]) } },
      [MY_CART]: { status: 200, body: { data: cart([]) } },
    });
    renderWithProviders(<AddToCartControl type="COMBO" itemId={3} name="Combo Hà Nội" unitPrice={250000} />);

    await user.click(screen.getByRole('button', { name: 'One more Combo Hà Nội' }));
    expect(screen.getByText('Subtotal: ₫500,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add 2 to the cart' }));

    expect(await screen.findByText('Saved to your account (status 201)')).toBeInTheDocument();
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/carts/addToCart',
      body: { type: 'COMBO', foodId: null, comboId: 3, quantity: 2 },
    });
    expect(useCartStore.getState().lines).toHaveLength(0);
  });

  it('shows the failure message with its status (0 without an answer), and can be reset', async () => {
    const user = userEvent.setup();
    signIn();
    api = fakeApi({ [ADD]: 'network-error' });
    renderWithProviders(<AddToCartButton type="FOOD" itemId={5} name="Phở bò" />);
    await user.click(screen.getByRole('button', { name: 'Add to cart: Phở bò' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Đã xảy ra lỗi!');
    expect(alert).toHaveTextContent('Status 0');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    api.on(ADD, { status: 409, body: { message: 'Món đã hết', code: 'SOLD_OUT' } });
    await user.click(screen.getByRole('button', { name: 'Add to cart: Phở bò' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Món đã hếtStatus 409');
  });
});

describe('cart lines', () => {
  it('shows a guest’s lines with names, unit prices, line totals and the total; the stepper changes and 0 removes', async () => {
    const user = userEvent.setup();
    act(() => {
      useCartStore.getState().updateLine({ type: 'FOOD', foodId: 5, delta: 2 });
      useCartStore.getState().updateLine({ type: 'COMBO', comboId: 3, delta: 1 });
    });
    api = fakeApi({
      [FOOD]: { status: 200, body: { data: foodDetail(5, 'Phở bò', 65000) } },
      [COMBO]: { status: 200, body: { data: comboDetail(3, 'Combo Hà Nội', 250000) } },
    });
    renderWithProviders(<CartHarness />);

    expect(await screen.findByText('Phở bò')).toBeInTheDocument();
    expect(await screen.findByText('Combo Hà Nội')).toBeInTheDocument();
    expect(screen.getByText('₫65,000 each')).toBeInTheDocument();
    expect(screen.getByLabelText('Total for Phở bò')).toHaveTextContent('₫130,000');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₫380,000');

    await user.click(screen.getByRole('button', { name: 'One less Phở bò' }));
    expect(useCartStore.getState().lines.find((line) => line.foodId === 5)?.quantity).toBe(1);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₫315,000');

    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Combo Hà Nội' });
    await user.clear(quantity);
    await user.type(quantity, '0{Enter}');
    await waitFor(() => expect(screen.queryByText('Combo Hà Nội')).not.toBeInTheDocument());
    expect(useCartStore.getState().lines).toHaveLength(1);
  });

  it('shows a signed-in diner’s server cart and sends quantity changes (0 removes) to the server', async () => {
    const user = userEvent.setup();
    signIn();
    let current = cart([
      { id: 21, foodId: 5, name: 'Phở bò', quantity: 2, unitPrice: 65000 },
      { id: 22, foodId: 6, name: 'Bún chả', quantity: 1, unitPrice: 75000 },
    ]);
    api = fakeApi({
      [MY_CART]: () => ({ status: 200, body: { data: current } }),
      [UPDATE]: (request) => {
        const { cartDetailId, quantity } = request.body as { cartDetailId: number; quantity: number };
        const details = current.cartDetails
          .map((line) =>
            line.id === cartDetailId ? { ...line, quantity, lineTotal: line.unitPrice * quantity } : line,
          )
          .filter((line) => line.quantity > 0);
        current = { ...current, cartDetails: details, total: details.reduce((sum, line) => sum + line.lineTotal, 0) };
        return { status: 200, body: { data: current } };
      },
    });
    renderWithProviders(<CartHarness />);

    expect(await screen.findByText('Bún chả')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₫205,000');
    await user.click(screen.getByRole('button', { name: 'One more Phở bò' }));
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('₫270,000'));
    expect(api.requests.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/carts/updateToCart/7',
      body: { cartDetailId: 21, quantity: 3 },
    });

    const removeButtons = screen.getAllByRole('button', { name: 'Remove' });
    expect(removeButtons).toHaveLength(2);
    await user.click(removeButtons[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Bún chả')).not.toBeInTheDocument());
    expect(api.requests.filter((request) => request.method === 'PUT').at(-1)?.body).toEqual({
      cartDetailId: 22,
      quantity: 0,
    });
  });

  it('says on the line when the restaurant changed a price since it was added, until the diner says OK', async () => {
    const user = userEvent.setup();
    signIn();
    let current = cart([
      { id: 21, foodId: 5, name: 'Phở bò', quantity: 2, unitPrice: 70000, previousUnitPrice: 65000 },
      { id: 22, foodId: 6, name: 'Bún chả', quantity: 1, unitPrice: 75000 },
    ]);
    api = fakeApi({
      [MY_CART]: () => ({ status: 200, body: { data: current } }),
      [PRICES_SEEN]: () => {
        current = cart([
          { id: 21, foodId: 5, name: 'Phở bò', quantity: 2, unitPrice: 70000 },
          { id: 22, foodId: 6, name: 'Bún chả', quantity: 1, unitPrice: 75000 },
        ]);
        return { status: 200, body: { data: current } };
      },
    });
    renderWithProviders(<CartHarness />);

    const notice = await screen.findByTestId('cart-price-changed');
    expect(notice).toHaveTextContent('The price changed since you added it: ₫65,000 then, ₫70,000 now');
    // one notice: the other line's price did not change
    expect(screen.getAllByTestId('cart-price-changed')).toHaveLength(1);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₫215,000');
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('cart-price-changed')).not.toBeInTheDocument());
    expect(api.requests.some((request) => request.method === 'POST' && request.path === '/carts/prices-seen')).toBe(
      true,
    );
  });

  it('shows the cart error with the generic default, and an empty cart', async () => {
    signIn();
    api = fakeApi({ [MY_CART]: { status: 500 } });
    const first = renderWithProviders(<CartHarness />);
    expect(await screen.findByText('Đã xảy ra lỗi!')).toBeInTheDocument();
    first.unmount();

    api.on(MY_CART, { status: 200, body: { data: cart([]) } });
    renderWithProviders(<CartHarness />);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });
});

describe('the price-change notice in another language', () => {
  afterAll(() => setUpTranslations('en'));

  it('says it in French', async () => {
    await setUpTranslations('fr');
    signIn();
    const line = { id: 21, foodId: 5, name: 'Phở bò', quantity: 1, unitPrice: 70000, previousUnitPrice: 65000 };
    api = fakeApi({ [MY_CART]: { status: 200, body: { data: cart([line]) } } });
    renderWithProviders(<CartHarness />);
    expect(await screen.findByTestId('cart-price-changed')).toHaveTextContent(/Le prix a changé depuis votre ajout/);
  });
});

describe('cart button', () => {
  it('is named by what it shows, the word and the count, then the count in words', () => {
    act(() => useCartStore.getState().updateLine({ type: 'FOOD', foodId: 5, delta: 2 }));
    api = fakeApi();
    renderWithProviders(<CartButton />);
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toHaveTextContent(/^Cart 2$/);
  });

  describe('in every language, its name starts with the word and the count it shows', () => {
    afterAll(() => setUpTranslations('en'));

    it.each<[Language, string, string]>([
      ['fr', 'Panier 2', 'Panier, 2 articles'],
      ['ar', 'السلة 2', 'السلة: 2، عنصران'],
      ['ch', '购物车 2', '购物车 2 件商品'],
    ])('%s: shows "%s", named "%s"', async (language, shown, name) => {
      await setUpTranslations(language);
      act(() => useCartStore.getState().updateLine({ type: 'FOOD', foodId: 5, delta: 2 }));
      api = fakeApi();
      renderWithProviders(<CartButton />);
      expect(screen.getByRole('button', { name })).toHaveTextContent(shown);
    });
  });

  it('after the session merged a guest’s lines at sign-in, opens the drawer with the server lines', async () => {
    const user = userEvent.setup();
    act(() => useCartStore.getState().updateLine({ type: 'FOOD', foodId: 5, delta: 2 }));
    let current = cart([]);
    api = fakeApi({
      [FOOD]: { status: 200, body: { data: foodDetail(5, 'Phở bò', 65000) } },
      [MY_CART]: () => ({ status: 200, body: { data: current } }),
      [ADD]: (request) => {
        const { foodId, quantity } = request.body as { foodId: number; quantity: number };
        current = cart([{ id: 30, foodId, name: 'Phở bò', quantity, unitPrice: 65000 }]);
        return { status: 201, body: { data: current } };
      },
    });
    const { queryClient } = renderWithProviders(<CartButton />);
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    const stopSessionEffects = startSessionEffects(queryClient);

    signIn();
    await waitFor(() => expect(useCartStore.getState().lines).toHaveLength(0));
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      type: 'FOOD',
      foodId: 5,
      comboId: null,
      quantity: 2,
    });

    await user.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Phở bò')).toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('₫130,000');
    stopSessionEffects();
  });

  it('counts a signed-in diner’s add from the cart the add answered, with no second request', async () => {
    const user = userEvent.setup();
    signIn();
    api = fakeApi({
      [MY_CART]: { status: 200, body: { data: cart([]) } },
      [ADD]: {
        status: 201,
        body: { data: cart([{ id: 30, foodId: 5, name: 'Phở bò', quantity: 1, unitPrice: 65000 }]) },
      },
    });
    renderWithProviders(
      <>
        <CartButton />
        <AddToCartButton type="FOOD" itemId={5} name="Phở bò" />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to cart: Phở bò' }));

    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /carts/my-cart',
      'POST /carts/addToCart',
    ]);
  });
});
