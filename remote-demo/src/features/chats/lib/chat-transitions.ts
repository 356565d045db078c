import type { ChatAttachment, ChatContact, ChatMessage } from '../../../lib/sample-data';

/** The signed-in person's sender id in the sample data: every other sender is the contact. */
export const MY_SENDER_ID = 0;

/** When each chat was last read: chat id → ISO time of the newest message read. */
export type ReadMarks = Readonly<Record<number, string>>;

export function lastMessageOf(contact: ChatContact): ChatMessage | undefined {
  return contact.messages[contact.messages.length - 1];
}

/** The time a contact's chat was last active, in milliseconds (0 without messages). */
export function lastActivity(contact: ChatContact): number {
  const last = lastMessageOf(contact);
  return last ? Date.parse(last.createdAt) : 0;
}

/**
 * The sample data has no read flag, so a chat's unread count is derived: the contact's messages after the last one I
 * sent (answering a message means it was read) and after the time the chat was last read here.
 */
export function unreadCount(contact: ChatContact, readAt?: string): number {
  const readUntil = readAt === undefined ? 0 : Date.parse(readAt);
  let count = 0;
  for (const message of contact.messages) {
    if (message.senderId === MY_SENDER_ID) count = 0;
    else if (Date.parse(message.createdAt) > readUntil) count += 1;
  }
  return count;
}

/** Marks one chat read up to its newest message. */
export function markRead(marks: ReadMarks, contact: ChatContact): ReadMarks {
  const last = lastMessageOf(contact);
  return last ? { ...marks, [contact.id]: last.createdAt } : marks;
}

/** Marks every chat read up to its newest message. */
export function markAllRead(marks: ReadMarks, contacts: readonly ChatContact[]): ReadMarks {
  return contacts.reduce(markRead, marks);
}

export type ChatSort = 'time' | 'unread';

/** Newest conversation first; by unread, most unread first, then newest. Never changes the given list. */
export function sortChats(contacts: readonly ChatContact[], sort: ChatSort, marks: ReadMarks): ChatContact[] {
  const byTime = (a: ChatContact, b: ChatContact) => lastActivity(b) - lastActivity(a);
  return [...contacts].sort((a, b) =>
    sort === 'unread' ? unreadCount(b, marks[b.id]) - unreadCount(a, marks[a.id]) || byTime(a, b) : byTime(a, b),
  );
}

export interface NewChatMessage {
  msg: string;
  type?: ChatMessage['type'];
  attachments?: ChatAttachment[];
}

/**
 * Appends my message to one chat. Spec section 4: a new message is timestamped one second before now (so it never
 * looks as if it were sent in the future); it becomes the chat's excerpt.
 */
export function sendMessage(
  contacts: readonly ChatContact[],
  chatId: number,
  message: NewChatMessage,
  now: number = Date.now(),
): ChatContact[] {
  return contacts.map((contact) => {
    if (contact.id !== chatId) return contact;
    const id = contact.messages.reduce((largest, { id: messageId }) => Math.max(largest, messageId), 0) + 1;
    const sent: ChatMessage = {
      id,
      createdAt: new Date(now - 1000).toISOString(),
      msg: message.msg,
      senderId: MY_SENDER_ID,
      type: message.type ?? 'text',
      attachments: message.attachments ?? [],
    };
    return {
      ...contact,
      excerpt: sent.type === 'text' ? sent.msg : contact.excerpt,
      messages: [...contact.messages, sent],
    };
  });
}

/** A group of consecutive messages from one sender, shown under one avatar and name. */
export interface MessageGroup {
  senderId: number;
  messages: ChatMessage[];
}

export function groupBySender(messages: readonly ChatMessage[]): MessageGroup[] {
  const groups: MessageGroup[] = [];
  for (const message of messages) {
    const current = groups[groups.length - 1];
    if (current && current.senderId === message.senderId) current.messages.push(message);
    else groups.push({ senderId: message.senderId, messages: [message] });
  }
  return groups;
}

/** The images and files exchanged in a chat, newest first, for its media panel. */
export function mediaOf(contact: ChatContact): { images: ChatMessage[]; files: ChatAttachment[] } {
  const newestFirst = [...contact.messages].reverse();
  return {
    images: newestFirst.filter((message) => message.type === 'image'),
    files: newestFirst.flatMap((message) => message.attachments),
  };
}
