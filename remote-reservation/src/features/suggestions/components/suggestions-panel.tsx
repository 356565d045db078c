import type { SeatSuggestion } from '@restaurant/shared/contracts';
import {
  Badge,
  Box,
  Button,
  Card,
  CheckIcon,
  EmptyState,
  ErrorState,
  Heading,
  HStack,
  LoadingState,
  Stack,
  Text,
  Wrap,
} from '@restaurant/shared/ui';
import { reservationTranslations } from '../../../lib/translations';
import { useSeatSuggestions } from '../api/get-seat-suggestions';

export interface SuggestionSlot {
  readonly reservationDate: string;
  readonly reservationTime: string;
  readonly estimatedDuration: number;
}

export interface SuggestionsPanelProps {
  readonly guests: number;
  /** `null` when no start is left to book: nothing is asked. */
  readonly slot: SuggestionSlot | null;
  readonly selectedFloorId: number | null;
  readonly selectedTableIds: readonly number[];
  readonly onChoose: (suggestion: SeatSuggestion) => void;
}

/** How many ranked choices are worth reading; the plan is there for anything else. */
const SHOWN = 6;

function isChosen(suggestion: SeatSuggestion, floorId: number | null, tableIds: readonly number[]): boolean {
  return (
    suggestion.floor.id === floorId &&
    suggestion.tables.length === tableIds.length &&
    suggestion.tables.every((table) => tableIds.includes(table.id))
  );
}

/** The API's ranked seating for the party (best fit first); choosing one picks its tables on its floor. */
export function SuggestionsPanel({ guests, slot, selectedFloorId, selectedTableIds, onChoose }: SuggestionsPanelProps) {
  const { t } = reservationTranslations.useTranslation();
  const query = slot ? { guests, ...slot } : null;
  const suggestions = useSeatSuggestions(query);

  let body;
  if (!slot) {
    body = <Text color="fg.muted">{t('choice.noTimesHint')}</Text>;
  } else if (suggestions.isPending) {
    body = <LoadingState lines={2} label={t('suggestions.loading')} />;
  } else if (suggestions.isError) {
    body = <ErrorState message={suggestions.error.message} onRetry={() => void suggestions.refetch()} />;
  } else if (suggestions.data.length === 0) {
    body = <EmptyState title={t('suggestions.empty', { count: guests })} />;
  } else {
    body = (
      <Stack as="ol" gap="3" listStyleType="none" aria-busy={suggestions.isPlaceholderData || undefined}>
        {suggestions.data.slice(0, SHOWN).map((suggestion) => {
          const chosen = isChosen(suggestion, selectedFloorId, selectedTableIds);
          const codes = suggestion.tables.map((table) => table.code).join(' + ');
          const tablesLabel = t('suggestions.tables', { count: suggestion.tables.length, codes });
          return (
            <Box
              as="li"
              key={`${suggestion.floor.id}-${suggestion.tables.map((table) => table.id).join('-')}`}
              borderWidth={chosen ? '2px' : '1px'}
              borderColor={chosen ? 'colorPalette.solid' : 'border'}
              bg={chosen ? 'colorPalette.subtle' : 'bg'}
              borderRadius="card"
              p="3"
            >
              <HStack justify="space-between" align="flex-start" gap="3">
                <Stack gap="1" minW="0">
                  <Text fontWeight="semibold">{tablesLabel}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {suggestion.floor.name} · {t('suggestions.seats', { count: suggestion.seats })}
                  </Text>
                  <Wrap gap="1">
                    {suggestion.spareSeats === 0 ? (
                      <Badge colorPalette="green">{t('suggestions.exact')}</Badge>
                    ) : (
                      <Badge>{t('suggestions.spare', { count: suggestion.spareSeats })}</Badge>
                    )}
                    {suggestion.combined ? <Badge colorPalette="purple">{t('suggestions.combined')}</Badge> : null}
                  </Wrap>
                </Stack>
                <Button
                  size="sm"
                  flexShrink={0}
                  variant={chosen ? 'solid' : 'outline'}
                  aria-pressed={chosen}
                  aria-label={t('suggestions.chooseLabel', { tables: tablesLabel, floor: suggestion.floor.name })}
                  // The last party's or slot's seating stays on show while the new one loads, but is not the
                  // diner's to pick: a table for two chosen for a party of four.
                  disabled={suggestions.isPlaceholderData}
                  onClick={() => onChoose(suggestion)}
                >
                  {chosen ? <CheckIcon /> : null}
                  {chosen ? t('suggestions.chosen') : t('suggestions.choose')}
                </Button>
              </HStack>
            </Box>
          );
        })}
      </Stack>
    );
  }

  return (
    <Card.Root as="section" aria-labelledby="reservation-suggestions-title" variant="outline">
      <Card.Header pb="2">
        <Heading as="h2" size="md" id="reservation-suggestions-title">
          {t('suggestions.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('suggestions.description', { count: guests })}
        </Text>
      </Card.Header>
      <Card.Body pt="2">{body}</Card.Body>
    </Card.Root>
  );
}
