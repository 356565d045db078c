import { useEffect, useRef } from 'react';
import { formatClock, formatDay, useIntlLocale } from '@restaurant/shared';
import type { Reservation } from '@restaurant/shared/contracts';
import { Button, Card, CheckIcon, Heading, Stack, Text } from '@restaurant/shared/ui';
import { Code } from '@restaurant/shared/ui-display';
import { bookingTranslations } from '../../../lib/booking-translations';
import { reservationTranslations } from '../../../lib/translations';

export interface BookingConfirmationProps {
  readonly reservation: Reservation;
  readonly onBookAnother: () => void;
  readonly onViewMine: () => void;
}

/** The booking went through: the code, big and selectable, and what to do next. */
export function BookingConfirmation({ reservation, onBookAnother, onViewMine }: BookingConfirmationProps) {
  const { t } = bookingTranslations.useTranslation();
  // The party size reads as the choice bar shows it, in the page's own namespace.
  const { t: tReservation } = reservationTranslations.useTranslation();
  const locale = useIntlLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form that had focus is gone: move focus to the news so screen-reader and keyboard users land on it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card.Root variant="elevated" as="section" aria-labelledby="reservation-confirmed-title" role="status">
      <Card.Body gap="4" alignItems="center" textAlign="center" py="8">
        <CheckIcon boxSize="10" color="green.fg" />
        <Heading as="h2" size="xl" id="reservation-confirmed-title" ref={headingRef} tabIndex={-1} outline="none">
          {t('confirmed.title')}
        </Heading>
        <Stack gap="1" align="center">
          <Text color="fg.muted">{t('confirmed.code')}</Text>
          <Code fontSize="2xl" px="4" py="2" userSelect="all" data-testid="reservation-code">
            {reservation.code}
          </Code>
          <Text fontSize="sm" color="fg.muted">
            {t('confirmed.keepCode')}
          </Text>
        </Stack>
        <Text>
          {t('confirmed.message', {
            date: formatDay(reservation.reservationDate, locale, { weekday: 'long', day: 'numeric', month: 'long' }),
            time: formatClock(reservation.reservationTime, locale),
          })}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {reservation.floor.name} · {reservation.tables.map((table) => table.code).join(', ')} ·{' '}
          {tReservation('choice.guestsOption', { count: reservation.guests })}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button onClick={onViewMine}>{t('confirmed.viewMine')}</Button>
          <Button variant="outline" onClick={onBookAnother}>
            {t('confirmed.another')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
