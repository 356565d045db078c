import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { tablesTranslations } from '../translations';
import EnhancedTablePage from './enhanced-table-page';

beforeAll(() => loadTranslations([tablesTranslations, demoTranslations]));

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('EnhancedTablePage', () => {
  it('shows the first five of 42 orders under the page title', () => {
    renderWithProviders(<EnhancedTablePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Enhanced table' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('1–5 of 42')).toBeInTheDocument();
  });

  it('sorts a column ascending then descending and says so with aria-sort', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EnhancedTablePage />);
    const header = screen.getByRole('columnheader', { name: 'Order' });
    expect(header).toHaveAttribute('aria-sort', 'none');

    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()[0]).toBe('#1');

    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()[0]).toBe('#42');
  });

  it('selects all rows of the page, shows a partial selection as mixed, and deletes the selected rows', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EnhancedTablePage />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    const deleteButton = screen.getByRole('button', { name: 'Delete selected' });
    expect(deleteButton).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select order 1' }));
    expect(selectAll).toBePartiallyChecked();

    await user.click(selectAll);
    expect(selectAll).toBeChecked();
    expect(screen.getByText('Selected: 5')).toBeInTheDocument();

    await user.click(deleteButton);
    expect(screen.getByText('1–5 of 37')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('#6');
    expect(screen.getByText('Orders deleted: 5')).toHaveAttribute('role', 'status');
  });

  it('pages forward and to the end, and changes the page size', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EnhancedTablePage />);

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('6–10 of 42')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('41–42 of 42')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 of 42')).toBeInTheDocument();
  });

  it('makes the rows smaller with the dense switch', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EnhancedTablePage />);
    const dense = screen.getByRole('checkbox', { name: 'Dense rows' });
    await user.click(dense);
    expect(dense).toBeChecked();
  });
});
