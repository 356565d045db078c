import type { Note } from '../../../lib/sample-data';
import { addNote, deleteNote, editNote, recolourNote, visibleNotes } from './note-transitions';

const note = (id: number, title: string, overrides: Partial<Note> = {}): Note => ({
  id,
  title,
  color: 'info',
  datef: '2026-01-05T10:00:00.000Z',
  deleted: false,
  ...overrides,
});

const notes: readonly Note[] = [
  note(7, 'Buy fresh basil'),
  note(42, 'Call the fish supplier', { color: 'error' }),
  note(3, 'Old idea', { deleted: true }),
];

describe('note transitions (spec section 4)', () => {
  it.each([
    { title: 'Plan the tasting menu', color: 'warning' as const },
    { title: 'Order napkins', color: 'success' as const },
  ])('adds "$title" at the end, $color, not deleted, dated now, with an unused id', (draft) => {
    const now = new Date('2026-03-01T08:30:00.000Z');
    const result = addNote(notes, draft, now);
    expect(result).toHaveLength(notes.length + 1);
    expect(result.slice(0, notes.length)).toEqual(notes);
    expect(result.at(-1)).toEqual({ id: 43, ...draft, datef: now.toISOString(), deleted: false });
  });

  it('gives the first note of an empty list the id 1', () => {
    expect(addNote([], { title: 'First', color: 'info' }, new Date())[0]?.id).toBe(1);
  });

  it.each([
    { id: 7, left: [42, 3] },
    { id: 42, left: [7, 3] },
    { id: 999, left: [7, 42, 3] },
  ])('deleting note $id removes it, leaving $left', ({ id, left }) => {
    expect(deleteNote(notes, id).map((item) => item.id)).toEqual(left);
  });

  it.each([
    { id: 7, color: 'success' as const },
    { id: 42, color: 'info' as const },
  ])('recolours note $id to $color and leaves the others', ({ id, color }) => {
    const result = recolourNote(notes, id, color);
    expect(result.find((item) => item.id === id)?.color).toBe(color);
    expect(result.filter((item) => item.id !== id)).toEqual(notes.filter((item) => item.id !== id));
  });

  it.each([
    { id: 7, title: 'Buy fresh basil and mint' },
    { id: 42, title: '' },
  ])('edits the text of note $id in place to "$title"', ({ id, title }) => {
    const result = editNote(notes, id, title);
    expect(result.find((item) => item.id === id)?.title).toBe(title);
    expect(result.map((item) => item.id)).toEqual([7, 42, 3]);
  });

  it.each([
    { search: '', shown: [42, 7] },
    { search: 'BASIL', shown: [7] },
    { search: '  supplier ', shown: [42] },
    { search: 'old', shown: [] },
    { search: 'nothing like it', shown: [] },
  ])('searching "$search" shows $shown (deleted notes never)', ({ search, shown }) => {
    expect(visibleNotes(notes, search).map((item) => item.id)).toEqual(shown);
  });

  it('lists the newest note first, so a note just added is on top', () => {
    const dated = [
      note(1, 'Middle', { datef: '2026-02-01T09:00:00.000Z' }),
      note(2, 'Oldest', { datef: '2026-01-01T09:00:00.000Z' }),
      note(3, 'Newest', { datef: '2026-03-01T09:00:00.000Z' }),
    ];
    expect(visibleNotes(dated, '').map((item) => item.title)).toEqual(['Newest', 'Middle', 'Oldest']);
    const added = addNote(dated, { title: 'Just added', color: 'info' }, new Date('2026-03-02T08:00:00.000Z'));
    expect(visibleNotes(added, '')[0]?.title).toBe('Just added');
  });

  it('never changes the list it is given', () => {
    const before = structuredClone(notes);
    addNote(notes, { title: 'x', color: 'info' }, new Date());
    deleteNote(notes, 7);
    recolourNote(notes, 7, 'error');
    editNote(notes, 7, 'y');
    expect(notes).toEqual(before);
  });
});
