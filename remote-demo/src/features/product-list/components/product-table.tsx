import { EmptyState } from '@restaurant/shared/ui';
import { Table } from '@restaurant/shared/ui-display';
import type { ProductTable as ProductTableState } from '../hooks/use-product-table';
import { productListTranslations } from '../translations';
import { ProductTableHead } from './product-table-head';
import { ProductTableRow } from './product-table-row';

/** The page of products the table state shows, or an empty state when nothing matches. */
export function ProductTable({ table }: { table: ProductTableState }) {
  const { t } = productListTranslations.useTranslation();
  return (
    <Table.ScrollArea>
      <Table.Root size={table.dense ? 'sm' : 'md'} interactive>
        <Table.Caption srOnly>{t('caption')}</Table.Caption>
        <ProductTableHead
          sort={table.sort}
          onSort={table.sortBy}
          allState={table.allState}
          onToggleAll={table.toggleAllRows}
        />
        <Table.Body>
          {table.rows.map((product) => (
            <ProductTableRow
              key={product.id}
              product={product}
              selected={table.selected.has(product.id)}
              onToggle={() => table.toggleRow(product.id)}
            />
          ))}
          {table.rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={6}>
                <EmptyState title={t('empty.title')} description={t('empty.description')} />
              </Table.Cell>
            </Table.Row>
          ) : null}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
