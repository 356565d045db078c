import { useCallback, useState } from 'react';
import type { Email } from '../../../lib/sample-data';
import type { ComposeMode } from '../components/email-compose-dialog';
import { addressOf, type ComposedEmail } from '../lib/email-transitions';
import { emailTranslations } from '../translations';

const EMPTY: ComposedEmail = { to: '', subject: '', message: '', label: 'Social' };

function textOf(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.body.querySelectorAll('p')].map((paragraph) => paragraph.textContent ?? '').join('\n\n');
}

/** The compose dialog's state: closed, or open for a new mail, a reply or a forward with the form prefilled. */
export function useCompose() {
  const { t } = emailTranslations.useTranslation();
  const [state, setState] = useState<{ open: boolean; mode: ComposeMode; initial: ComposedEmail }>({
    open: false,
    mode: 'new',
    initial: EMPTY,
  });

  const compose = useCallback(() => setState({ open: true, mode: 'new', initial: EMPTY }), []);
  const reply = useCallback(
    (email: Email) =>
      setState({
        open: true,
        mode: 'reply',
        initial: {
          ...EMPTY,
          to: addressOf(email.from),
          subject: t('replyPrefix', { subject: email.subject }),
          label: email.label,
        },
      }),
    [t],
  );
  const forward = useCallback(
    (email: Email) =>
      setState({
        open: true,
        mode: 'forward',
        initial: {
          ...EMPTY,
          subject: t('forwardPrefix', { subject: email.subject }),
          message: `\n\n${t('forwardedMessage', { from: email.from, subject: email.subject, body: textOf(email.emailContent), interpolation: { escapeValue: false } })}`,
          label: email.label,
        },
      }),
    [t],
  );
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);

  return { ...state, compose, reply, forward, close };
}
