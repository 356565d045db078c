// @jsxRuntime automatic
// The pragma above (in every .tsx of the API): the composed site (`npm start`, run from the repository root) loads the
// API through tsx under the root tsconfig, which covers no file; without it tsx compiles JSX for a global `React`.
import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import { paths } from '@restaurant/shared/paths';
import { mailText } from '../i18n/mail-texts';
import { bookingCalendar } from './calendar';
import { mailFormats } from './format';
import type { ComposedMail, MailAttachment, MailContext, StoredMail } from './mail-model';
import { BookingMailView } from './templates/booking';
import { PasswordResetMail, VerificationCodeMail } from './templates/credentials';
import type { MailFrame } from './templates/layout';
import { OrderReadyMailView, OrderReceiptMailView } from './templates/orders';

/** What stands for an erased secret when a sent message is shown again. */
const ERASED = '••••••';

/**
 * The subject, HTML and plain-text parts and attachments of a stored message, in its diner's language. Rendered
 * when sent (and when shown to the operator), from what the transaction that wrote it copied: a template fixed later
 * applies to messages still waiting. Loaded through `composeMail` of ./composer, with the first message composed.
 */
export async function composeMessage(mail: StoredMail, context: MailContext): Promise<ComposedMail> {
  const locale = mail.language;
  const site = context.appBaseUrl;
  const frame: MailFrame = { locale, recipientName: mail.toName, siteUrl: site, restaurant: context.restaurant };
  const format = mailFormats(locale, context.timeZone);
  const restaurant = context.restaurant.name;
  const secret = mail.secret ?? ERASED;

  let subject: string;
  let element: ReactElement;
  let link: string;
  let attachments: MailAttachment[] = [];
  let code: string | undefined;
  switch (mail.kind) {
    case 'email-verification': {
      code = secret;
      link = `${site}${paths.auth.twoSteps}`;
      subject = mailText('verificationSubject', locale, { code, restaurant });
      element = <VerificationCodeMail frame={frame} code={code} validMinutes={mail.payload.validMinutes} link={link} />;
      break;
    }
    case 'password-reset': {
      // the token travels in the fragment: browsers never send it to a server or put it in a Referer
      link = `${site}${paths.auth.forgotPassword}#token=${secret}`;
      subject = mailText('resetSubject', locale, { restaurant });
      element = <PasswordResetMail frame={frame} link={link} validMinutes={mail.payload.validMinutes} />;
      break;
    }
    case 'booking-confirmed':
    case 'booking-cancelled': {
      const booking = mail.payload;
      const cancelled = mail.kind === 'booking-cancelled';
      link = `${site}${cancelled ? paths.landing.reservation : paths.myReservations}`;
      subject = cancelled
        ? mailText('bookingCancelledSubject', locale, { code: booking.code })
        : mailText('bookingConfirmedSubject', locale, {
            date: format.date(booking.reservationDate),
            time: format.time(booking.startAt),
            code: booking.code,
          });
      const outcome =
        mail.kind === 'booking-confirmed'
          ? 'confirmed'
          : mail.payload.reason === 'no-show'
            ? 'no-show'
            : 'cancelled-by-diner';
      element = <BookingMailView frame={frame} format={format} booking={booking} outcome={outcome} link={link} />;
      attachments = [
        {
          filename: `booking-${booking.code}.ics`,
          contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
          content: bookingCalendar({
            booking,
            cancelled,
            locale,
            restaurant: context.restaurant,
            organizerEmail: context.fromAddress,
            link: `${site}${paths.myReservations}`,
          }),
        },
      ];
      break;
    }
    case 'order-receipt': {
      link = `${site}${paths.orderDetail(mail.payload.orderId)}`;
      subject = mailText('orderReceiptSubject', locale, { code: mail.payload.code });
      element = <OrderReceiptMailView frame={frame} format={format} order={mail.payload} link={link} />;
      break;
    }
    case 'order-ready': {
      const { orderId, code: orderCode, pickupAt } = mail.payload;
      link = `${site}${paths.orderDetail(orderId)}`;
      subject = mailText('orderReadySubject', locale, { code: orderCode });
      element = <OrderReadyMailView frame={frame} format={format} code={orderCode} pickupAt={pickupAt} link={link} />;
      break;
    }
  }
  // the text part from the HTML already rendered (react-email's own conversion): one React render, not two
  const html = await render(element);
  const text = toPlainText(html);
  return { subject, html, text, attachments, link, ...(code === undefined ? {} : { code }) };
}
