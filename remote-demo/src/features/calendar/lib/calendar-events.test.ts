import {
  draftFromEvent,
  draftFromRange,
  eventFromDraft,
  moveEvent,
  removeEvent,
  sampleEvents,
  updateEvent,
  validateDraft,
  withAllDay,
  type CalendarEvent,
  type EventDraft,
} from './calendar-events';

const timed: EventDraft = {
  title: 'Tasting',
  allDay: false,
  start: '2026-03-10T09:00',
  end: '2026-03-10T10:00',
  color: 'blue',
};
const allDay: EventDraft = { title: 'Festival', allDay: true, start: '2026-03-10', end: '2026-03-12', color: 'green' };

describe('validateDraft', () => {
  it.each([
    ['a timed event ending after it starts', timed, {}],
    ['an all-day event over several days', allDay, {}],
    ['an all-day event on a single day', { ...allDay, end: '2026-03-10' }, {}],
    ['a missing title', { ...timed, title: '  ' }, { title: 'required' }],
    ['a timed event ending when it starts', { ...timed, end: timed.start }, { end: 'endBeforeStart' }],
    ['a timed event ending before it starts', { ...timed, end: '2026-03-10T08:59' }, { end: 'endBeforeStart' }],
    ['an all-day event ending the day before', { ...allDay, end: '2026-03-09' }, { end: 'endBeforeStart' }],
    ['a missing start', { ...timed, start: '' }, { start: 'required' }],
    ['a missing end', { ...timed, end: '' }, { end: 'required' }],
    ['a date where a time is needed', { ...timed, start: '2026-03-10' }, { start: 'invalid' }],
  ])('%s', (_case, draft, errors) => {
    expect(validateDraft(draft)).toEqual(errors);
  });
});

describe('drafts and events', () => {
  it('reads a selection of whole days with an inclusive last day, and stores it back exclusive', () => {
    const draft = draftFromRange(new Date(2026, 2, 10), new Date(2026, 2, 13), true, 'aqua');
    expect(draft).toEqual({ title: '', allDay: true, start: '2026-03-10', end: '2026-03-12', color: 'aqua' });
    const event = eventFromDraft('e1', { ...draft, title: ' Festival ' });
    expect(event).toEqual({
      id: 'e1',
      title: 'Festival',
      allDay: true,
      start: '2026-03-10',
      end: '2026-03-13',
      color: 'aqua',
    });
    expect(draftFromEvent(event)).toEqual({ ...draft, title: 'Festival' });
  });

  it('keeps the times of a timed selection', () => {
    const draft = draftFromRange(new Date(2026, 2, 10, 9, 30), new Date(2026, 2, 10, 11), false, 'blue');
    expect(draft).toMatchObject({ start: '2026-03-10T09:30', end: '2026-03-10T11:00' });
  });

  it.each([
    ['to all day, keeping the days', timed, true, { start: '2026-03-10', end: '2026-03-10' }],
    ['to timed, with a default hour', allDay, false, { start: '2026-03-10T09:00', end: '2026-03-12T10:00' }],
  ])('switches %s', (_case, draft, toAllDay, dates) => {
    expect(withAllDay(draft, toAllDay)).toMatchObject({ allDay: toAllDay, ...dates });
  });
});

describe('moving, editing and deleting', () => {
  const events: CalendarEvent[] = [eventFromDraft('a', timed), eventFromDraft('b', allDay)];

  it.each([
    [
      'a drag to another day and hour',
      'a',
      { start: new Date(2026, 2, 12, 14), end: new Date(2026, 2, 12, 15), allDay: false },
      { start: '2026-03-12T14:00', end: '2026-03-12T15:00', allDay: false },
    ],
    [
      'a resize of an all-day event',
      'b',
      { start: new Date(2026, 2, 10), end: new Date(2026, 2, 15), allDay: true },
      { start: '2026-03-10', end: '2026-03-15', allDay: true },
    ],
    [
      'a timed event dropped on the all-day row (no end: one day)',
      'a',
      { start: new Date(2026, 2, 20), end: null, allDay: true },
      { start: '2026-03-20', end: '2026-03-21', allDay: true },
    ],
    [
      'an all-day event dropped on a time slot (no end: one hour)',
      'b',
      { start: new Date(2026, 2, 20, 8), end: null, allDay: false },
      { start: '2026-03-20T08:00', end: '2026-03-20T09:00', allDay: false },
    ],
  ])('%s', (_case, id, placement, expected) => {
    const moved = moveEvent(events, id, placement);
    expect(moved.find((event) => event.id === id)).toMatchObject({
      ...expected,
      title: id === 'a' ? 'Tasting' : 'Festival',
    });
    expect(moved.find((event) => event.id !== id)).toEqual(events.find((event) => event.id !== id));
  });

  it('edits one event and deletes one', () => {
    const edited = updateEvent(events, eventFromDraft('a', { ...timed, title: 'Renamed', color: 'orange' }));
    expect(edited[0]).toMatchObject({ id: 'a', title: 'Renamed', color: 'orange' });
    expect(removeEvent(edited, 'a').map((event) => event.id)).toEqual(['b']);
  });
});

describe('sampleEvents', () => {
  it('places the same events on fixed days of the current month', () => {
    const first = sampleEvents(new Date(2026, 10, 24));
    expect(first).toEqual(sampleEvents(new Date(2026, 10, 2)));
    expect(first.length).toBeGreaterThanOrEqual(5);
    for (const event of first) {
      expect(event.start.startsWith('2026-11')).toBe(true);
      expect(validateDraft(draftFromEvent(event))).toEqual({});
    }
  });
});
