import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { chatsTranslations } from '../translations';
import { ChatComposer } from './chat-composer';

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });

describe('the chat composer', () => {
  beforeAll(() => loadTranslations(chatsTranslations));

  it('sends the trimmed message on Enter and empties', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn();
    renderWithProviders(<ChatComposer onSend={onSend} />);

    await user.type(messageBox(), '  See you at noon  {Enter}');

    await waitFor(() => expect(onSend).toHaveBeenCalledWith('See you at noon'));
    expect(messageBox()).toHaveValue('');
    expect(sendButton()).toBeDisabled();
  });

  it('adds a picked emoji to the text it sends', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn();
    renderWithProviders(<ChatComposer onSend={onSend} />);

    await user.type(messageBox(), 'Thanks');
    await user.click(screen.getByRole('button', { name: 'Insert emoji' }));
    await user.click(await screen.findByRole('button', { name: 'Thumbs up' }));

    expect(messageBox()).toHaveValue('Thanks👍');
    await user.click(sendButton());
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('Thanks👍'));
  });

  it('keeps Send disabled while the text is blank and refuses a blank submit with its message', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn();
    renderWithProviders(<ChatComposer onSend={onSend} />);
    expect(sendButton()).toBeDisabled();
    await user.type(messageBox(), '   ');
    expect(sendButton()).toBeDisabled();

    fireEvent.submit(messageBox().closest('form')!);

    expect(await screen.findByText('Write a message first')).toBeInTheDocument();
    expect(messageBox()).toBeInvalid();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('says the rule in Chinese', async () => {
    await loadTranslations(chatsTranslations, 'ch');
    try {
      renderWithProviders(<ChatComposer onSend={jest.fn()} />, { language: 'ch' });
      fireEvent.submit(screen.getByRole('textbox').closest('form')!);
      expect(await screen.findByText('请先输入消息')).toBeInTheDocument();
    } finally {
      // Unmounted first: the language switch back must not re-render a page the test no longer watches.
      cleanup();
      await loadTranslations(chatsTranslations, 'en');
    }
  });
});
