import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { userProfileTranslations } from '../translations';
import { TextEntryForm } from './text-entry-form';

const renderForm = (onSubmit: (text: string) => Promise<unknown>) =>
  renderWithProviders(<TextEntryForm label="Write a comment" submitLabel="Send" onSubmit={onSubmit} pending={false} />);

const textbox = () => screen.getByRole('textbox', { name: 'Write a comment' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

describe('the one-line comment form', () => {
  beforeAll(() => loadTranslations(userProfileTranslations));

  it('sends the trimmed text and empties once it is saved', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve());
    renderForm(onSubmit);

    await user.type(textbox(), '  Great shot {Enter}');

    await waitFor(() => expect(textbox()).toHaveValue(''));
    expect(onSubmit).toHaveBeenCalledWith('Great shot');
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

  it('keeps Send disabled while the text is blank and refuses a blank submit with its message', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve());
    renderForm(onSubmit);
    await user.type(textbox(), '   ');
    expect(sendButton()).toBeDisabled();

    fireEvent.submit(textbox().closest('form')!);

    expect(await screen.findByText('Write something first')).toBeInTheDocument();
    expect(textbox()).toBeInvalid();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the rule in Arabic', async () => {
    await loadTranslations(userProfileTranslations, 'ar');
    try {
      renderWithProviders(<TextEntryForm label="تعليق" submitLabel="إرسال" onSubmit={jest.fn()} pending={false} />, {
        language: 'ar',
      });
      fireEvent.submit(screen.getByRole('textbox', { name: 'تعليق' }).closest('form')!);
      expect(await screen.findByText('اكتب شيئاً أولاً')).toBeInTheDocument();
    } finally {
      // Unmounted first: the language switch back must not re-render a page the test no longer watches.
      cleanup();
      await loadTranslations(userProfileTranslations, 'en');
    }
  });
});
