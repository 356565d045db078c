import type { Email } from '../../../lib/sample-data';
import {
  addressOf,
  composeEmail,
  emailsIn,
  inView,
  setFlag,
  toggleFlag,
  toggleTrash,
  type EmailView,
} from './email-transitions';

function mail(id: number, fields: Partial<Email> = {}): Email {
  return {
    id,
    from: `Sender ${id}`,
    thumbnail: '',
    subject: `Subject ${id}`,
    time: new Date(Date.UTC(2026, 0, id)).toISOString(),
    To: 'me@example.com',
    emailExcerpt: `Excerpt ${id}`,
    emailContent: '<p>Hi</p>',
    unread: false,
    attachment: false,
    starred: false,
    important: false,
    checked: false,
    inbox: true,
    sent: false,
    draft: false,
    spam: false,
    trash: false,
    label: 'Social',
    attchments: [],
    ...fields,
  };
}

describe('inView', () => {
  it.each<[string, Partial<Email>, EmailView, boolean]>([
    ['an inbox mail in Inbox', {}, 'inbox', true],
    ['an inbox mail not in Sent', {}, 'sent', false],
    ['a sent mail in Sent', { inbox: false, sent: true }, 'sent', true],
    ['a spam mail in Spam', { inbox: false, spam: true }, 'spam', true],
    ['a draft in Draft', { inbox: false, draft: true }, 'draft', true],
    ['a deleted inbox mail not in Inbox', { trash: true }, 'inbox', false],
    ['a deleted inbox mail in Trash', { trash: true }, 'trash', true],
    ['a starred mail in Starred', { starred: true }, 'starred', true],
    ['a deleted starred mail not in Starred', { starred: true, trash: true }, 'starred', false],
    ['an important mail in Important', { important: true }, 'important', true],
    ['a mail under its label', { label: 'Health' }, 'Health', true],
    ['a mail not under another label', { label: 'Health' }, 'Promotional', false],
  ])('%s', (_case, fields, view, expected) => {
    expect(inView(mail(1, fields), view)).toBe(expected);
  });
});

describe('emailsIn', () => {
  const emails = [mail(1), mail(3, { subject: 'Invoice' }), mail(2, { from: 'Zoë Ortiz' })];
  it.each([
    ['all of the view, newest first', '', [3, 2, 1]],
    ['by subject', 'invoice', [3]],
    ['by sender, accents ignored', 'zoe', [2]],
    ['nothing matching', 'nothing', []],
  ])('%s', (_case, search, expected) => {
    expect(emailsIn(emails, 'inbox', search).map(({ id }) => id)).toEqual(expected);
  });
});

describe('toggleFlag (spec section 4: star, important and checked toggle)', () => {
  it.each([
    ['starred', false, true],
    ['starred', true, false],
    ['important', false, true],
    ['important', true, false],
    ['checked', false, true],
    ['checked', true, false],
  ] as const)('%s %s becomes %s, other mails untouched', (flag, before, after) => {
    const emails = [mail(1, { [flag]: before }), mail(2)];
    const next = toggleFlag(emails, 1, flag);
    expect(next[0]?.[flag]).toBe(after);
    expect(next[1]).toBe(emails[1]);
    expect(emails[0]?.[flag]).toBe(before);
  });
});

describe('setFlag (bulk actions)', () => {
  it.each([
    ['select all', 'checked', true],
    ['mark read', 'unread', false],
    ['star', 'starred', true],
  ] as const)('%s sets %s on the given mails only', (_case, flag, value) => {
    const emails = [mail(1, { [flag]: !value }), mail(2, { [flag]: !value }), mail(3, { [flag]: !value })];
    const next = setFlag(emails, [1, 3], flag, value);
    expect(next.map((email) => email[flag])).toEqual([value, !value, value]);
  });
});

describe('toggleTrash (delete ⇄ restore)', () => {
  it.each<[string, Partial<Email>, Partial<Email>]>([
    ['delete moves an inbox mail to Trash', {}, { trash: true, inbox: true }],
    ['delete in Trash restores it to its folder', { trash: true }, { trash: false, inbox: true }],
    [
      'a sent mail is restored to Sent',
      { trash: true, inbox: false, sent: true },
      { trash: false, inbox: false, sent: true },
    ],
    ['a mail with no folder is restored to Inbox', { trash: true, inbox: false }, { trash: false, inbox: true }],
    ['deleting unchecks the mail', { checked: true }, { trash: true, checked: false }],
  ])('%s', (_case, before, expected) => {
    expect(toggleTrash([mail(1, before)], [1])[0]).toMatchObject(expected);
  });

  it('deleted and restored, a mail is back in Inbox', () => {
    const twice = toggleTrash(toggleTrash([mail(1)], [1]), [1]);
    expect(inView(twice[0]!, 'inbox')).toBe(true);
  });
});

describe('composeEmail', () => {
  const now = Date.UTC(2026, 5, 1, 9, 30);
  const sender = { name: 'Mathew Anderson', avatar: 'me.svg' };

  it.each([
    ['one line', 'See you soon', '<p>See you soon</p>', 'See you soon'],
    ['two paragraphs', 'Hello\n\nBye', '<p>Hello</p><p>Bye</p>', 'Hello'],
    ['markup is escaped', '<b>hi</b>', '<p>&#60;b&#62;hi&#60;/b&#62;</p>', '<b>hi</b>'],
  ])('puts %s into Sent, first', (_case, message, content, excerpt) => {
    const emails = [mail(5), mail(9)];
    const next = composeEmail(
      emails,
      { to: ' ana@example.com ', subject: ' Lunch ', message, label: 'Health' },
      sender,
      now,
    );
    expect(next).toHaveLength(3);
    expect(next[0]).toMatchObject({
      id: 10,
      from: 'Mathew Anderson',
      thumbnail: 'me.svg',
      To: 'ana@example.com',
      subject: 'Lunch',
      time: new Date(now).toISOString(),
      emailContent: content,
      emailExcerpt: excerpt,
      label: 'Health',
      sent: true,
      inbox: false,
      trash: false,
      unread: false,
    });
    expect(inView(next[0]!, 'sent')).toBe(true);
  });
});

describe('addressOf', () => {
  it.each([
    ['Ana López', 'ana.lopez@example.com'],
    ["Liam O'Neil", 'liam.o.neil@example.com'],
    ['', 'contact@example.com'],
  ])('%s → %s', (name, address) => {
    expect(addressOf(name)).toBe(address);
  });
});
