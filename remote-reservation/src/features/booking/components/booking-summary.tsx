import { addMinutesToClock, formatClock, formatDay, useIntlLocale } from '@restaurant/shared';
import { Box, Grid, Text } from '@restaurant/shared/ui';
import { bookingTranslations } from '../../../lib/booking-translations';
import { reservationTranslations } from '../../../lib/translations';
import type { BookingDraft } from '../types/booking-draft';

/** What will be booked, as a description list the diner can check before confirming. */
export function BookingSummary({ draft, durationLabel }: { draft: BookingDraft; durationLabel: string }) {
  const { t } = bookingTranslations.useTranslation();
  // The party size reads as the choice bar shows it, in the page's own namespace.
  const { t: tReservation } = reservationTranslations.useTranslation();
  const locale = useIntlLocale();
  const seats = draft.tables.reduce((sum, table) => sum + table.capacity, 0);
  const rows: [string, string][] = [
    [t('summary.guests'), tReservation('choice.guestsOption', { count: draft.guests })],
    [
      t('summary.date'),
      formatDay(draft.date, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    ],
    [
      t('summary.time'),
      draft.time
        ? t('timeRange', {
            start: formatClock(draft.time, locale),
            end: formatClock(addMinutesToClock(draft.time, draft.duration), locale),
          })
        : '—',
    ],
    [t('summary.duration'), durationLabel],
    [t('summary.floor'), draft.floorName ?? '—'],
    [t('summary.tables'), draft.tables.map((table) => table.code).join(', ') || '—'],
    [t('summary.seats'), String(seats)],
  ];
  return (
    <Box as="section" aria-label={t('summary.title')}>
      <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
        {rows.map(([term, value]) => (
          <Box key={term} display="contents">
            <Text as="dt" color="fg.muted">
              {term}
            </Text>
            <Text as="dd" fontWeight="medium">
              {value}
            </Text>
          </Box>
        ))}
      </Grid>
    </Box>
  );
}
