import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { notesTranslations } from '../translations';
import { AddNoteDialog } from './add-note-dialog';

const openDialog = async (user: ReturnType<typeof userEvent.setup>, trigger = 'Add note', title = 'Add a note') => {
  await user.click(screen.getByRole('button', { name: trigger }));
  return screen.findByRole('dialog', { name: title });
};

describe('the "Add note" dialog', () => {
  beforeAll(() => loadTranslations(notesTranslations));

  it('adds the trimmed text with the chosen colour, closes, and opens empty next time', async () => {
    const user = userEvent.setup();
    const onAdd = jest.fn();
    renderWithProviders(<AddNoteDialog onAdd={onAdd} />);

    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Note text/ }), '  Order lemons  ');
    await user.click(within(dialog).getByRole('radio', { name: 'Green' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(onAdd).toHaveBeenCalledWith({ title: 'Order lemons', color: 'success' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const again = await openDialog(user);
    expect(within(again).getByRole('textbox', { name: /Note text/ })).toHaveValue('');
    expect(within(again).getByRole('radio', { name: 'Blue' })).toBeChecked();
  });

  it('refuses a blank note with its message, which goes once text is typed', async () => {
    const user = userEvent.setup();
    const onAdd = jest.fn();
    renderWithProviders(<AddNoteDialog onAdd={onAdd} />);

    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Note text/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await within(dialog).findByText('Write the note first')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Note text/ })).toBeInvalid();
    expect(onAdd).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /Note text/ }), 'Call the baker');
    await waitFor(() => expect(within(dialog).queryByText('Write the note first')).toBeNull());
  });

  it('forgets a cancelled draft and its message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddNoteDialog onAdd={jest.fn()} />);

    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Write the note first')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Note text/ }), 'Half a thought');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const again = await openDialog(user);
    expect(within(again).getByRole('textbox', { name: /Note text/ })).toHaveValue('');
    expect(within(again).queryByText('Write the note first')).toBeNull();
  });

  it('says the rule in French', async () => {
    await loadTranslations(notesTranslations, 'fr');
    try {
      const user = userEvent.setup();
      renderWithProviders(<AddNoteDialog onAdd={jest.fn()} />, { language: 'fr' });
      const dialog = await openDialog(user, 'Ajouter une note', 'Nouvelle note');
      await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
      expect(await within(dialog).findByText('Écrivez d’abord la note')).toBeInTheDocument();
    } finally {
      // Unmounted first: the language switch back must not re-render a page the test no longer watches.
      cleanup();
      await loadTranslations(notesTranslations, 'en');
    }
  });
});
