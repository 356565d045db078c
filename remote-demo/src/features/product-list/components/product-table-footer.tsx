import { HStack, Text } from '@restaurant/shared/ui';
import { Switch } from '@restaurant/shared/ui-choice';
import { Field, NativeSelect } from '@restaurant/shared/ui-form';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { PAGE_SIZES, isPageSize, type PageSize } from '../lib/product-table';
import { productListTranslations } from '../translations';
import { ProductPager } from './product-pager';

export interface ProductTableFooterProps {
  total: number;
  page: number;
  pageSize: PageSize;
  dense: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
  onDenseChange: (dense: boolean) => void;
}

/** Density switch, rows per page, which rows are shown and the page buttons. */
export function ProductTableFooter(props: ProductTableFooterProps) {
  const { total, page, pageSize, dense, onPageChange, onPageSizeChange, onDenseChange } = props;
  const { t } = productListTranslations.useTranslation();
  const format = useDemoFormatters();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <HStack justify="space-between" gap="4" wrap="wrap">
      <Switch.Root checked={dense} onCheckedChange={(details) => onDenseChange(details.checked)} size="sm">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('dense')}</Switch.Label>
      </Switch.Root>
      <HStack gap="4" wrap="wrap">
        <Field.Root orientation="horizontal" gap="2" w="auto">
          <Field.Label whiteSpace="nowrap">{t('rowsPerPage')}</Field.Label>
          <NativeSelect.Root size="sm" w="20">
            <NativeSelect.Field
              value={pageSize}
              onChange={(event) => {
                const size = Number(event.currentTarget.value);
                if (isPageSize(size)) onPageSizeChange(size);
              }}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {format.number(size)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Text textStyle="sm" aria-live="polite">
          {t('range', { from: format.number(from), to: format.number(to), total: format.number(total) })}
        </Text>
        <ProductPager total={total} page={page} pageSize={pageSize} onPageChange={onPageChange} />
      </HStack>
    </HStack>
  );
}
