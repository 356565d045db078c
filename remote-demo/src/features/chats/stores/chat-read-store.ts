import { create } from 'zustand';
import type { ChatContact } from '../../../lib/sample-data';
import { markAllRead, markRead, type ReadMarks } from '../lib/chat-transitions';

interface ChatReadState {
  marks: ReadMarks;
  markRead: (contact: ChatContact) => void;
  markAllRead: (contacts: readonly ChatContact[]) => void;
}

/** What has been read in this session (UI state: the sample data has no read flag for chats). */
export const useChatReadStore = create<ChatReadState>()((set) => ({
  marks: {},
  markRead: (contact) => set((state) => ({ marks: markRead(state.marks, contact) })),
  markAllRead: (contacts) => set((state) => ({ marks: markAllRead(state.marks, contacts) })),
}));
