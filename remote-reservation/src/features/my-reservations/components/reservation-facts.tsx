import { addMinutesToClock, formatClock, formatDay, formatInstant, useIntlLocale } from '@restaurant/shared';
import type { Reservation } from '@restaurant/shared/contracts';
import { Badge, Box, Grid, Text } from '@restaurant/shared/ui';
import { bookingTranslations } from '../../../lib/booking-translations';
import { mineTranslations } from '../../../lib/mine-translations';

/** Status in words and colour; cancelled is also struck through in the list, so colour is not the only signal. */
export function ReservationStatusBadge({ reservation }: { reservation: Reservation }) {
  const { t } = mineTranslations.useTranslation();
  return (
    <Badge colorPalette={reservation.status === 'CONFIRMED' ? 'green' : 'gray'} variant="subtle">
      {t(`statuses.${reservation.status}`)}
    </Badge>
  );
}

export function useReservationTime(reservation: Reservation): string {
  const { t } = bookingTranslations.useTranslation();
  const locale = useIntlLocale();
  const day = formatDay(reservation.reservationDate, locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const range = t('timeRange', {
    start: formatClock(reservation.reservationTime, locale),
    end: formatClock(addMinutesToClock(reservation.reservationTime, reservation.estimatedDuration), locale),
  });
  return `${day}, ${range}`;
}

/** Code, floor, tables, time, guests, status; `detailed` adds contact, note and the booking's own dates. */
export function ReservationFacts({ reservation, detailed = false }: { reservation: Reservation; detailed?: boolean }) {
  const { t } = mineTranslations.useTranslation();
  // The occasion's words are the booking form's, in the booking step's namespace.
  const { t: tBooking } = bookingTranslations.useTranslation();
  const locale = useIntlLocale();
  const time = useReservationTime(reservation);
  const rows: [string, string][] = [
    [t('code'), reservation.code],
    [t('time'), time],
    [t('floor'), reservation.floor.name],
    [t('tables'), reservation.tables.map((table) => table.code).join(', ')],
    [t('guests'), t('guestsCount', { count: reservation.guests })],
  ];
  if (detailed) {
    rows.push([t('contact'), `${reservation.contactName} · ${reservation.contactPhone}`]);
    if (reservation.occasion) rows.push([tBooking('occasion'), tBooking(`occasions.${reservation.occasion}`)]);
    if (reservation.note) rows.push([t('note'), reservation.note]);
    rows.push([t('bookedAt'), formatInstant(reservation.createdAt, locale)]);
    if (reservation.cancelledAt) rows.push([t('cancelledAt'), formatInstant(reservation.cancelledAt, locale)]);
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
        {t('status')}
      </Text>
      <Box as="dd">
        <ReservationStatusBadge reservation={reservation} />
      </Box>
    </Grid>
  );
}
