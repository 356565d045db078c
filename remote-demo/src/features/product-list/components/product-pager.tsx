import { ButtonGroup, ChevronLeftIcon, ChevronRightIcon, IconButton } from '@restaurant/shared/ui';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { pageCount } from '../lib/product-table';
import { productListTranslations } from '../translations';

export interface ProductPagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/**
 * Previous, one button per page, next. Built from buttons rather than ui-demo's Pagination, which cannot render
 * inside the composed site yet (its Chakra copy is the remote's own, outside the host's ChakraProvider).
 */
export function ProductPager({ total, page, pageSize, onPageChange }: ProductPagerProps) {
  const { t } = productListTranslations.useTranslation();
  const format = useDemoFormatters();
  const pages = pageCount(total, pageSize);
  return (
    <nav aria-label={t('pagination.label')}>
      <ButtonGroup variant="ghost" size="sm" gap="1">
        <IconButton aria-label={t('pagination.previous')} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeftIcon transform={{ _rtl: 'scaleX(-1)' }} />
        </IconButton>
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <IconButton
            key={number}
            variant={number === page ? 'outline' : 'ghost'}
            aria-label={t('pagination.page', { page: number, total: pages })}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPageChange(number)}
          >
            {format.number(number)}
          </IconButton>
        ))}
        <IconButton aria-label={t('pagination.next')} disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          <ChevronRightIcon transform={{ _rtl: 'scaleX(-1)' }} />
        </IconButton>
      </ButtonGroup>
    </nav>
  );
}
