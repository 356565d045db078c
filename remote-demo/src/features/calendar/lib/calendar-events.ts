import { THEME_NAMES, type ThemeName } from '@restaurant/shared';

/** An event's colour is one of the six theme palettes, so it follows light and dark mode like the rest of the UI. */
export const EVENT_COLORS = THEME_NAMES;
export type EventColor = ThemeName;

/**
 * A calendar event as FullCalendar takes it. Dates are local and zone-less, the format of the form's inputs:
 * `YYYY-MM-DD` for all-day events (the end is exclusive, as FullCalendar wants), `YYYY-MM-DDTHH:mm` otherwise.
 */
export interface CalendarEvent {
  id: string;
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  color: EventColor;
}

/** What the event dialog edits. For all-day events `end` is the last day (inclusive), as a person reads it. */
export interface EventDraft {
  title: string;
  allDay: boolean;
  start: string;
  end: string;
  color: EventColor;
}

export type DraftErrors = Partial<Record<'title' | 'start' | 'end', 'required' | 'invalid' | 'endBeforeStart'>>;

const pad = (value: number) => String(value).padStart(2, '0');

export function toDateInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function toDateTimeInput(date: Date): string {
  return `${toDateInput(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return toDateInput(new Date(year, month - 1, day + days));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** Form input values compare as text: both formats are fixed-width, largest unit first. */
export function validateDraft(draft: EventDraft): DraftErrors {
  const errors: DraftErrors = {};
  const format = draft.allDay ? DATE : DATE_TIME;
  if (draft.title.trim() === '') errors.title = 'required';
  if (draft.start === '') errors.start = 'required';
  else if (!format.test(draft.start)) errors.start = 'invalid';
  if (draft.end === '') errors.end = 'required';
  else if (!format.test(draft.end)) errors.end = 'invalid';
  else if (errors.start === undefined) {
    // An all-day event may end on the day it starts; a timed one must end later than it starts.
    const endsTooEarly = draft.allDay ? draft.end < draft.start : draft.end <= draft.start;
    if (endsTooEarly) errors.end = 'endBeforeStart';
  }
  return errors;
}

/** A selection of slots (end exclusive, as FullCalendar gives it) as the dialog's starting values. */
export function draftFromRange(start: Date, end: Date, allDay: boolean, color: EventColor): EventDraft {
  return allDay
    ? { title: '', allDay, start: toDateInput(start), end: addDays(toDateInput(end), -1), color }
    : { title: '', allDay, start: toDateTimeInput(start), end: toDateTimeInput(end), color };
}

export function draftFromEvent(event: CalendarEvent): EventDraft {
  const { title, allDay, start, color } = event;
  return { title, allDay, start, end: allDay ? addDays(event.end, -1) : event.end, color };
}

/** Switching "all day" keeps the days and drops (or adds back a default) time of day. */
export function withAllDay(draft: EventDraft, allDay: boolean): EventDraft {
  if (draft.allDay === allDay) return draft;
  if (allDay) return { ...draft, allDay, start: draft.start.slice(0, 10), end: draft.end.slice(0, 10) };
  return { ...draft, allDay, start: `${draft.start.slice(0, 10)}T09:00`, end: `${draft.end.slice(0, 10)}T10:00` };
}

/** A valid draft as the event it describes (the caller validated it). */
export function eventFromDraft(id: string, draft: EventDraft): CalendarEvent {
  const { title, allDay, start, color } = draft;
  return { id, title: title.trim(), allDay, start, end: allDay ? addDays(draft.end, 1) : draft.end, color };
}

export function addEvent(events: readonly CalendarEvent[], event: CalendarEvent): CalendarEvent[] {
  return [...events, event];
}

export function updateEvent(events: readonly CalendarEvent[], event: CalendarEvent): CalendarEvent[] {
  return events.map((existing) => (existing.id === event.id ? event : existing));
}

export function removeEvent(events: readonly CalendarEvent[], id: string): CalendarEvent[] {
  return events.filter((event) => event.id !== id);
}

/** Where a drag or a resize left an event: FullCalendar's new start, end (null: its default length) and kind. */
export interface EventPlacement {
  start: Date;
  end: Date | null;
  allDay: boolean;
}

/** A drag or resize: the event keeps its title and colour and takes the new dates (an hour or a day by default). */
export function moveEvent(events: readonly CalendarEvent[], id: string, placement: EventPlacement): CalendarEvent[] {
  const { start, allDay } = placement;
  const end = placement.end ?? new Date(start.getTime() + (allDay ? 24 : 1) * 3_600_000);
  const format = allDay ? toDateInput : toDateTimeInput;
  return events.map((event) =>
    event.id === id ? { ...event, allDay, start: format(start), end: format(end) } : event,
  );
}

/**
 * The sample events: the same handful every time, placed on fixed days of the month being shown when the page
 * opens (so the calendar is never empty, and tests can count on them).
 */
export function sampleEvents(today: Date): CalendarEvent[] {
  const year = today.getFullYear();
  const month = today.getMonth();
  const day = (date: number) => toDateInput(new Date(year, month, date));
  const at = (date: number, hour: number) => `${day(date)}T${pad(hour)}:00`;
  return [
    { id: 'sample-1', title: 'Team breakfast', allDay: false, start: at(3, 8), end: at(3, 9), color: 'orange' },
    { id: 'sample-2', title: 'Menu tasting', allDay: false, start: at(7, 15), end: at(7, 17), color: 'purple' },
    { id: 'sample-3', title: 'Supplier visit', allDay: true, start: day(10), end: day(11), color: 'green' },
    { id: 'sample-4', title: 'Wine festival', allDay: true, start: day(14), end: day(17), color: 'aqua' },
    { id: 'sample-5', title: 'Staff training', allDay: false, start: at(19, 10), end: at(19, 12), color: 'blue' },
    { id: 'sample-6', title: 'Private dinner', allDay: false, start: at(24, 19), end: at(24, 22), color: 'cyan' },
    { id: 'sample-7', title: 'Inventory', allDay: true, start: day(27), end: day(28), color: 'blue' },
  ];
}
