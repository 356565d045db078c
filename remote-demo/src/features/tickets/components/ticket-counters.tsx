import { chakra, SimpleGrid, Text } from '@restaurant/shared/ui';
import { FILTER_PALETTE } from '../lib/ticket-palette';
import { TICKET_FILTERS, type TicketFilter } from '../lib/ticket-transitions';
import { ticketsTranslations } from '../translations';

export interface TicketCountersProps {
  counts: Record<TicketFilter, number>;
  filter: TicketFilter;
  onFilter: (filter: TicketFilter) => void;
}

/** Total, Pending, Open and Closed: each counter is a toggle that filters the table to its tickets. */
export function TicketCounters({ counts, filter, onFilter }: TicketCountersProps) {
  const { t } = ticketsTranslations.useTranslation();
  return (
    <SimpleGrid role="group" aria-label={t('filters')} columns={{ base: 2, md: 4 }} gap="4">
      {TICKET_FILTERS.map((key) => {
        const active = key === filter;
        return (
          <chakra.button
            key={key}
            type="button"
            aria-pressed={active}
            onClick={() => onFilter(key)}
            colorPalette={FILTER_PALETTE[key]}
            textAlign="start"
            p="4"
            borderRadius="l3"
            borderWidth="2px"
            borderColor={active ? 'colorPalette.solid' : 'transparent'}
            bg="colorPalette.subtle"
            cursor="pointer"
            transition="border-color 0.2s"
            _hover={{ borderColor: 'colorPalette.muted' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
          >
            <Text as="span" display="block" fontSize="2xl" fontWeight="bold" color="colorPalette.fg">
              {counts[key]}
            </Text>
            <Text as="span" display="block" fontSize="sm" fontWeight="medium" color="fg">
              {t(`counters.${key}`)}
            </Text>
          </chakra.button>
        );
      })}
    </SimpleGrid>
  );
}
