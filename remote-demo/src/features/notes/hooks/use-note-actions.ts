import { notesQueryOptions, useUpdateSampleData, type Note, type NoteColor } from '../../../lib/sample-data';
import { addNote, deleteNote, editNote, recolourNote, type NewNote } from '../lib/note-transitions';

/** The notes' session transitions (spec section 4), applied to the cached list every page of the session reads. */
export function useNoteActions() {
  const update = useUpdateSampleData();
  const apply = (transition: (notes: Note[]) => Note[]) => update<Note[]>(notesQueryOptions(), transition);
  return {
    add: (draft: NewNote) => apply((notes) => addNote(notes, draft, new Date())),
    remove: (id: number) => apply((notes) => deleteNote(notes, id)),
    recolour: (id: number, color: NoteColor) => apply((notes) => recolourNote(notes, id, color)),
    edit: (id: number, title: string) => apply((notes) => editNote(notes, id, title)),
  };
}
