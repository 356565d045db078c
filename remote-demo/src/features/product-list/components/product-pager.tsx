import { ButtonGroup, ChevronLeftIcon, ChevronRightIcon, IconButton } from '@restaurant/shared/ui';
import { Pagination } from '@restaurant/shared/ui-demo-controls';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { pageCount } from '../lib/product-table';
import { productListTranslations } from '../translations';

export interface ProductPagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** Previous, the pages, next: Chakra's Pagination; the arrows follow the reading direction (rtl mirrors them). */
export function ProductPager({ total, page, pageSize, onPageChange }: ProductPagerProps) {
  const { t } = productListTranslations.useTranslation();
  const format = useDemoFormatters();
  const pages = pageCount(total, pageSize);
  return (
    <Pagination.Root
      count={total}
      pageSize={pageSize}
      page={page}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{
        rootLabel: t('pagination.label'),
        prevTriggerLabel: t('pagination.previous'),
        nextTriggerLabel: t('pagination.next'),
        itemLabel: ({ page: item }) => t('pagination.page', { page: item, total: pages }),
      }}
    >
      <ButtonGroup variant="ghost" size="sm" gap="1">
        <Pagination.PrevTrigger asChild>
          <IconButton>
            <ChevronLeftIcon _rtl={{ transform: 'scaleX(-1)' }} />
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => (
            <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{format.number(item.value)}</IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton>
            <ChevronRightIcon _rtl={{ transform: 'scaleX(-1)' }} />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
