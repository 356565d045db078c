import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from '@restaurant/shared';
import { Badge, EmptyState, ErrorState, Heading, HStack, LoadingState, Stack, Text } from '@restaurant/shared/ui';
import { soldOutTranslations } from '../translations';
import { SoldOutRow, type SoldOutItem } from './sold-out-row';

export interface SoldOutSectionProps {
  readonly id: string;
  readonly title: string;
  /** The whole list's query, for its loading and failure. */
  readonly query: UseQueryResult<unknown, ApiError>;
  /** Its items that pass the filter. */
  readonly items: readonly SoldOutItem[];
  /** How many of the whole list (filtered or not) are sold out today. */
  readonly soldOutCount: number;
  readonly filter: string;
  readonly note?: string;
  readonly onChanged: (name: string, soldOut: boolean) => void;
}

/** The dishes, or the combos: how many are sold out today, then one row each. */
export function SoldOutSection({
  id,
  title,
  query,
  items,
  soldOutCount,
  filter,
  note,
  onChanged,
}: SoldOutSectionProps) {
  const { t } = soldOutTranslations.useTranslation();
  const headingId = `${id}-title`;

  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <HStack gap="3" wrap="wrap">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {query.isSuccess ? (
          <Badge variant="subtle" colorPalette="red">
            {t('summary', { count: soldOutCount })}
          </Badge>
        ) : null}
      </HStack>
      {note ? (
        <Text fontSize="sm" color="fg.muted">
          {note}
        </Text>
      ) : null}
      {query.isPending ? <LoadingState lines={4} label={t('loading')} /> : null}
      {query.isError ? <ErrorState message={query.error.message} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && items.length === 0 ? (
        <EmptyState title={filter.trim() ? t('noMatch', { q: filter.trim() }) : t('empty')} />
      ) : null}
      {query.isSuccess && items.length > 0 ? (
        <Stack as="ul" gap="0" listStyleType="none" aria-labelledby={headingId}>
          {items.map((item) => (
            <SoldOutRow key={`${item.kind}-${item.id}`} item={item} onChanged={onChanged} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
