import { useState } from 'react';
import { HStack, Button, Text } from '@restaurant/shared/ui';
import { Switch } from '@restaurant/shared/ui-choice';
import { EmptyState } from '@restaurant/shared/ui-demo';
import { ExampleCard, ExamplePage } from '../../../lib/demo-example';
import { TrashIcon } from '../../../lib/icons';
import { ENHANCED_PAGE_SIZES, useOrdersTable } from '../hooks/use-orders-table';
import { tablesTranslations } from '../translations';
import { EnhancedTable } from './enhanced-table';
import { useOrderColumns } from './order-columns';
import { TablePager } from './table-pager';

/** `/tables/enhanced`: the TanStack table with sort, select, bulk delete, paging and dense rows. */
export default function EnhancedTablePage() {
  const { t } = tablesTranslations.useTranslation();
  const columns = useOrderColumns();
  const { table, total, selectedCount, deletedCount, deleteSelected, restore } = useOrdersTable(columns);
  const [dense, setDense] = useState(false);
  const { pageIndex, pageSize } = table.getState().pagination;
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);

  return (
    <ExamplePage section="tables" page="enhanced" description={t('enhanced.description')}>
      <ExampleCard title={t('enhanced.title')}>
        <HStack justify="space-between" wrap="wrap" gap="3" pb="3">
          <HStack gap="3">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {t('enhanced.selected', { count: selectedCount })}
            </Text>
            <Button
              size="sm"
              colorPalette="red"
              variant="outline"
              disabled={selectedCount === 0}
              onClick={deleteSelected}
            >
              <TrashIcon />
              {t('enhanced.deleteSelected')}
            </Button>
          </HStack>
          <Switch.Root checked={dense} onCheckedChange={(event) => setDense(event.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('enhanced.dense')}</Switch.Label>
          </Switch.Root>
        </HStack>
        <Text srOnly role="status">
          {deletedCount === null ? '' : t('enhanced.deleted', { count: deletedCount })}
        </Text>
        {total === 0 ? (
          <EmptyState.Root>
            <EmptyState.Content>
              <EmptyState.Title>{t('enhanced.empty')}</EmptyState.Title>
              <Button variant="outline" onClick={restore}>
                {t('enhanced.reset')}
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <>
            <EnhancedTable table={table} dense={dense} label={t('enhanced.title')} />
            <TablePager
              tableName={t('enhanced.title')}
              total={total}
              page={pageIndex}
              pageSize={pageSize}
              sizes={ENHANCED_PAGE_SIZES}
              from={from}
              to={to}
              onPageChange={(page) => table.setPageIndex(page)}
              onPageSizeChange={(size) =>
                table.setPagination({ pageIndex: 0, pageSize: size === 'all' ? total : size })
              }
            />
          </>
        )}
      </ExampleCard>
    </ExamplePage>
  );
}
