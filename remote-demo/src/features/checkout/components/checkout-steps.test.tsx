import { screen, within } from '@testing-library/react';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { checkoutTranslations } from '../translations';
import { CheckoutSteps } from './checkout-steps';

beforeAll(() => loadTranslations(checkoutTranslations));

describe('CheckoutSteps', () => {
  it('is a tablist whose children are the step tabs only, the current one selected and its panel shown', () => {
    renderWithProviders(
      <CheckoutSteps step={1}>
        <p>billing form</p>
      </CheckoutSteps>,
    );
    const list = screen.getByRole('tablist', { name: 'Checkout steps' });
    const tabs = within(list).getAllByRole('tab');
    // A done step shows a drawn check where the others show their number.
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Cart',
      '2Billing address',
      '3Delivery and payment',
      '4Confirmation',
    ]);
    expect(tabs[0]?.querySelector('svg')).not.toBeNull();
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    for (const item of Array.from(list.children)) {
      expect(item.getAttribute('role')).toBe('presentation');
      expect(item.hasAttribute('aria-current')).toBe(false);
    }
    expect(within(screen.getByRole('tabpanel', { name: /Billing address/ })).getByText('billing form')).toBeTruthy();
  });
});
