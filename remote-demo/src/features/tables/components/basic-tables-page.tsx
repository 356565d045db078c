import { HStack, Stack, Text } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { Table } from '@restaurant/shared/ui-display';
import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { TableRegion } from '../../../lib/table-region/table-region';
import { makeOrders } from '../lib/orders';
import { tablesTranslations } from '../translations';
import { StatusBadge } from './status-badge';

const ORDERS = makeOrders(6);

/** `/tables/basic`: four styled Chakra tables over a few fixed orders. */
export default function BasicTablesPage() {
  const { t } = tablesTranslations.useTranslation();
  const format = useDemoFormatters();

  return (
    <ExamplePage section="tables" page="basic" description={t('basic.description')} columns={2}>
      <ExampleCard title={t('basic.simple')}>
        <TableRegion label={t('basic.simple')}>
          <Table.Root>
            <Table.Caption captionSide="top" textAlign="start" color="fg.muted" pb="2">
              {t('basic.simpleCaption')}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('columns.product')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.customer')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('columns.amount')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {ORDERS.slice(0, 5).map((order) => (
                <Table.Row key={order.id}>
                  <Table.Cell>{order.product}</Table.Cell>
                  <Table.Cell>{order.customer}</Table.Cell>
                  <Table.Cell textAlign="end">{format.money(order.amount)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableRegion>
      </ExampleCard>

      <ExampleCard title={t('basic.striped')}>
        <TableRegion label={t('basic.striped')}>
          <Table.Root striped showColumnBorder variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('columns.id')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.date')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('columns.amount')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {ORDERS.map((order) => (
                <Table.Row key={order.id}>
                  <Table.Cell>{t('orderNumber', { id: order.id })}</Table.Cell>
                  <Table.Cell>{format.date(order.date)}</Table.Cell>
                  <Table.Cell textAlign="end">{format.money(order.amount)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableRegion>
      </ExampleCard>

      <ExampleCard title={t('basic.avatars')}>
        <TableRegion label={t('basic.avatars')}>
          <Table.Root>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('columns.customer')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.product')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {ORDERS.map((order) => (
                <Table.Row key={order.id}>
                  <Table.Cell>
                    <HStack gap="3">
                      <Avatar.Root size="sm" colorPalette="gray">
                        <Avatar.Fallback name={order.customer} />
                      </Avatar.Root>
                      <Stack gap="0" minW="0">
                        <Text fontWeight="medium">{order.customer}</Text>
                        <Text fontSize="xs" color="fg.muted" truncate>
                          {order.email}
                        </Text>
                      </Stack>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{order.product}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={order.status} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableRegion>
      </ExampleCard>

      <ExampleCard title={t('basic.small')}>
        <TableRegion label={t('basic.small')}>
          <Table.Root size="sm" interactive variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('columns.id')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('columns.amount')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {ORDERS.map((order) => (
                <Table.Row key={order.id}>
                  <Table.Cell>{t('orderNumber', { id: order.id })}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={order.status} />
                  </Table.Cell>
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
