// @jsxRuntime automatic (see ../compose.tsx)
import type { MailFormats } from '../format';
import type { BookingMail } from '../mail-model';
import { ActionButton, Details, MailLayout, Paragraph, textsIn, type MailFrame } from './layout';

/** A booking confirmed, or cancelled (by the diner, or as a no-show by the host stand): its details and a link back. */
export function BookingMailView({
  frame,
  format,
  booking,
  outcome,
  link,
}: {
  frame: MailFrame;
  format: MailFormats;
  booking: BookingMail;
  outcome: 'confirmed' | 'cancelled-by-diner' | 'no-show';
  link: string;
}) {
  const t = textsIn(frame.locale);
  const intro =
    outcome === 'confirmed'
      ? t('bookingConfirmedIntro')
      : outcome === 'no-show'
        ? t('bookingCancelledNoShow')
        : t('bookingCancelledByDiner');
  return (
    <MailLayout frame={frame} preview={intro}>
      <Paragraph>{intro}</Paragraph>
      <Details
        rows={[
          [t('bookingDate'), format.date(booking.reservationDate)],
          [t('bookingTime'), format.time(booking.startAt)],
          [t('bookingGuests'), String(booking.guests)],
          [t('bookingTables'), booking.tables.join(', ')],
          [t('bookingFloor'), booking.floorName],
          [t('reference'), booking.code],
          [t('address'), frame.restaurant.address],
        ]}
      />
      <Paragraph>{outcome === 'confirmed' ? t('bookingCalendarAdd') : t('bookingCalendarRemove')}</Paragraph>
      <ActionButton href={link}>{outcome === 'confirmed' ? t('bookingButton') : t('bookAgainButton')}</ActionButton>
    </MailLayout>
  );
}
