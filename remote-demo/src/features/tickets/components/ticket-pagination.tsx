import { ButtonGroup, ChevronLeftIcon, ChevronRightIcon, IconButton } from '@restaurant/shared/ui';
import { Pagination } from '@restaurant/shared/ui-demo-controls';
import { TICKETS_PER_PAGE } from '../lib/ticket-transitions';
import { ticketsTranslations } from '../translations';

export interface TicketPaginationProps {
  total: number;
  page: number;
  onPageChange: (page: number) => void;
}

/** Pages of the table; the arrows follow the reading direction (rtl mirrors them). */
export function TicketPagination({ total, page, onPageChange }: TicketPaginationProps) {
  const { t } = ticketsTranslations.useTranslation();
  if (total <= TICKETS_PER_PAGE) return null;
  return (
    <Pagination.Root
      count={total}
      pageSize={TICKETS_PER_PAGE}
      page={page}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{
        rootLabel: t('pagination'),
        prevTriggerLabel: t('previousPage'),
        nextTriggerLabel: t('nextPage'),
        itemLabel: ({ page: item }) => t('pageLabel', { page: item }),
      }}
    >
      <ButtonGroup variant="ghost" size="sm">
        <Pagination.PrevTrigger asChild>
          <IconButton>
            <ChevronLeftIcon _rtl={{ transform: 'scaleX(-1)' }} />
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>}
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
