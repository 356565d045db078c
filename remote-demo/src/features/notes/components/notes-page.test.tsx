import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders, searchFor } from '@restaurant/shared/testing';
import { notesQueryOptions, type Note } from '../../../lib/sample-data';
import { demoTranslations } from '../../../lib/translations';
import { notesTranslations } from '../translations';
import NotesPage from './notes-page';

beforeAll(() => loadTranslations([notesTranslations, demoTranslations]));

const noteButtons = () =>
  within(screen.getByRole('list', { name: 'Your notes' }))
    .getAllByRole('button')
    .filter((button) => !button.getAttribute('aria-label'));

describe('NotesPage', () => {
  it('lists the four sample notes under its title and opens the first in the editor', async () => {
    renderWithProviders(<NotesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notes' })).toBeTruthy();
    await waitFor(() => expect(noteButtons()).toHaveLength(4));
    expect(noteButtons()[0]?.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Note text' })).toBeTruthy();
  });

  it('adds a note (text required), recolours it, edits it in place and deletes it', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<NotesPage />);
    await waitFor(() => expect(noteButtons()).toHaveLength(4));
    const cached = () => queryClient.getQueryData<Note[]>(notesQueryOptions().queryKey) ?? [];

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a note' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Write the note first')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Note text/ }), 'Taste the new dessert');
    await user.click(within(dialog).getByRole('radio', { name: 'Green' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(noteButtons()).toHaveLength(5));
    // Newest first: the note just added is on top of the list.
    expect(noteButtons()[0]).toHaveAccessibleName('Taste the new dessert');
    expect(cached().at(-1)).toMatchObject({
      title: 'Taste the new dessert',
      color: 'success',
      deleted: false,
    });

    await user.click(screen.getByRole('button', { name: 'Taste the new dessert' }));
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    expect(cached().at(-1)?.color).toBe('error');
    expect(screen.getByText('Colour changed to Red')).toBeTruthy();

    const editor = screen.getByRole('textbox', { name: 'Note text' });
    await user.type(editor, ' tonight');
    expect(cached().at(-1)?.title).toBe('Taste the new dessert tonight');
    expect(screen.getByRole('button', { name: 'Taste the new dessert tonight' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete note: Taste the new dessert tonight' }));
    await waitFor(() => expect(noteButtons()).toHaveLength(4));
    expect(cached().some((note) => note.title.startsWith('Taste'))).toBe(false);
    expect(screen.getByText('Note deleted')).toBeTruthy();
  });

  it('searches the notes and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotesPage />);
    await waitFor(() => expect(noteButtons()).toHaveLength(4));
    await searchFor(user, screen.getByRole('searchbox', { name: 'Search notes' }), 'zzz no such note');
    expect(screen.getByText('No note matches your search')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your notes' })).toBeNull();
  });

  it('shows the empty state when every note is deleted', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotesPage />);
    await waitFor(() => expect(noteButtons()).toHaveLength(4));
    for (const button of screen.getAllByRole('button', { name: /^Delete note:/ })) await user.click(button);
    expect(await screen.findByText('No notes yet')).toBeTruthy();
  });

  it('reads in French', async () => {
    await loadTranslations([notesTranslations, demoTranslations], 'fr');
    const { unmount } = renderWithProviders(<NotesPage />, { language: 'fr' });
    expect(await screen.findByRole('searchbox', { name: 'Rechercher dans les notes' })).toBeTruthy();
    unmount();
    await loadTranslations([notesTranslations, demoTranslations], 'en');
  });
});
