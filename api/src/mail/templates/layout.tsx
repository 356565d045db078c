// @jsxRuntime automatic (see ../compose.tsx)
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';
import type { RestaurantProfile } from '../../business-rules';
import type { Locale } from '../../i18n/locale';
import { mailText, type MailTextId } from '../../i18n/mail-texts';
import type { MessageParams } from '../../i18n/messages';

/** The site's own colours (its brand blue, the favicon's, on neutral greys), written out: mail clients read no CSS variables. */
export const MAIL_COLORS = {
  brand: '#2563eb',
  onBrand: '#ffffff',
  text: '#1f2937',
  muted: '#4b5563',
  border: '#e5e7eb',
  page: '#f3f4f6',
  card: '#ffffff',
  highlight: '#eff6ff',
} as const;

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar']);

/** What every template is given: the diner's language and name, and where the site and the restaurant are. */
export type MailFrame = {
  locale: Locale;
  recipientName: string;
  siteUrl: string;
  restaurant: RestaurantProfile;
};

/** The texts of one language, parameters filled in. */
export function textsIn(locale: Locale) {
  return (id: MailTextId, params?: MessageParams) => mailText(id, locale, params);
}

const font = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans SC', sans-serif";

/**
 * The frame of every message: the restaurant's name as a link to the site, the greeting, the message, then the
 * restaurant's address and why the diner gets it. Arabic is laid out right to left by `dir` on the document and on
 * the container (some clients drop the document's), and aligned to the right where clients ignore `dir`.
 */
export function MailLayout({ frame, preview, children }: { frame: MailFrame; preview: string; children: ReactNode }) {
  const t = textsIn(frame.locale);
  const rtl = RIGHT_TO_LEFT.has(frame.locale);
  const direction: CSSProperties = { direction: rtl ? 'rtl' : 'ltr', textAlign: rtl ? 'right' : 'left' };
  return (
    <Html lang={frame.locale === 'zh' ? 'zh-CN' : frame.locale} dir={rtl ? 'rtl' : 'ltr'}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: MAIL_COLORS.page, margin: 0, padding: '24px 0', fontFamily: font }}>
        <Container
          dir={rtl ? 'rtl' : 'ltr'}
          style={{ ...direction, backgroundColor: MAIL_COLORS.card, borderRadius: 8, maxWidth: 560 }}
        >
          <Section style={{ backgroundColor: MAIL_COLORS.brand, borderRadius: '8px 8px 0 0', padding: '20px 32px' }}>
            <Link
              href={frame.siteUrl}
              style={{ color: MAIL_COLORS.onBrand, fontSize: 22, fontWeight: 700, textDecoration: 'none' }}
            >
              {frame.restaurant.name}
            </Link>
          </Section>
          <Section style={{ padding: '8px 32px 16px', color: MAIL_COLORS.text, fontSize: 15, lineHeight: '24px' }}>
            <Text style={{ fontSize: 15 }}>{t('greeting', { name: frame.recipientName })}</Text>
            {children}
          </Section>
          <Hr style={{ borderColor: MAIL_COLORS.border, margin: 0 }} />
          <Section style={{ padding: '8px 32px 16px', color: MAIL_COLORS.muted, fontSize: 12, lineHeight: '18px' }}>
            <Text style={{ fontSize: 12, margin: '8px 0' }}>
              {frame.restaurant.name} · {frame.restaurant.address}
            </Text>
            <Text style={{ fontSize: 12, margin: '8px 0' }}>
              {t('footerReason', { restaurant: frame.restaurant.name })}{' '}
              <Link href={frame.siteUrl} style={{ color: MAIL_COLORS.brand }}>
                {frame.siteUrl.replace(/^https?:\/\//, '')}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: 15, lineHeight: '24px', margin: '12px 0' }}>{children}</Text>;
}

/** The message's one call to action: a button, followed by its address for clients (and readers) without buttons. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: MAIL_COLORS.brand,
          color: MAIL_COLORS.onBrand,
          borderRadius: 6,
          padding: '12px 20px',
          fontSize: 15,
          fontWeight: 600,
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** Label and value rows (a booking's date, time, tables...). */
export function Details({ rows }: { rows: readonly (readonly [label: string, value: string])[] }) {
  return (
    <Section style={{ backgroundColor: MAIL_COLORS.highlight, borderRadius: 6, padding: '8px 16px', margin: '16px 0' }}>
      {rows.map(([label, value]) => (
        <Row key={label}>
          <Column
            style={{ width: '40%', color: MAIL_COLORS.muted, fontSize: 14, padding: '4px 0', verticalAlign: 'top' }}
          >
            {label}
          </Column>
          <Column style={{ fontSize: 14, fontWeight: 600, padding: '4px 0' }}>{value}</Column>
        </Row>
      ))}
    </Section>
  );
}
