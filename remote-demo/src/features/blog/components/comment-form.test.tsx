import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { blogTranslations } from '../translations';
import { CommentForm } from './comment-form';

const renderForm = (onSubmit: (text: string) => Promise<unknown>, error?: string) =>
  renderWithProviders(
    <CommentForm label="Add a comment" submitLabel="Post comment" onSubmit={onSubmit} pending={false} error={error} />,
  );

const textbox = () => screen.getByRole('textbox', { name: 'Add a comment' });
const sendButton = () => screen.getByRole('button', { name: 'Post comment' });

describe('the comment form', () => {
  beforeAll(() => loadTranslations(blogTranslations));

  it('sends the trimmed text and empties once it is saved', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve());
    renderForm(onSubmit);

    await user.type(textbox(), '  Lovely read  ');
    await user.click(sendButton());

    await waitFor(() => expect(textbox()).toHaveValue(''));
    expect(onSubmit).toHaveBeenCalledWith('Lovely read');
    expect(sendButton()).toBeDisabled();
  });

  it('keeps the text when the save failed', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.reject(new Error('Internal server error')));
    renderForm(onSubmit);

    await user.type(textbox(), 'Lost words');
    await user.click(sendButton());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Lost words'));
    expect(textbox()).toHaveValue('Lost words');
  });

  it('shows the failed call’s message under the field', () => {
    renderForm(() => Promise.resolve(), 'Internal server error');
    expect(screen.getByRole('alert')).toHaveTextContent('Your message could not be sent: Internal server error');
    expect(textbox()).toHaveAccessibleDescription('Your message could not be sent: Internal server error');
  });

  it('keeps its send button disabled while the text is blank, and refuses a blank submit with its message', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve());
    renderForm(onSubmit);
    expect(sendButton()).toBeDisabled();
    await user.type(textbox(), '   ');
    expect(sendButton()).toBeDisabled();

    // A submit that gets past the disabled button (a script, an assistive tool) is refused by the rule.
    fireEvent.submit(textbox().closest('form')!);

    expect(await screen.findByRole('alert')).toHaveTextContent('Write your message first');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the rule in French too', async () => {
    await loadTranslations(blogTranslations, 'fr');
    try {
      renderWithProviders(
        <CommentForm label="Commentaire" submitLabel="Publier" onSubmit={() => Promise.resolve()} pending={false} />,
        { language: 'fr' },
      );
      fireEvent.submit(screen.getByRole('textbox', { name: 'Commentaire' }).closest('form')!);
      expect(await screen.findByRole('alert')).toHaveTextContent('Écrivez d’abord votre message');
    } finally {
      // Unmounted first: the language switch back must not re-render a page the test no longer watches.
      cleanup();
      await loadTranslations(blogTranslations, 'en');
    }
  });
});
