import { useState } from 'react';
import {
  Box,
  EmptyState,
  ErrorState,
  HStack,
  PageContainer,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@restaurant/shared/ui';
import { useTickets } from '../../../lib/sample-data';
import { SearchField } from '../../../lib/search';
import { demoTranslations } from '../../../lib/translations';
import { useTicketActions } from '../hooks/use-ticket-actions';
import {
  DEFAULT_TICKET_FILTER,
  filterTickets,
  pageOf,
  ticketCounts,
  TICKETS_PER_PAGE,
  type TicketFilter,
} from '../lib/ticket-transitions';
import { ticketsTranslations } from '../translations';
import { TicketCounters } from './ticket-counters';
import { TicketPagination } from './ticket-pagination';
import { TicketTable } from './ticket-table';

/** /apps/tickets: counters that filter, search, the tickets' table with delete (confirmed) and pages. */
export default function TicketsPage() {
  const { t } = ticketsTranslations.useTranslation();
  const { t: tDemo } = demoTranslations.useTranslation();
  const tickets = useTickets();
  const actions = useTicketActions();
  const [filter, setFilter] = useState<TicketFilter>(DEFAULT_TICKET_FILTER);
  const [search, setSearch] = useState('');
  const [requestedPage, setPage] = useState(1);
  const [announcement, setAnnouncement] = useState('');

  const all = tickets.data ?? [];
  const matching = filterTickets(all, filter, search);
  const { rows, page } = pageOf(matching, requestedPage);
  const from = (page - 1) * TICKETS_PER_PAGE + 1;

  return (
    <PageContainer title={tDemo('apps.pages.tickets')} breadcrumb={[{ label: tDemo('apps.section') }]}>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {tickets.isPending ? (
        <Stack gap="6" aria-busy="true">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            {[1, 2, 3, 4].map((cell) => (
              <Skeleton key={cell} h="20" borderRadius="l3" />
            ))}
          </SimpleGrid>
          <Skeleton h="80" borderRadius="l3" />
        </Stack>
      ) : tickets.isError ? (
        <ErrorState title={t('loadError')} message={tickets.error.message} onRetry={() => void tickets.refetch()} />
      ) : (
        <Stack gap="6">
          <TicketCounters
            counts={ticketCounts(all)}
            filter={filter}
            onFilter={(next) => {
              setFilter(next);
              setPage(1);
            }}
          />
          <HStack justify="space-between" gap="4" wrap="wrap">
            <Box flex="1" minW="56" maxW="sm">
              <SearchField
                hideLabel
                label={t('search')}
                value={search}
                onChange={(text) => {
                  setSearch(text);
                  setPage(1);
                }}
              />
            </Box>
            {matching.length > 0 ? (
              <Text color="fg.muted" fontSize="sm" aria-live="polite">
                {t('showing', { from, to: from + rows.length - 1, total: matching.length })}
              </Text>
            ) : null}
          </HStack>
          {rows.length > 0 ? (
            <TicketTable
              tickets={rows}
              onDelete={(ticket) => {
                actions.remove(ticket.Id);
                setAnnouncement(t('deleted'));
              }}
            />
          ) : (
            <EmptyState title={t('empty.title')} description={t('empty.description')} />
          )}
          <TicketPagination total={matching.length} page={page} onPageChange={setPage} />
        </Stack>
      )}
    </PageContainer>
  );
}
