import { formatClock, useIntlLocale } from '@restaurant/shared';
import type { StaffReservation } from '@restaurant/shared/contracts';
import { Badge, Box, Card, Grid, Heading, HStack, Text } from '@restaurant/shared/ui';
import { endClockOf } from '../lib/format';
import { hostStandTranslations } from '../translations';
import { MarkActions } from './mark-actions';

const STATUS_PALETTE: Readonly<Record<StaffReservation['status'], string>> = {
  CONFIRMED: 'blue',
  SEATED: 'green',
  COMPLETED: 'gray',
  NO_SHOW: 'red',
  CANCELLED: 'gray',
};

/** The guest's name as the host says it; a walk-in seated without one is a "walk-in guest". */
export function useGuestName(reservation: StaffReservation): string {
  const { t } = hostStandTranslations.useTranslation();
  return reservation.contact.name.trim() || t('booking.walkInGuest');
}

export function useTimeRange(reservation: StaffReservation): string {
  const { t } = hostStandTranslations.useTranslation();
  const locale = useIntlLocale();
  return t('booking.time', {
    start: formatClock(reservation.reservationTime, locale),
    end: formatClock(endClockOf(reservation), locale),
  });
}

export interface BookingCardProps {
  readonly reservation: StaffReservation;
  /** Today on the restaurant's clock: marks are offered on today's bookings (and completing one seated before). */
  readonly today: string | undefined;
}

/** One booking of the day: when, who, how many, where, why, its state, and the marks it can take now. */
export function BookingCard({ reservation, today }: BookingCardProps) {
  const { t } = hostStandTranslations.useTranslation();
  const name = useGuestName(reservation);
  const time = useTimeRange(reservation);
  const headingId = `booking-${reservation.id}`;
  const contact = [name, reservation.contact.phone, reservation.contact.email].filter(Boolean).join(' · ');
  const tables = reservation.tables.map((table) => table.code).join(', ');
  const rows: [string, string][] = [
    [t('booking.code'), reservation.code],
    [t('booking.party'), t('booking.guests', { count: reservation.partySize })],
    [t('booking.tables'), t('booking.tablesOn', { tables, floor: reservation.floor.name })],
    [t('booking.contact'), contact],
  ];
  if (reservation.occasion) rows.push([t('booking.occasion'), t(`occasions.${reservation.occasion}`)]);
  if (reservation.note) rows.push([t('booking.note'), reservation.note]);
  if (reservation.markedBy) rows.push([t('booking.markedBy'), reservation.markedBy.name]);
  const finished = reservation.status === 'CANCELLED' || reservation.status === 'NO_SHOW';

  return (
    <Card.Root as="li" variant="outline" size="sm" aria-labelledby={headingId}>
      <Card.Body gap="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h3" size="sm" id={headingId} textDecoration={finished ? 'line-through' : undefined}>
            {time} · {name}
          </Heading>
          <HStack gap="2">
            {reservation.walkIn ? (
              <Badge variant="outline" colorPalette="purple">
                {t('booking.walkIn')}
              </Badge>
            ) : null}
            <Badge variant="subtle" colorPalette={STATUS_PALETTE[reservation.status]}>
              {t(`statuses.${reservation.status}`)}
            </Badge>
          </HStack>
        </HStack>
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
        </Grid>
        <MarkActions reservation={reservation} today={today} name={name} time={time} />
      </Card.Body>
    </Card.Root>
  );
}
