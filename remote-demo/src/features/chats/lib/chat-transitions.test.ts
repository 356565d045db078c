import type { ChatContact, ChatMessage } from '../../../lib/sample-data';
import {
  groupBySender,
  markAllRead,
  markRead,
  mediaOf,
  MY_SENDER_ID,
  sendMessage,
  sortChats,
  unreadCount,
} from './chat-transitions';
import { relativeTime } from './relative-time';

const THEM = 7;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();

function message(id: number, senderId: number, minute: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id, senderId, createdAt: at(minute), msg: `m${id}`, type: 'text', attachments: [], ...extra };
}

function contact(id: number, messages: ChatMessage[]): ChatContact {
  return { id, name: `C${id}`, status: 'online', thumb: '', recent: false, excerpt: '', messages };
}

describe('unreadCount', () => {
  it.each([
    ['no messages', [], undefined, 0],
    ['only their messages', [message(1, THEM, 1), message(2, THEM, 2)], undefined, 2],
    [
      'their messages after my last reply',
      [message(1, THEM, 1), message(2, MY_SENDER_ID, 2), message(3, THEM, 3)],
      undefined,
      1,
    ],
    ['my reply last', [message(1, THEM, 1), message(2, MY_SENDER_ID, 2)], undefined, 0],
    ['read up to the first of two', [message(1, THEM, 1), message(2, THEM, 2)], at(1), 1],
    ['read up to the newest', [message(1, THEM, 1), message(2, THEM, 2)], at(2), 0],
  ])('%s', (_case, messages, readAt, expected) => {
    expect(unreadCount(contact(THEM, messages), readAt)).toBe(expected);
  });
});

describe('markRead and markAllRead', () => {
  const a = contact(1, [message(1, 1, 1), message(2, 1, 5)]);
  const b = contact(2, [message(3, 2, 3)]);
  const empty = contact(3, []);

  it.each([
    ['one chat', markRead({}, a), { 1: at(5) }],
    ['a chat without messages is left alone', markRead({}, empty), {}],
    ['every chat', markAllRead({}, [a, b, empty]), { 1: at(5), 2: at(3) }],
  ])('%s', (_case, marks, expected) => {
    expect(marks).toEqual(expected);
  });

  it('leaves no chat unread after marking all read', () => {
    const marks = markAllRead({}, [a, b]);
    expect([a, b].map((chat) => unreadCount(chat, marks[chat.id]))).toEqual([0, 0]);
  });
});

describe('sortChats', () => {
  const old = contact(1, [message(1, 1, 1), message(2, 1, 2), message(3, 1, 3)]); // 3 unread, oldest
  const recent = contact(2, [message(4, 2, 20)]); // 1 unread, newest
  const middle = contact(3, [message(5, 3, 10), message(6, MY_SENDER_ID, 11)]); // 0 unread

  it.each([
    ['by time, newest first', 'time' as const, {}, [2, 3, 1]],
    ['by unread, most first', 'unread' as const, {}, [1, 2, 3]],
    ['by unread, ties newest first', 'unread' as const, { 1: at(3) }, [2, 3, 1]],
  ])('%s', (_case, sort, marks, expected) => {
    expect(sortChats([old, recent, middle], sort, marks).map(({ id }) => id)).toEqual(expected);
  });
});

describe('sendMessage', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  const chats = [contact(1, [message(10, 1, 1)]), contact(2, [message(20, 2, 2)])];

  it.each([
    ['a text', { msg: 'Hello' }, 'text', 'Hello'],
    ['an image keeps the previous excerpt', { msg: 'photo.svg', type: 'image' as const }, 'image', ''],
  ])('appends %s last, from me, one second before now', (_case, input, type, excerpt) => {
    const next = sendMessage(chats, 1, input, now);
    const sent = next[0]?.messages.at(-1);
    expect(sent).toEqual({
      id: 11,
      createdAt: new Date(now - 1000).toISOString(),
      msg: input.msg,
      senderId: MY_SENDER_ID,
      type,
      attachments: [],
    });
    expect(next[0]?.excerpt).toBe(excerpt);
    expect(next[1]).toBe(chats[1]);
    expect(chats[0]?.messages).toHaveLength(1);
  });
});

describe('groupBySender and mediaOf', () => {
  it('groups consecutive messages of one sender', () => {
    const groups = groupBySender([message(1, 1, 1), message(2, 1, 2), message(3, 0, 3), message(4, 1, 4)]);
    expect(groups.map((group) => [group.senderId, group.messages.length])).toEqual([
      [1, 2],
      [0, 1],
      [1, 1],
    ]);
  });

  it('lists the images and files of a chat, newest first', () => {
    const file = { icon: 'pdf', file: 'brief.pdf', fileSize: '1.2 MB' };
    const chat = contact(1, [
      message(1, 1, 1, { type: 'image', msg: 'a.svg' }),
      message(2, 1, 2, { attachments: [file] }),
      message(3, 1, 3, { type: 'image', msg: 'b.svg' }),
    ]);
    expect(mediaOf(chat)).toEqual({ images: [chat.messages[2], chat.messages[0]], files: [file] });
  });
});

describe('relativeTime', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  it.each([
    [now - 3 * 3600_000, 'en', '3 hours ago'],
    [now - 2 * 24 * 3600_000, 'en', '2 days ago'],
    [now - 30_000, 'en', '30 seconds ago'],
    [now - 5 * 60_000, 'fr', 'il y a 5 minutes'],
  ])('%s in %s', (time, language, expected) => {
    expect(relativeTime(new Date(time).toISOString(), now, language)).toBe(expected);
  });
});
