import { Button, ButtonGroup, HStack, Text } from '@restaurant/shared/ui';
import { orderingTranslations } from './translations';

export interface PagerProps {
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Dishes pages". */
  label: string;
}

/** Page numbers around the current one, with the first and last always reachable. */
export function visiblePages(page: number, totalPages: number, radius = 1): number[] {
  const pages = new Set<number>([1, totalPages]);
  for (let candidate = page - radius; candidate <= page + radius; candidate += 1) {
    if (candidate >= 1 && candidate <= totalPages) pages.add(candidate);
  }
  return [...pages].sort((a, b) => a - b);
}

/** Previous / numbered / next buttons; renders nothing when everything fits on one page. */
export function Pager({ page, size, total, onPageChange, label }: PagerProps) {
  const { t } = orderingTranslations.useTranslation();
  const totalPages = Math.max(1, Math.ceil(total / size));
  if (totalPages <= 1) return null;
  const pages = visiblePages(page, totalPages);

  return (
    <HStack as="nav" aria-label={label} justify="center" wrap="wrap" gap="2" py="4">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('pager.previous')}
      </Button>
      <ButtonGroup size="sm" variant="ghost" gap="1" attached={false}>
        {pages.map((value, index) => {
          const gap = index > 0 && value - (pages[index - 1] ?? value) > 1;
          return (
            <HStack key={value} gap="1">
              {gap ? (
                <Text as="span" aria-hidden="true" color="fg.muted">
                  …
                </Text>
              ) : null}
              <Button
                variant={value === page ? 'solid' : 'ghost'}
                aria-current={value === page ? 'page' : undefined}
                aria-label={t('pager.page', { page: value })}
                onClick={() => onPageChange(value)}
              >
                {value}
              </Button>
            </HStack>
          );
        })}
      </ButtonGroup>
      <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        {t('pager.next')}
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('pager.status', { page, totalPages })}
      </Text>
    </HStack>
  );
}
