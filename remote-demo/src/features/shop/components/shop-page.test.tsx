import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, loadTranslations, renderWithProviders, searchFor } from '@restaurant/shared/testing';
import { useDemoCartStore } from '../../../lib/demo-cart';
import { productsQueryOptions, type Product } from '../../../lib/sample-data';
import { demoTranslations } from '../../../lib/translations';
import { shopTranslations } from '../translations';
import ShopPage from './shop-page';

beforeAll(() => loadTranslations([shopTranslations, demoTranslations]));
beforeEach(() => useDemoCartStore.getState().clear());

const cards = () => screen.queryAllByRole('article');
const titles = () => cards().map((card) => within(card).getAllByRole('link')[0]?.textContent);

async function renderShop(route = '/apps/ecommerce/shop') {
  const user = userEvent.setup();
  const rendered = renderWithProviders(<ShopPage />, { route });
  await screen.findByText(/Products found/);
  const products = rendered.queryClient.getQueryData<Product[]>(productsQueryOptions().queryKey) ?? [];
  return { user, products };
}

describe('ShopPage', () => {
  it('shows the 12 sample products, newest first, each with image, price and a link to its detail', async () => {
    const { products } = await renderShop();
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeTruthy();
    expect(cards()).toHaveLength(12);
    const newest = [...products].sort((a, b) => b.created.localeCompare(a.created))[0];
    const first = cards()[0];
    if (!newest || !first) throw new Error('no products');
    expect(within(first).getByRole('link', { name: newest.title }).getAttribute('href')).toBe(
      `/apps/ecommerce/detail/${newest.id}`,
    );
    expect(within(first).getByRole('img', { name: newest.title })).toBeTruthy();
    expect(screen.getByText('Products found: 12')).toBeTruthy();
  });

  it('filters by category and price, writes them to the URL, and resets everything', async () => {
    const { user, products } = await renderShop();
    const books = products.filter((p) => p.category.includes('books'));

    await user.click(screen.getByRole('radio', { name: 'Books' }));
    await waitFor(() => expect(cards()).toHaveLength(books.length));
    expect(currentLocation()).toContain('category=books');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    const cheapestFirst = books.sort((a, b) => a.price - b.price || b.created.localeCompare(a.created));
    await waitFor(() => expect(titles()).toEqual(cheapestFirst.map((p) => p.title)));
    expect(currentLocation()).toContain('sort=price-asc');

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(currentLocation()).toBe('/apps/ecommerce/shop');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('newest');
  });

  it('restores the filters from the URL and shows an empty state that resets', async () => {
    const { user } = await renderShop('/apps/ecommerce/shop?rating=4');
    expect(screen.getByRole('radio', { name: '4 stars and up' })).toHaveProperty('checked', true);
    expect(screen.getByText('No products match')).toBeTruthy();

    const resets = screen.getAllByRole('button', { name: 'Reset filters' });
    expect(resets).toHaveLength(2);
    await user.click(resets[1] ?? resets[0] ?? document.body);
    await waitFor(() => expect(cards()).toHaveLength(12));
  });

  it('searches by title and filters by a named colour swatch', async () => {
    const { user, products } = await renderShop();
    const target = products[0];
    if (!target) throw new Error('no products');

    await searchFor(user, screen.getByRole('searchbox', { name: 'Search products' }), target.title.toUpperCase());
    await waitFor(() => expect(titles()).toContain(target.title));
    expect(titles().every((title) => title?.toLowerCase().includes(target.title.toLowerCase()))).toBe(true);

    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    const red = screen.getByRole('button', { name: 'Red' });
    await user.click(red);
    await waitFor(() => expect(red.getAttribute('aria-pressed')).toBe('true'));
    const reds = products.filter((p) => p.colors.includes('#FF4842'));
    if (reds.length === 0) expect(screen.getByText('No products match')).toBeTruthy();
    else expect(cards()).toHaveLength(reds.length);
  });

  it('adds to the demo cart, says so, and counts the items on the cart link', async () => {
    const { user, products } = await renderShop();
    const inStock = products.find((p) => p.stock);
    if (!inStock) throw new Error('nothing in stock');

    const add = screen.getByRole('button', { name: `Add to cart: ${inStock.title}` });
    await user.click(add);
    await user.click(add);

    expect(screen.getByRole('status', { name: '' }).textContent).toBe(`${inStock.title} added to the cart`);
    expect(useDemoCartStore.getState().lines).toEqual([expect.objectContaining({ id: inStock.id, qty: 2 })]);
    expect(screen.getByRole('link', { name: 'Cart 2 items' }).getAttribute('href')).toBe(
      '/apps/ecommerce/eco-checkout',
    );
  });
});
