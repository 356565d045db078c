import { useId } from 'react';
import { chakra, ChevronLeftIcon, ChevronRightIcon, Group, HStack, IconButton, Text } from '@restaurant/shared/ui';
import { NativeSelect } from '@restaurant/shared/ui-form';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { FirstPageIcon, LastPageIcon } from '../../../lib/icons';
import { pageCount, type PageSize } from '../lib/table-logic';
import { tablesTranslations } from '../translations';

export interface TablePagerProps {
  /** What the pager pages, for its navigation's name ("Pages of Orders"). */
  tableName: string;
  total: number;
  /** 0-based. */
  page: number;
  pageSize: PageSize;
  sizes: readonly PageSize[];
  from: number;
  to: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
}

/** Rows-per-page choice, the range shown and first / previous / next / last buttons, mirrored in rtl. */
export function TablePager(props: TablePagerProps) {
  const { tableName, total, page, pageSize, sizes, from, to, onPageChange, onPageSizeChange } = props;
  const { t } = tablesTranslations.useTranslation();
  const format = useDemoFormatters();
  const selectId = useId();
  const last = pageCount(total, pageSize) - 1;
  const isFirst = page <= 0;
  const isLast = page >= last;
  const flip = { _rtl: { transform: 'scaleX(-1)' } };

  return (
    <HStack
      as="nav"
      aria-label={t('paging.navigation', { table: tableName })}
      justify="flex-end"
      wrap="wrap"
      gap="4"
      pt="3"
    >
      <HStack gap="2">
        <chakra.label htmlFor={selectId} fontSize="sm" color="fg.muted">
          {t('paging.rowsPerPage')}
        </chakra.label>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            id={selectId}
            value={String(pageSize)}
            onChange={(event) => {
              const value = event.target.value;
              onPageSizeChange(value === 'all' ? 'all' : Number(value));
            }}
          >
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size === 'all' ? t('paging.all') : format.number(size)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Text fontSize="sm" aria-live="polite">
        {t('paging.range', { from: format.number(from), to: format.number(to), total: format.number(total) })}
      </Text>
      <Group attached>
        <IconButton
          variant="outline"
          size="sm"
          aria-label={t('paging.first')}
          disabled={isFirst}
          onClick={() => onPageChange(0)}
        >
          <FirstPageIcon css={flip} />
        </IconButton>
        <IconButton
          variant="outline"
          size="sm"
          aria-label={t('paging.previous')}
          disabled={isFirst}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeftIcon css={flip} />
        </IconButton>
        <IconButton
          variant="outline"
          size="sm"
          aria-label={t('paging.next')}
          disabled={isLast}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRightIcon css={flip} />
        </IconButton>
        <IconButton
          variant="outline"
          size="sm"
          aria-label={t('paging.last')}
          disabled={isLast}
          onClick={() => onPageChange(last)}
        >
          <LastPageIcon css={flip} />
        </IconButton>
      </Group>
    </HStack>
  );
}
