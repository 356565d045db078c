import { create } from 'zustand';
import {
  addEvent,
  eventFromDraft,
  moveEvent,
  removeEvent,
  sampleEvents,
  updateEvent,
  type CalendarEvent,
  type EventDraft,
  type EventPlacement,
} from '../lib/calendar-events';

interface CalendarState {
  events: CalendarEvent[];
  nextId: number;
  add: (draft: EventDraft) => void;
  update: (id: string, draft: EventDraft) => void;
  remove: (id: string) => void;
  move: (id: string, placement: EventPlacement) => void;
  /** Back to the sample events of today's month (tests; a reload does the same for a person). */
  reset: () => void;
}

/**
 * The calendar's events: session UI state (spec section 4: demo changes last the session), kept in a zustand store
 * rather than the query cache because no sample-data call serves them. A reload starts again from the samples.
 */
export const useCalendarStore = create<CalendarState>()((set) => ({
  events: sampleEvents(new Date()),
  nextId: 1,
  add: (draft) =>
    set((state) => ({
      events: addEvent(state.events, eventFromDraft(`event-${state.nextId}`, draft)),
      nextId: state.nextId + 1,
    })),
  update: (id, draft) => set((state) => ({ events: updateEvent(state.events, eventFromDraft(id, draft)) })),
  remove: (id) => set((state) => ({ events: removeEvent(state.events, id) })),
  move: (id, placement) => set((state) => ({ events: moveEvent(state.events, id, placement) })),
  reset: () => set({ events: sampleEvents(new Date()), nextId: 1 }),
}));
