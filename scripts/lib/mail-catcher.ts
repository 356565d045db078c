/**
 * A real SMTP server for tests (smtp-server, by nodemailer's authors) on a free loopback port: every message it
 * accepts is parsed with mailparser and kept, in arrival order. It can refuse (for a while, or one address for good)
 * and hold a message unanswered, as a mail server under trouble does. Waiting is on events, never on a clock: a
 * wait resolves the moment what it waits for has arrived, and the test's own time limit bounds it.
 */
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = {
  /** the envelope's recipients, as RCPT TO gave them */
  to: string[];
  parsed: ParsedMail;
  /** the message as it came over the wire (its MIME parts, its headers) */
  raw: string;
};

export type MailCatcher = {
  /** `smtp://127.0.0.1:<port>`, with `user:pass@` when the catcher asks for credentials */
  url: string;
  /** every message accepted, in arrival order */
  readonly messages: readonly CaughtMail[];
  /** attempts refused so far (a 4xx or 5xx to RCPT TO) */
  readonly refusals: number;
  /** Resolves with the messages `match` accepts once there are at least `count` of them. */
  waitFor(match: (mail: CaughtMail) => boolean, count?: number): Promise<CaughtMail[]>;
  /** Resolves once at least `count` attempts have been refused. */
  waitForRefusals(count: number): Promise<void>;
  /** `temporarily`: 451 to every recipient (the server is in trouble); `null`: accept again. */
  refuse(mode: 'temporarily' | null): void;
  /** 550 to this address (`false`: accept it again). */
  refuseRecipient(address: string, refused?: boolean): void;
  /** The next message's data is read but never answered (a server that hangs mid-send); resolves once it is. */
  holdNext(): Promise<void>;
  close(): Promise<void>;
};

const lower = (address: string) => address.trim().toLowerCase();

export async function startMailCatcher(
  options: { credentials?: { user: string; pass: string } } = {},
): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const changes = new EventEmitter();
  changes.setMaxListeners(0);
  let refusals = 0;
  let refusing: 'temporarily' | null = null;
  let holding = false;
  const refusedForGood = new Set<string>();

  const refuse = (message: string, responseCode: number) => {
    refusals += 1;
    changes.emit('change');
    return Object.assign(new Error(message), { responseCode });
  };

  const { credentials } = options;
  const server = new SMTPServer({
    logger: false,
    // a client killed mid-message leaves a connection behind: closing does not wait long for it
    closeTimeout: 1000,
    disabledCommands: ['STARTTLS'],
    authOptional: !credentials,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
      }
    },
    onRcptTo(address, _session, callback) {
      if (refusing) return callback(refuse('4.3.0 Try again later', 451));
      if (refusedForGood.has(lower(address.address))) return callback(refuse('5.1.1 No such user here', 550));
      callback();
    },
    onData(stream, session, callback) {
      const held = holding;
      holding = false;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (held) {
          // never answered: the client gives up or dies; the message was not accepted
          changes.emit('held');
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            messages.push({
              to: session.envelope.rcptTo.map((rcpt) => lower(rcpt.address)),
              parsed,
              raw: raw.toString(),
            });
            callback();
            changes.emit('change');
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const auth = credentials ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@` : '';

  const until = (ready: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!ready()) return;
        changes.off('change', check);
        resolve();
      };
      changes.on('change', check);
      check();
    });

  return {
    url: `smtp://${auth}127.0.0.1:${port}`,
    messages,
    get refusals() {
      return refusals;
    },
    async waitFor(match, count = 1) {
      await until(() => messages.filter(match).length >= count);
      return messages.filter(match);
    },
    waitForRefusals: (count) => until(() => refusals >= count),
    refuse(mode) {
      refusing = mode;
    },
    refuseRecipient(address, refused = true) {
      if (refused) refusedForGood.add(lower(address));
      else refusedForGood.delete(lower(address));
    },
    holdNext() {
      holding = true;
      return new Promise((resolve) => changes.once('held', () => resolve()));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A message to `address` (envelope recipient). */
export const to = (address: string) => (mail: CaughtMail) => mail.to.includes(lower(address));

/** The one event of an iCalendar attachment, read by ical.js: its times as instants, and what it says. */
export function calendarEventOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT in the calendar file');
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method') ?? ''),
    uid: event.uid,
    status: String(vevent.getFirstPropertyValue('status') ?? ''),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    summary: event.summary,
    location: event.location,
  };
}
