import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { useDemoCartStore, type CartLine } from '../../../lib/demo-cart';
import { demoTranslations } from '../../../lib/translations';
import { checkoutTranslations } from '../translations';
import CheckoutPage from './checkout-page';

beforeAll(() => loadTranslations([checkoutTranslations, demoTranslations]));

const line = (id: number, title: string, price: number, discount: number, qty: number): CartLine => ({
  id,
  title,
  photo: 'p.svg',
  price,
  discount,
  salesPrice: price + discount,
  color: '#FF4842',
  qty,
});

beforeEach(() => {
  useDemoCartStore.getState().clear();
  useDemoCartStore.getState().add(line(1, 'Desk Lamp', 80, 20, 1));
  useDemoCartStore.getState().add(line(2, 'Story Book', 15, 0, 2));
});

const summary = () => within(screen.getByRole('region', { name: 'Order summary' }));
const figure = (label: string) => summary().getByText(label).nextElementSibling?.textContent;

describe('CheckoutPage', () => {
  it('shows the cart step with totals: subtotal at the was price, the discount, free standard shipping', () => {
    renderWithProviders(<CheckoutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Cart/ }).getAttribute('aria-selected')).toBe('true');
    expect(figure('Subtotal')).toBe('$130');
    expect(figure('Discount')).toBe('−$20');
    expect(figure('Shipping')).toBe('Free');
    expect(figure('Total')).toBe('$110');
  });

  it('changes quantities (never below 1) and removes lines, the totals following', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CheckoutPage />);

    await user.click(screen.getByRole('button', { name: 'Increase quantity of Desk Lamp' }));
    expect(figure('Total')).toBe('$190');
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of Desk Lamp' });
    await user.click(decrease);
    expect(decrease).toHaveProperty('disabled', true);
    expect(useDemoCartStore.getState().lines[0]?.qty).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Remove Story Book' }));
    expect(screen.queryByText('Story Book')).toBeNull();
    expect(figure('Total')).toBe('$80');
    expect(screen.getByText('Story Book removed from the cart')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove Desk Lamp' }));
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/apps/ecommerce/shop');
  });

  it('validates the billing address inline, then goes through delivery and payment to a confirmation that empties the cart', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CheckoutPage />);
    await user.click(screen.getByRole('button', { name: 'Continue to billing' }));

    await user.click(screen.getByRole('button', { name: 'Continue to delivery' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(7);

    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Linh Tran');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+84 90 123 4567');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'linh@example');
    await user.type(screen.getByRole('textbox', { name: /Street address/ }), '12 Hang Bac');
    await user.type(screen.getByRole('textbox', { name: /City/ }), 'Hanoi');
    await user.type(screen.getByRole('textbox', { name: /Postal code/ }), '100000');
    await user.type(screen.getByRole('textbox', { name: /Country/ }), 'Vietnam');
    await user.click(screen.getByRole('button', { name: 'Continue to delivery' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Email/ }), '.vn');
    await user.click(screen.getByRole('button', { name: 'Continue to delivery' }));

    await user.click(await screen.findByRole('radio', { name: /Express delivery/ }));
    expect(figure('Shipping')).toBe('$10');
    expect(figure('Total')).toBe('$120');
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Confirmation/ }).getAttribute('aria-selected')).toBe('true');
    expect(figure('Total')).toBe('$120');
    expect(screen.getByText(/Linh Tran, 12 Hang Bac, 100000 Hanoi, Vietnam/)).toBeTruthy();
    expect(screen.getByText('Cash on delivery')).toBeTruthy();
    await waitFor(() => expect(useDemoCartStore.getState().lines).toEqual([]));
  });

  it('shows an empty state with a link to the shop when the cart is empty', () => {
    useDemoCartStore.getState().clear();
    renderWithProviders(<CheckoutPage />);
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the shop' })).toBeTruthy();
  });
});
