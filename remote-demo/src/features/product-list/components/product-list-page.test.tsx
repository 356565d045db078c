import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { productsQueryOptions, type Product } from '../../../lib/sample-data';
import { demoTranslations } from '../../../lib/translations';
import { productListTranslations } from '../translations';
import ProductListPage from './product-list-page';

beforeAll(() => loadTranslations([demoTranslations, productListTranslations]));

/** The table's data rows (the header row left out). */
function bodyRows(): HTMLElement[] {
  const table = screen.getByRole('table', { name: 'Sample products' });
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body!).getAllByRole('row');
}

const titles = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');

async function renderPage() {
  const user = userEvent.setup();
  const view = renderWithProviders(<ProductListPage />);
  await screen.findByRole('table', { name: 'Sample products' });
  return { user, ...view };
}

describe('ProductListPage', () => {
  it('shows the first 5 of the 12 sample products, newest first', async () => {
    const { queryClient } = await renderPage();
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /date/i })).toHaveAttribute('aria-sort', 'descending');
    const products = queryClient.getQueryData<Product[]>(productsQueryOptions().queryKey) ?? [];
    const newest = [...products].sort((a, b) => Date.parse(b.created) - Date.parse(a.created))[0];
    expect(titles()[0]).toBe(newest?.title);
  });

  it('sorts on a column and flips the order on a second click', async () => {
    const { user } = await renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await user.click(screen.getByRole('button', { name: 'Product' }));
    const header = screen.getByRole('columnheader', { name: 'Product' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /date/i })).toHaveAttribute('aria-sort', 'none');
    const ascending = titles();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));

    await user.click(screen.getByRole('button', { name: 'Product' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(titles()).toEqual([...ascending].reverse());
  });

  it('finds products by title or category', async () => {
    const { user } = await renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'toys');
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
    bodyRows().forEach((row) => expect(within(row).getByText('Toys')).toBeInTheDocument());

    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'no such thing');
    expect(screen.getByText('No products found')).toBeInTheDocument();
  });

  it('pages through the products 5, 10 or 25 at a time', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('6–10 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3 of 3' }));
    expect(bodyRows()).toHaveLength(2);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
  });

  it('selects rows one by one or all at once, the header box showing a partial selection', async () => {
    const { user } = await renderPage();
    const selectAll = screen.getByRole('checkbox', { name: 'Select all products' });
    const [first, second] = bodyRows().map((row) => within(row).getByRole('checkbox'));

    await user.click(first!);
    expect(first).toBeChecked();
    expect(selectAll).toBePartiallyChecked();
    expect(screen.getByText('Selected: 1')).toBeInTheDocument();

    await user.click(selectAll);
    expect(selectAll).toBeChecked();
    expect(screen.getByText('Selected: 12')).toBeInTheDocument();
    expect(second).toBeChecked();

    await user.click(selectAll);
    expect(selectAll).not.toBeChecked();
    expect(screen.queryByText(/Selected:/)).not.toBeInTheDocument();
  });

  it('deletes the selected products after confirming, and they stay deleted in the cached list', async () => {
    const { user, queryClient } = await renderPage();
    const [first, second] = bodyRows();
    const doomed = [first, second].map((row) => within(row!).getAllByRole('cell')[1]?.textContent);
    await user.click(within(first!).getByRole('checkbox'));
    await user.click(within(second!).getByRole('checkbox'));

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the selected products?' });
    expect(within(dialog).getByText(/Products to delete: 2/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('1–5 of 10')).toBeInTheDocument();
    expect(screen.getByText('Products deleted: 2')).toBeInTheDocument();
    doomed.forEach((title) => expect(titles()).not.toContain(title));
    const cached = queryClient.getQueryData<Product[]>(productsQueryOptions().queryKey) ?? [];
    expect(cached).toHaveLength(10);
    expect(cached.map((product) => product.title)).not.toContain(doomed[0]);
  });

  it('keeps the products when the deletion is cancelled', async () => {
    const { user } = await renderPage();
    await user.click(within(bodyRows()[0]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
    expect(screen.getByText('Selected: 1')).toBeInTheDocument();
  });

  it('makes the rows denser with the switch', async () => {
    const { user } = await renderPage();
    const dense = screen.getByRole('checkbox', { name: 'Dense rows' });
    // Density is the cells' padding: their style class changes.
    const cellClass = () => within(bodyRows()[0]!).getAllByRole('cell')[1]?.className;
    const roomy = cellClass();
    expect(dense).not.toBeChecked();
    await user.click(dense);
    expect(dense).toBeChecked();
    expect(cellClass()).not.toBe(roomy);
  });
});
