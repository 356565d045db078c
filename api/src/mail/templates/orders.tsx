// @jsxRuntime automatic (see ../compose.tsx)
import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import type { CSSProperties } from 'react';
import type { MailFormats } from '../format';
import type { OrderReceiptMail } from '../mail-model';
import { ActionButton, Details, MAIL_COLORS, MailLayout, Paragraph, textsIn, type MailFrame } from './layout';

const cell: CSSProperties = { fontSize: 14, padding: '6px 0', borderBottom: `1px solid ${MAIL_COLORS.border}` };
const amount: CSSProperties = { ...cell, width: '30%', textAlign: 'end', whiteSpace: 'nowrap' };
const quantity: CSSProperties = { ...cell, width: '12%', textAlign: 'center' };

/** The receipt of a placed order: its lines, voucher and total, when and where it is served, and how to pay. */
export function OrderReceiptMailView({
  frame,
  format,
  order,
  link,
}: {
  frame: MailFrame;
  format: MailFormats;
  order: OrderReceiptMail;
  link: string;
}) {
  const t = textsIn(frame.locale);
  const heading: CSSProperties = { color: MAIL_COLORS.muted, fontSize: 12, textTransform: 'uppercase' };
  const totals: (readonly [string, string, boolean])[] = [
    [t('orderSubtotal'), format.money(order.subtotal), false],
    ...(order.voucherCode && order.discount > 0
      ? [[t('orderVoucher', { code: order.voucherCode }), `−${format.money(order.discount)}`, false] as const]
      : []),
    [t('orderTotal'), format.money(order.total), true],
  ];
  const when: readonly [string, string] = order.reservation
    ? [
        t('orderServedAt'),
        `${order.reservation.code} · ${format.date(order.reservation.reservationDate)} ${order.reservation.reservationTime} · ${order.reservation.tables.join(', ')}`,
      ]
    : [t('orderPickup'), order.pickupAt ? format.dateAndTime(order.pickupAt) : ''];
  return (
    <MailLayout frame={frame} preview={t('orderReceiptIntro')}>
      <Paragraph>{t('orderReceiptIntro')}</Paragraph>
      <Section style={{ margin: '16px 0' }}>
        <Row>
          <Column style={{ ...cell, ...heading }}>{t('orderItem')}</Column>
          <Column style={{ ...quantity, ...heading }}>{t('orderQuantity')}</Column>
          <Column style={{ ...amount, ...heading }}>{t('orderAmount')}</Column>
        </Row>
        {order.lines.map((line, index) => (
          <Row key={index}>
            <Column style={cell}>{line.name}</Column>
            <Column style={quantity}>{line.quantity}</Column>
            <Column style={amount}>{format.money(line.lineTotal)}</Column>
          </Row>
        ))}
        {totals.map(([label, value, strong]) => (
          <Row key={label}>
            <Column style={{ ...cell, fontWeight: strong ? 700 : 400 }} colSpan={2}>
              {label}
            </Column>
            <Column style={{ ...amount, fontWeight: strong ? 700 : 400 }}>{value}</Column>
          </Row>
        ))}
      </Section>
      <Details
        rows={[
          [t('reference'), order.code],
          when,
          [
            t('orderPayment'),
            order.paymentMethod === 'BANK_TRANSFER' ? t('paymentBankTransfer') : t('paymentAtRestaurant'),
          ],
          ...(order.note ? [[t('orderNote'), order.note] as const] : []),
        ]}
      />
      {order.paymentMethod === 'BANK_TRANSFER' ? (
        <>
          <Paragraph>{t('bankTransferIntro', { total: format.money(order.total), code: order.code })}</Paragraph>
          {order.bankAccounts.map((account) => (
            <Details
              key={`${account.bankCode} ${account.accountNumber}`}
              rows={[
                [t('bankName'), account.bankCode],
                [t('accountNumber'), account.accountNumber],
                [t('accountName'), account.accountName],
              ]}
            />
          ))}
        </>
      ) : null}
      <ActionButton href={link}>{t('orderButton')}</ActionButton>
    </MailLayout>
  );
}

/** A pick-up order the kitchen marked ready, for a diner who asked to be told. */
export function OrderReadyMailView({
  frame,
  format,
  code,
  pickupAt,
  link,
}: {
  frame: MailFrame;
  format: MailFormats;
  code: string;
  pickupAt: string | null;
  link: string;
}) {
  const t = textsIn(frame.locale);
  return (
    <MailLayout frame={frame} preview={t('orderReadyIntro')}>
      <Paragraph>{t('orderReadyIntro')}</Paragraph>
      <Details
        rows={[
          [t('reference'), code],
          ...(pickupAt ? [[t('orderPickup'), format.dateAndTime(pickupAt)] as const] : []),
          [t('address'), frame.restaurant.address],
        ]}
      />
      <ActionButton href={link}>{t('orderButton')}</ActionButton>
    </MailLayout>
  );
}
