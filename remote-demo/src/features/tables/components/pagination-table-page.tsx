import { useState } from 'react';
import { Table } from '@restaurant/shared/ui-display';
import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { TableRegion } from '../../../lib/table-region/table-region';
import { makeOrders } from '../lib/orders';
import { clampPage, pageOf, type PageSize } from '../lib/table-logic';
import { tablesTranslations } from '../translations';
import { StatusBadge } from './status-badge';
import { TablePager } from './table-pager';

const ORDERS = makeOrders();
const SIZES: readonly PageSize[] = [5, 10, 25, 'all'];

/** `/tables/pagination`: 42 orders paged with first / previous / next / last and a rows-per-page choice with All. */
export default function PaginationTablePage() {
  const { t } = tablesTranslations.useTranslation();
  const format = useDemoFormatters();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<PageSize>(10);
  const current = pageOf(ORDERS, page, size);

  return (
    <ExamplePage section="tables" page="pagination" description={t('pagination.description')}>
      <ExampleCard title={t('pagination.title')}>
        <TableRegion label={t('pagination.title')}>
          <Table.Root>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('columns.id')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.customer')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.product')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('columns.amount')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {current.rows.map((order) => (
                <Table.Row key={order.id}>
                  <Table.Cell>{t('orderNumber', { id: order.id })}</Table.Cell>
                  <Table.Cell>{order.customer}</Table.Cell>
                  <Table.Cell>{order.product}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={order.status} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">{format.money(order.amount)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableRegion>
        <TablePager
          tableName={t('pagination.title')}
          total={ORDERS.length}
          page={clampPage(page, ORDERS.length, size)}
          pageSize={size}
          sizes={SIZES}
          from={current.from}
          to={current.to}
          onPageChange={setPage}
          onPageSizeChange={(next) => {
            setSize(next);
            setPage(0);
          }}
        />
      </ExampleCard>
    </ExamplePage>
  );
}
