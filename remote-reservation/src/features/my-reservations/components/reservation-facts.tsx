import type { Reservation } from '@restaurant/shared/contracts';
import { Badge, Box, Grid, Text } from '@restaurant/shared/ui';
import { addMinutesToClock, formatClock, formatDay, formatInstant, useIntlLocale } from '../../../lib/intl-format';
import { reservationTranslations } from '../../../lib/translations';

/** Status in words and colour; cancelled is also struck through in the list, so colour is not the only signal. */
export function ReservationStatusBadge({ reservation }: { reservation: Reservation }) {
  const { t } = reservationTranslations.useTranslation();
  return (
    <Badge colorPalette={reservation.status === 'CONFIRMED' ? 'green' : 'gray'} variant="subtle">
      {t(`mine.statuses.${reservation.status}`)}
    </Badge>
  );
}

export function useReservationTime(reservation: Reservation): string {
  const { t } = reservationTranslations.useTranslation();
  const locale = useIntlLocale();
  const day = formatDay(reservation.reservationDate, locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const range = t('booking.timeRange', {
    start: formatClock(reservation.reservationTime, locale),
    end: formatClock(addMinutesToClock(reservation.reservationTime, reservation.estimatedDuration), locale),
  });
  return `${day}, ${range}`;
}

/** Code, floor, tables, time, guests, status; `detailed` adds contact, note and the booking's own dates. */
export function ReservationFacts({ reservation, detailed = false }: { reservation: Reservation; detailed?: boolean }) {
  const { t } = reservationTranslations.useTranslation();
  const locale = useIntlLocale();
  const time = useReservationTime(reservation);
  const rows: [string, string][] = [
    [t('mine.code'), reservation.code],
    [t('mine.time'), time],
    [t('mine.floor'), reservation.floor.name],
    [t('mine.tables'), reservation.tables.map((table) => table.code).join(', ')],
    [t('mine.guests'), t('mine.guestsCount', { count: reservation.guests })],
  ];
  if (detailed) {
    rows.push([t('mine.contact'), `${reservation.contactName} · ${reservation.contactPhone}`]);
    if (reservation.occasion) rows.push([t('booking.occasion'), t(`booking.occasions.${reservation.occasion}`)]);
    if (reservation.note) rows.push([t('mine.note'), reservation.note]);
    rows.push([t('mine.bookedAt'), formatInstant(reservation.createdAt, locale)]);
    if (reservation.cancelledAt) rows.push([t('mine.cancelledAt'), formatInstant(reservation.cancelledAt, locale)]);
  }
  return (
    <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
      {rows.map(([term, value]) => (
        <Box key={term} display="contents">
          <Text as="dt" color="fg.muted">
            {term}
          </Text>
          <Text as="dd" fontWeight="medium" wordBreak="break-word">
            {value}
          </Text>
        </Box>
      ))}
      <Text as="dt" color="fg.muted">
        {t('mine.status')}
      </Text>
      <Box as="dd">
        <ReservationStatusBadge reservation={reservation} />
      </Box>
    </Grid>
  );
}
