import { act, screen } from '@testing-library/react';
import { paths } from '@restaurant/shared/router';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { shopTranslations } from '../../features/shop/translations';
import { useDemoCartStore } from '../../lib/demo-cart';
import DemoCartButton from './cart-button';

beforeAll(() => loadTranslations([shopTranslations]));
afterEach(() => act(() => useDemoCartStore.getState().clear()));

describe('DemoCartButton (the header widget)', () => {
  it("links to the demo checkout with the demo shop's item count", async () => {
    renderWithProviders(<DemoCartButton />);
    const link = await screen.findByRole('link', { name: 'Cart 0 items' });
    expect(link).toHaveAttribute('href', paths.demo.ecommerce['eco-checkout']);
  });
});
