import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageStatusContext, type PageStatus } from '@restaurant/shared';
import { paths } from '@restaurant/shared/router';
import { currentLocation, loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { useDemoCartStore } from '../../../lib/demo-cart';
import { productsQueryOptions, sampleDataGet, SAMPLE_DATA_PATHS, type Product } from '../../../lib/sample-data';
import { demoTranslations } from '../../../lib/translations';
import { productDetailTranslations } from '../translations';
import ProductDetailPage from './product-detail-page';

beforeAll(() => loadTranslations([productDetailTranslations, demoTranslations]));
beforeEach(() => useDemoCartStore.getState().clear());

async function aProduct(match: (product: Product) => boolean): Promise<Product> {
  const products = await sampleDataGet<Product[]>(SAMPLE_DATA_PATHS.products);
  const found = products.find(match);
  if (!found) throw new Error('no such sample product');
  return found;
}

/** `status`: what a server render learns (its record missing), as the host's server render provides it. */
const renderDetail = (id: number | string, status: PageStatus = { notFound: false }) =>
  renderWithProviders(
    <PageStatusContext value={(reported) => Object.assign(status, reported)}>
      <ProductDetailPage />
    </PageStatusContext>,
    {
      route: `/apps/ecommerce/detail/${id}`,
      path: '/apps/ecommerce/detail/:id',
    },
  );

describe('ProductDetailPage', () => {
  it('opens the first product at the menu’s “Product detail” link, not “Product not found”', async () => {
    const [first] = await sampleDataGet<Product[]>(SAMPLE_DATA_PATHS.products);
    renderWithProviders(<ProductDetailPage />, { route: paths.firstProduct, path: '/apps/ecommerce/detail/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: first?.title })).toBeTruthy();
  });

  it('shows the product: title, stock, price, colours, tabs with derived reviews and related products', async () => {
    const product = await aProduct((p) => p.stock && p.discount > 0);
    const user = userEvent.setup();
    const status = { notFound: false };
    renderDetail(product.id, status);

    expect(await screen.findByRole('heading', { level: 1, name: product.title })).toBeTruthy();
    expect(status.notFound).toBe(false);
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(screen.getByLabelText(`Was $${product.salesPrice}`)).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(product.colors.length);
    expect(screen.getByRole('tab', { name: 'Description' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'Reviews (3)' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Reviews (3)' })).getAllByRole('listitem')).toHaveLength(3);
    const related = screen.getByRole('region', { name: 'Related products' });
    expect(within(related).queryByRole('link', { name: product.title })).toBeNull();
  });

  it('switches the gallery view from a thumbnail', async () => {
    const product = await aProduct(() => true);
    const user = userEvent.setup();
    renderDetail(product.id);
    await screen.findByRole('heading', { level: 1, name: product.title });

    const closeUp = screen.getByRole('button', { name: 'Show image: Close-up' });
    await user.click(closeUp);
    expect(closeUp.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('img', { name: `${product.title} — Close-up` })).toBeTruthy();
  });

  it('adds the chosen colour and quantity to the cart, then buy now adds again and goes to checkout', async () => {
    const product = await aProduct((p) => p.stock && p.colors.length > 1);
    const user = userEvent.setup();
    renderDetail(product.id);
    await screen.findByRole('heading', { level: 1, name: product.title });

    const secondColour = screen.getAllByRole('radio')[1];
    if (!secondColour) throw new Error('one colour only');
    await user.click(secondColour);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(useDemoCartStore.getState().lines).toEqual([
      expect.objectContaining({ id: product.id, qty: 2, color: product.colors[1] }),
    ]);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe(`2 × ${product.title} added to the cart`);
    expect(screen.getByRole('link', { name: 'Cart 2 items' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(currentLocation()).toBe('/apps/ecommerce/eco-checkout'));
    expect(useDemoCartStore.getState().lines[0]?.qty).toBe(4);
  });

  it('says so when the product does not exist, with a way back to the shop, and a server render answers 404', async () => {
    const status = { notFound: false };
    const { queryClient } = renderDetail(999999, status);
    await waitFor(() => expect(queryClient.getQueryData(productsQueryOptions().queryKey)).toBeDefined());
    expect(await screen.findByText('Product not found')).toBeTruthy();
    expect(status.notFound).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/apps/ecommerce/shop');
  });
});
