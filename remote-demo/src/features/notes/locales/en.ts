import type { Translated } from '@restaurant/shared';
const en = {
  search: 'Search notes',
  list: 'Your notes',
  add: 'Add note',
  addTitle: 'Add a note',
  text: 'Note text',
  textRequired: 'Write the note first',
  colour: 'Colour',
  colours: { info: 'Blue', error: 'Red', warning: 'Orange', success: 'Green' },
  delete: 'Delete note: {{title}}',
  deleteSelected: 'Delete note',
  deleted: 'Note deleted',
  added: 'Note added',
  recoloured: 'Colour changed to {{colour}}',
  editor: 'Edit note',
  editorHint: 'Changes are kept as you type.',
  noneSelected: 'Select a note to edit it.',
  created: 'Created {{date}}',
  untitled: 'Empty note',
  closeEditor: 'Close the editor',
  empty: { title: 'No notes yet', description: 'Add a note to keep an idea for later.' },
  noMatch: { title: 'No note matches your search', description: 'Try other words.' },
  loadError: 'The notes could not be loaded',
};

export type NotesTexts = Translated<typeof en>;
export default en;
