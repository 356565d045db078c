import { Table } from '@restaurant/shared/ui-display';
import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { TableRegion } from '../../../lib/table-region/table-region';
import { makeOrders } from '../lib/orders';
import { tablesTranslations } from '../translations';
import { StatusBadge } from './status-badge';

const ORDERS = makeOrders(30);

/** `/tables/fixed-header`: 30 orders in a scroll area the keyboard can scroll, under a header that stays put. */
export default function FixedHeaderTablePage() {
  const { t } = tablesTranslations.useTranslation();
  const format = useDemoFormatters();

  return (
    <ExamplePage section="tables" page="fixed-header" description={t('fixedHeader.description')}>
      <ExampleCard title={t('fixedHeader.title')}>
        <TableRegion label={t('fixedHeader.region')} maxH="24rem">
          <Table.Root stickyHeader interactive>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>{t('columns.id')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.customer')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.product')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.date')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('columns.amount')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {ORDERS.map((order) => (
                <Table.Row key={order.id}>
                  <Table.Cell>{t('orderNumber', { id: order.id })}</Table.Cell>
                  <Table.Cell>{order.customer}</Table.Cell>
                  <Table.Cell>{order.product}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={order.status} />
                  </Table.Cell>
                  <Table.Cell>{format.date(order.date)}</Table.Cell>
                  <Table.Cell textAlign="end">{format.money(order.amount)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableRegion>
      </ExampleCard>
    </ExamplePage>
  );
}
