import type { NoteColor } from '../../../lib/sample-data';

/** The theme palette each note colour is drawn with (the data names them by meaning, as alerts do). */
export const NOTE_PALETTE: Record<NoteColor, string> = {
  info: 'blue',
  error: 'red',
  warning: 'orange',
  success: 'green',
};
