import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepository } from '../repositories/outbox-repository';

export type Mailer = {
  passwordReset(to: string, token: string, validMinutes: number, now: Date): Promise<void>;
  emailVerification(to: string, code: string, validMinutes: number, now: Date): Promise<void>;
};

/**
 * There is no mail server. With the development outbox (DEV_OUTBOX=1: dev, tests, e2e) messages go to
 * `GET /api/dev/outbox` and the log, where developers and e2e tests pick up links and codes. Otherwise nothing is
 * stored or logged (a reset link or a code in a log is a credential); a warning says the message was not delivered.
 */
export function createMailer(options: {
  /** null: no development outbox */
  outbox: OutboxRepository | null;
  log: FastifyBaseLogger;
  appBaseUrl: string;
}): Mailer {
  const { outbox, log, appBaseUrl } = options;
  return {
    async passwordReset(to, token, validMinutes, now) {
      if (!outbox) {
        log.warn({ kind: 'password-reset' }, 'no mail server configured: password-reset message not delivered');
        return;
      }
      // the token travels in the fragment: browsers never send it to a server or put it in a Referer
      const link = `${appBaseUrl}/auth/forgot-password#token=${token}`;
      await outbox.add(
        {
          kind: 'password-reset',
          to,
          subject: 'Reset your Nhà Hàng Sen password',
          text: `Someone (hopefully you) asked to reset the password of this account. Choose a new one here within ${validMinutes} minutes:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.`,
          link,
        },
        now,
      );
      log.info({ to, link }, 'password-reset link (development outbox)');
    },

    async emailVerification(to, code, validMinutes, now) {
      if (!outbox) {
        log.warn({ kind: 'email-verification' }, 'no mail server configured: verification code not delivered');
        return;
      }
      await outbox.add(
        {
          kind: 'email-verification',
          to,
          subject: `${code} is your Nhà Hàng Sen verification code`,
          text: `Enter this code to confirm your e-mail address: ${code}\n\nIt is valid for ${validMinutes} minutes.`,
          code,
        },
        now,
      );
      log.info({ to, code }, 'e-mail verification code (development outbox)');
    },
  };
}
