import { Type } from 'typebox';
import type { FieldSchemas } from '@restaurant/shared/forms';
import { NOTE_COLORS } from '../../../lib/sample-data';
import type { NewNote } from './note-transitions';

/**
 * The "Add note" form's rules (the demo's notes have no API contract): the text is required once trimmed
 * (`contractResolver` reports a blank one as `required`), the colour one of the four.
 */
export const newNoteSchemas: FieldSchemas<NewNote> = {
  title: Type.String({ minLength: 1 }),
  color: Type.Union(NOTE_COLORS.map((color) => Type.Literal(color))),
};

/** What the dialog holds when it opens. */
export const emptyNote: NewNote = { title: '', color: 'info' };
