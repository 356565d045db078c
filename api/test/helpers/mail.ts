import { eq } from 'drizzle-orm';
import type { MailCatcher } from '../../../scripts/lib/mail-catcher';
import type { Config } from '../../src/config';
import { mailOutbox } from '../../src/db/schema';
import type { TestApp } from './test-app';

export const MAIL_FROM = '"Bếp Nhà" <hello@bepnha.test>';

/**
 * The API sending to the test's SMTP server. The worker looks for due messages every 20 ms besides being woken by
 * a new one, so a test that moves the clock past a retry sees it sent at once; no test waits on that interval.
 */
export const sendingTo = (catcher: MailCatcher): Partial<Config> => ({
  smtpUrl: catcher.url,
  mailFrom: MAIL_FROM,
  mailPollMs: 20,
});

/** The outbox rows of one address, oldest first. */
export const outboxOf = (t: TestApp, address: string) =>
  t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address)).orderBy(mailOutbox.id);

/** The first link of a text to a page of the site (not the site's home, which every message's header links to). */
export function linkIn(text: string, site: string): string {
  const link = text.match(/https?:\/\/[^\s\]>)]+/g)?.find((candidate) => candidate.startsWith(`${site}/`));
  if (!link) throw new Error(`no link to ${site} in:\n${text}`);
  return link;
}

/**
 * Resolves once `holds` says yes, asking again every 10 ms: for what the API does on its own time (the worker
 * recording an attempt). Bounded by the test's own time limit; nothing here decides an outcome by the clock.
 */
export async function waitUntil(holds: () => Promise<boolean>): Promise<void> {
  while (!(await holds())) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** One outbox row, as it is now. */
export async function outboxRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}
