import { Button, HStack, Text } from '@restaurant/shared/ui';

export interface PagerProps {
  readonly page: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
  /** The feature's own words: what the navigation is called, its two buttons and "Page 2 of 5". */
  readonly labels: { readonly nav: string; readonly previous: string; readonly next: string; readonly pageOf: string };
}

/** Previous and next page of a back-office list, as a navigation landmark; nothing when it all fits on one page. */
export function Pager({ page, pages, onPage, labels }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={labels.nav} justify="center" gap="3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </Button>
      <Text fontSize="sm">{labels.pageOf}</Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </Button>
    </HStack>
  );
}
