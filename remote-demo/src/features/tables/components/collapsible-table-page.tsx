import { VisuallyHidden } from '@restaurant/shared/ui';
import { Table } from '@restaurant/shared/ui-display';
import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import { TableRegion } from '../../../lib/table-region/table-region';
import { makeOrders } from '../lib/orders';
import { tablesTranslations } from '../translations';
import { CollapsibleOrderRow } from './collapsible-order-row';

const ORDERS = makeOrders(8);

/** `/tables/collapsible`: orders that open onto their purchase history. */
export default function CollapsibleTablePage() {
  const { t } = tablesTranslations.useTranslation();

  return (
    <ExamplePage section="tables" page="collapsible" description={t('collapsible.description')}>
      <ExampleCard title={t('collapsible.title')}>
        <TableRegion label={t('collapsible.title')}>
          <Table.Root>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="1">
                  <VisuallyHidden>{t('collapsible.history')}</VisuallyHidden>
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.id')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.customer')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.product')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('columns.amount')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {ORDERS.map((order) => (
                <CollapsibleOrderRow key={order.id} order={order} />
              ))}
            </Table.Body>
          </Table.Root>
        </TableRegion>
      </ExampleCard>
    </ExamplePage>
  );
}
