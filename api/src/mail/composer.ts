import type { ComposedMail, MailContext, StoredMail } from './mail-model';

/**
 * Composes a stored message (see ./compose). The templates, their renderer and the calendar writer load with the
 * first message composed: a process (or a test file) that composes none does not pay for them.
 */
export async function composeMail(mail: StoredMail, context: MailContext): Promise<ComposedMail> {
  const { composeMessage } = await import('./compose');
  return composeMessage(mail, context);
}
