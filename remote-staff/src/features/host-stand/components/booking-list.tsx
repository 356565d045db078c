import type { UseQueryResult } from '@tanstack/react-query';
import { type ApiError, useIntlLocale } from '@restaurant/shared';
import { EmptyState, ErrorState, Heading, LoadingState, Stack } from '@restaurant/shared/ui';
import type { StaffDay } from '../api/get-staff-reservations';
import { formatLongDay } from '../lib/format';
import { hostStandTranslations } from '../translations';
import { BookingCard } from './booking-card';

export interface BookingListProps {
  readonly day: UseQueryResult<StaffDay, ApiError>;
  readonly today: string | undefined;
  readonly q: string;
}

/** The day's bookings as the API orders them (by start time), cancelled ones included and struck through. */
export function BookingList({ day, today, q }: BookingListProps) {
  const { t } = hostStandTranslations.useTranslation();
  const locale = useIntlLocale();

  if (day.isPending) return <LoadingState lines={4} label={t('list.loading')} />;
  if (day.isError) return <ErrorState message={day.error.message} onRetry={() => void day.refetch()} />;
  const date = formatLongDay(day.data.date, locale);
  const { items } = day.data;

  return (
    <Stack as="section" gap="3" aria-labelledby="bookings-title" aria-busy={day.isPlaceholderData}>
      <Heading as="h2" size="md" id="bookings-title">
        {t('list.count', { count: items.length, date })}
      </Heading>
      {items.length === 0 ? (
        <EmptyState title={q ? t('list.noMatch', { date, q }) : t('list.empty', { date })} />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t('list.label')}>
          {items.map((reservation) => (
            <BookingCard key={reservation.id} reservation={reservation} today={today} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
