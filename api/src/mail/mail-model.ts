import type { MAIL_KINDS, OrderType, PaymentMethod } from '@restaurant/shared/contracts';
import { restaurantProfile, type RestaurantProfile } from '../business-rules';
import type { Config } from '../config';
import type { Locale } from '../i18n/locale';
import { fromAddressOf } from './addresses';

export type MailKind = (typeof MAIL_KINDS)[number];

/** A booking as its e-mails show it, copied in the transaction that made or cancelled it. */
export type BookingMail = {
  reservationId: number;
  code: string;
  /** restaurant-local `YYYY-MM-DD` and `HH:mm` */
  reservationDate: string;
  reservationTime: string;
  /** ISO instants: the calendar event */
  startAt: string;
  endAt: string;
  guests: number;
  floorName: string;
  tables: string[];
};

export type OrderReceiptMail = {
  orderId: number;
  code: string;
  type: OrderType;
  lines: { name: string; quantity: number; unitPrice: number; lineTotal: number }[];
  subtotal: number;
  discount: number;
  voucherCode: string | null;
  total: number;
  /** PICKUP: when to collect (ISO) */
  pickupAt: string | null;
  /** DINE_IN: the booking it is served at */
  reservation: { code: string; reservationDate: string; reservationTime: string; tables: string[] } | null;
  paymentMethod: PaymentMethod;
  /** BANK_TRANSFER: where to pay, the order's code being the reference */
  bankAccounts: { bankCode: string; accountNumber: string; accountName: string }[];
  note: string | null;
};

/** What each kind of message carries besides its secret (a code or a reset token, kept apart: see `mail_outbox.secret`). */
export type MailPayloads = {
  'email-verification': { validMinutes: number };
  'password-reset': { validMinutes: number };
  'booking-confirmed': BookingMail;
  /** `no-show`: the host stand marked the party absent */
  'booking-cancelled': BookingMail & { reason: 'diner' | 'no-show' };
  'order-receipt': OrderReceiptMail;
  'order-ready': { orderId: number; code: string; pickupAt: string | null };
};

/** A message of one kind with its payload, as the outbox stores it and the templates render it. */
export type MailContent = { [K in MailKind]: { kind: K; payload: MailPayloads[K] } }[MailKind];

/** The kinds whose message carries a secret: the body is erased once the message is sent, refused or expired. */
export const MAIL_WITH_SECRET: ReadonlySet<MailKind> = new Set(['email-verification', 'password-reset']);

/** A message as the outbox holds it. */
export type StoredMail = MailContent & {
  id: number;
  language: Locale;
  toName: string;
  /** the code or reset token; null once erased (the message was sent, refused or expired) */
  secret: string | null;
};

/** Where links point, in which zone times are read, who the restaurant is, and the sender's address. */
export type MailContext = {
  appBaseUrl: string;
  timeZone: string;
  restaurant: RestaurantProfile;
  fromAddress: string;
};

/** The context of this API's messages: its site, the restaurant's zone and profile, MAIL_FROM's address. */
export function mailContextFor(config: Pick<Config, 'appBaseUrl' | 'mailFrom'>, timeZone: string): MailContext {
  return {
    appBaseUrl: config.appBaseUrl,
    timeZone,
    restaurant: restaurantProfile,
    // MAIL_FROM was checked when the environment was read
    fromAddress: fromAddressOf(config.mailFrom) ?? 'hello@localhost',
  };
}

export type MailAttachment = { filename: string; content: string; contentType: string };

export type ComposedMail = {
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  /** the message's call to action (the reset link with its token) */
  link: string;
  /** e-mail verification: the code */
  code?: string;
};
