import { nextId } from '../../../lib/demo-apps/next-id';
import type { Note, NoteColor } from '../../../lib/sample-data';

export interface NewNote {
  title: string;
  color: NoteColor;
}

/** Spec section 4: a new note is appended, not deleted, dated now. */
export function addNote(notes: readonly Note[], draft: NewNote, now: Date): Note[] {
  const note: Note = {
    id: nextId(notes, (item) => item.id),
    title: draft.title,
    color: draft.color,
    datef: now.toISOString(),
    deleted: false,
  };
  return [...notes, note];
}

/** Spec section 4: deleting a note removes it (unlike contacts and e-mails, which keep a flag). */
export function deleteNote(notes: readonly Note[], id: number): Note[] {
  return notes.filter((note) => note.id !== id);
}

export function recolourNote(notes: readonly Note[], id: number, color: NoteColor): Note[] {
  return notes.map((note) => (note.id === id ? { ...note, color } : note));
}

/** The note's text is its title: editing in place replaces it as the user types. */
export function editNote(notes: readonly Note[], id: number, title: string): Note[] {
  return notes.map((note) => (note.id === id ? { ...note, title } : note));
}

/**
 * What the list shows: notes not deleted whose text contains the search, case and surrounding spaces ignored, newest
 * first (a note just added is on top; two of the same moment, the later added first).
 */
export function visibleNotes(notes: readonly Note[], search: string): Note[] {
  const needle = search.trim().toLocaleLowerCase();
  return notes
    .filter((note) => !note.deleted && note.title.toLocaleLowerCase().includes(needle))
    .sort((a, b) => Date.parse(b.datef) - Date.parse(a.datef) || b.id - a.id);
}
