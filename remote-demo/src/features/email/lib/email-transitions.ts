import type { Email, EmailLabel } from '../../../lib/sample-data';
import { matchesSearch } from '../../../lib/search';

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];
/** What the list shows: a folder, the starred or important mails, or one label. */
export type EmailView = EmailFolder | 'starred' | 'important' | EmailLabel;

/**
 * Whether a mail belongs in a view. A mail with the trash flag shows only under Trash; every other view (its folder,
 * starred, important, its label) leaves it out until it is restored.
 */
export function inView(email: Email, view: EmailView): boolean {
  if (view === 'trash') return email.trash;
  if (email.trash) return false;
  switch (view) {
    case 'inbox':
    case 'sent':
    case 'draft':
    case 'spam':
      return email[view];
    case 'starred':
      return email.starred;
    case 'important':
      return email.important;
    default:
      return email.label === view;
  }
}

/** The view's mails matching the search (sender, subject, excerpt), newest first. */
export function emailsIn(emails: readonly Email[], view: EmailView, search: string): Email[] {
  return emails
    .filter((email) => inView(email, view) && matchesSearch(search, [email.from, email.subject, email.emailExcerpt]))
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}

type Flag = 'starred' | 'important' | 'checked' | 'unread';

function edit(emails: readonly Email[], ids: readonly number[], change: (email: Email) => Email): Email[] {
  return emails.map((email) => (ids.includes(email.id) ? change(email) : email));
}

/** Spec section 4: star, important and checked toggle. */
export function toggleFlag(emails: readonly Email[], id: number, flag: Flag): Email[] {
  return edit(emails, [id], (email) => ({ ...email, [flag]: !email[flag] }));
}

/** Sets a flag on several mails at once (select all, mark read, star the checked ones). */
export function setFlag(emails: readonly Email[], ids: readonly number[], flag: Flag, value: boolean): Email[] {
  return edit(emails, ids, (email) => ({ ...email, [flag]: value }));
}

/**
 * Spec section 4: delete toggles the trash flag, so "delete" in Trash restores the mail to its folder. A mail with no
 * folder of its own (the sample's Trash mails) is restored to the inbox, or it would show nowhere. Either way it is
 * unchecked, as it leaves the list it was checked in.
 */
export function toggleTrash(emails: readonly Email[], ids: readonly number[]): Email[] {
  return edit(emails, ids, (email) => {
    const trash = !email.trash;
    const homeless = !trash && !email.inbox && !email.sent && !email.draft && !email.spam;
    return { ...email, trash, checked: false, inbox: email.inbox || homeless };
  });
}

export interface ComposedEmail {
  to: string;
  subject: string;
  message: string;
  label: EmailLabel;
}

export interface Sender {
  name: string;
  avatar: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A composed mail, added to Sent: the message's paragraphs become its HTML content, its first line the excerpt. */
export function composeEmail(
  emails: readonly Email[],
  mail: ComposedEmail,
  sender: Sender,
  now: number = Date.now(),
): Email[] {
  const paragraphs = mail.message.split(/\n+/).filter((line) => line.trim() !== '');
  const sent: Email = {
    id: emails.reduce((largest, { id }) => Math.max(largest, id), 0) + 1,
    from: sender.name,
    thumbnail: sender.avatar,
    subject: mail.subject.trim(),
    time: new Date(now).toISOString(),
    To: mail.to.trim(),
    emailExcerpt: paragraphs[0] ?? '',
    emailContent: paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
    unread: false,
    attachment: false,
    starred: false,
    important: false,
    checked: false,
    inbox: false,
    sent: true,
    draft: false,
    spam: false,
    trash: false,
    label: mail.label,
    attchments: [],
  };
  return [sent, ...emails];
}

/** The sample data gives senders a name, not an address: a reply goes to the name's address at example.com. */
export function addressOf(name: string): string {
  const local = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
  return `${local || 'contact'}@example.com`;
}
