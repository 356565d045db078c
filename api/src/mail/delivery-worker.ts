import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedMail, OutboxRepository } from '../repositories/outbox-repository';
import { composeMail } from './composer';
import type { ComposedMail, MailContext } from './mail-model';
import { classifySendFailure, SMTP_TIMEOUTS, type MailTransport } from './transport';

/** Between attempts of one message: the first wait, doubled after each failure, up to the longest. */
export type RetryPolicy = { firstMs: number; maxMs: number };

/**
 * How long a claimed message is hidden from the other instances' workers: far longer than one send can take (each
 * SMTP step is bounded by SMTP_TIMEOUTS), so a live worker never has its message taken; once it passes, the instance
 * is presumed dead and another sends the message. (On PGlite the one process gives its claims back as it starts.)
 */
export const CLAIM_LEASE_MS = 3 * Object.values(SMTP_TIMEOUTS).reduce((sum, ms) => sum + ms, 0);

/** The wait before attempt `attempt + 1`, after `attempt` failed ones: 1 min, 2, 4… at most 6 h by default. */
export function retryDelayMs(attempt: number, retry: RetryPolicy): number {
  return Math.min(retry.firstMs * 2 ** Math.max(0, attempt - 1), retry.maxMs);
}

export type DeliveryWorker = {
  start(): Promise<void>;
  /** A message was just committed: look now rather than at the next poll. */
  wake(): void;
  /** Stops claiming, lets the message being sent finish, closes the transport. */
  stop(): Promise<void>;
};

/**
 * Sends the outbox, one message at a time: claim the next due message, compose it in its diner's language, hand it
 * to the mail server, record what came of it. Runs in every API instance; the claims keep them from sending one
 * message twice. Looks again every `pollMs`, and at once when woken.
 */
export function createDeliveryWorker(options: {
  outbox: OutboxRepository;
  transport: MailTransport;
  context: MailContext;
  now: () => Date;
  pollMs: number;
  retry: RetryPolicy;
  /** the database has no other user (PGlite): claims left by a killed process are given back at start */
  soleUser: boolean;
  log: FastifyBaseLogger;
}): DeliveryWorker {
  const { outbox, transport, context, now, log } = options;
  const domain = context.fromAddress.split('@')[1] ?? 'localhost';
  let stopping = false;
  let woken = false;
  let wakeUp: (() => void) | null = null;
  let loop: Promise<void> | null = null;

  async function deliver(mail: ClaimedMail): Promise<void> {
    // stable across attempts: a receiver that got one copy before a crash can tell the next is the same message
    const messageId = `<mail-${mail.id}.${mail.createdAt.getTime().toString(36)}@${domain}>`;
    let composed: ComposedMail;
    try {
      composed = await composeMail(mail, context);
    } catch (error) {
      log.error({ err: error, mail: mail.id, kind: mail.kind }, 'mail: the message could not be composed');
      await outbox.recordFailed(mail.id, {
        at: now(),
        outcome: 'failed',
        response: `could not compose the message: ${(error as Error).message}`,
        recipientRefused: false,
        messageId: null,
      });
      return;
    }
    let response: string;
    try {
      response = await transport.send({
        to: { name: mail.toName, address: mail.to },
        subject: composed.subject,
        html: composed.html,
        text: composed.text,
        attachments: composed.attachments,
        messageId,
      });
    } catch (error) {
      const failure = classifySendFailure(error);
      const at = now();
      if (failure.permanent) {
        await outbox.recordFailed(mail.id, { at, outcome: 'failed', ...failure, messageId });
        log.warn({ mail: mail.id, kind: mail.kind, response: failure.response }, 'mail: refused for good');
      } else {
        const retryAt = new Date(at.getTime() + retryDelayMs(mail.attempts + 1, options.retry));
        await outbox.recordDeferred(mail.id, {
          at,
          outcome: 'deferred',
          response: failure.response,
          retryAt,
          messageId,
        });
        log.warn(
          { mail: mail.id, kind: mail.kind, response: failure.response, retryAt: retryAt.toISOString() },
          'mail: not sent, will try again',
        );
      }
      return;
    }
    await outbox.recordSent(mail.id, { at: now(), outcome: 'sent', response, messageId });
    log.info({ mail: mail.id, kind: mail.kind, response }, 'mail: sent');
  }

  /** Sends whatever is due, until nothing is. */
  async function drain(): Promise<void> {
    await outbox.expireOverdue(now());
    while (!stopping) {
      const mail = await outbox.claimNext(now(), CLAIM_LEASE_MS);
      if (!mail) return;
      await deliver(mail);
    }
  }

  function pause(): Promise<void> {
    if (woken || stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, options.pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  }

  async function run(): Promise<void> {
    while (!stopping) {
      woken = false;
      try {
        await drain();
      } catch (error) {
        // the database is away, most likely: the messages wait for it
        log.warn({ err: error }, 'mail: the outbox could not be read');
      }
      await pause();
    }
  }

  return {
    async start() {
      if (options.soleUser) {
        const released = await outbox.releaseClaims();
        if (released > 0) log.info({ released }, 'mail: messages claimed before a restart will be sent again');
      }
      loop = run();
    },
    wake() {
      woken = true;
      wakeUp?.();
    },
    async stop() {
      stopping = true;
      wakeUp?.();
      await loop;
      transport.close();
    },
  };
}
