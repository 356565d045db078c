import { useState } from 'react';
import { Stack, Text } from '@restaurant/shared/ui';
import { EmptyState } from '@restaurant/shared/ui-demo';
import { Table } from '@restaurant/shared/ui-display';
import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { SearchField } from '../../../lib/search';
import { TableRegion } from '../../../lib/table-region/table-region';
import { makeOrders, type Order } from '../lib/orders';
import { filterRows } from '../lib/table-logic';
import { tablesTranslations } from '../translations';
import { StatusBadge } from './status-badge';

const ORDERS = makeOrders(20);

/** `/tables/search`: rows filtered as the person types, by customer, product or (translated) status. */
export default function SearchTablePage() {
  const { t } = tablesTranslations.useTranslation();
  const format = useDemoFormatters();
  const [query, setQuery] = useState('');
  // The status is searched in the words the person reads, not the data's keys.
  const searchable = ORDERS.map((order) => ({ ...order, statusText: t(`status.${order.status}`) }));
  const rows: Order[] = filterRows(searchable, query, ['customer', 'product', 'statusText']);

  return (
    <ExamplePage section="tables" page="search" description={t('search.description')}>
      <ExampleCard title={t('search.title')}>
        <Stack gap="4">
          <SearchField
            label={t('search.label')}
            placeholder={t('search.placeholder')}
            value={query}
            onChange={setQuery}
          />
          <Text fontSize="sm" color="fg.muted" role="status">
            {t('search.results', { count: rows.length })}
          </Text>
          {rows.length === 0 ? (
            <EmptyState.Root>
              <EmptyState.Content>
                <EmptyState.Title>{t('search.noResults', { query: query.trim() })}</EmptyState.Title>
              </EmptyState.Content>
            </EmptyState.Root>
          ) : (
            <TableRegion label={t('search.title')}>
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
                  {rows.map((order) => (
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
          )}
        </Stack>
      </ExampleCard>
    </ExamplePage>
  );
}
