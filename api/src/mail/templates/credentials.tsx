// @jsxRuntime automatic (see ../compose.tsx)
import { Text } from '@react-email/text';
import { ActionButton, MAIL_COLORS, MailLayout, Paragraph, textsIn, type MailFrame } from './layout';

/** The six-digit code that confirms the address: large, and written left to right in every language. */
export function VerificationCodeMail({
  frame,
  code,
  validMinutes,
  link,
}: {
  frame: MailFrame;
  code: string;
  validMinutes: number;
  link: string;
}) {
  const t = textsIn(frame.locale);
  return (
    <MailLayout frame={frame} preview={t('verificationIntro')}>
      <Paragraph>{t('verificationIntro')}</Paragraph>
      <Text
        dir="ltr"
        style={{
          fontSize: 32,
          fontWeight: 700,
          letterSpacing: 8,
          color: MAIL_COLORS.brand,
          textAlign: 'center',
          margin: '16px 0',
        }}
      >
        {code}
      </Text>
      <Paragraph>{t('verificationValidity', { minutes: validMinutes })}</Paragraph>
      <ActionButton href={link}>{t('verificationButton')}</ActionButton>
    </MailLayout>
  );
}

/** The password-reset link (its token in the fragment: browsers never send that to a server or in a Referer). */
export function PasswordResetMail({
  frame,
  link,
  validMinutes,
}: {
  frame: MailFrame;
  link: string;
  validMinutes: number;
}) {
  const t = textsIn(frame.locale);
  return (
    <MailLayout frame={frame} preview={t('resetSubject', { restaurant: frame.restaurant.name })}>
      <Paragraph>{t('resetIntro', { minutes: validMinutes })}</Paragraph>
      <ActionButton href={link}>{t('resetButton')}</ActionButton>
      <Paragraph>{t('resetIgnore')}</Paragraph>
    </MailLayout>
  );
}
