import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders, searchFor } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { mockPhoneScreen } from '../../../testing/phone-screen';
import { useChatReadStore } from '../stores/chat-read-store';
import { chatsTranslations } from '../translations';
import ChatsPage from './chats-page';

beforeAll(() => loadTranslations([chatsTranslations, demoTranslations]));
beforeEach(() => useChatReadStore.setState({ marks: {} }));

afterEach(() => jest.restoreAllMocks());

async function contactButtons() {
  const list = await within(await screen.findByRole('complementary', { name: 'Contacts' })).findByRole('list');
  return within(list).getAllByRole('button');
}

describe('ChatsPage', () => {
  it('asks to select a chat until one is chosen', async () => {
    renderWithProviders(<ChatsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chats' })).toBeInTheDocument();
    expect(await screen.findByText('Select a chat')).toBeInTheDocument();
    expect(await contactButtons()).toHaveLength(10);
  });

  it('shows each contact with its status in words', async () => {
    renderWithProviders(<ChatsPage />);
    const [first] = await contactButtons();
    expect(first).toHaveTextContent(/Online|Away|Busy|Offline/);
    expect(first).toHaveTextContent(/ago|now/);
  });

  it('filters contacts by name and says when none is found', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatsPage />);
    await contactButtons();
    await searchFor(user, screen.getByRole('searchbox', { name: 'Search contacts' }), 'zzzz');
    expect(screen.getByText('No contacts found')).toBeInTheDocument();
  });

  it('sends a message that appears last in the thread', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatsPage />);
    const [first] = await contactButtons();
    const name = first?.querySelector('p')?.textContent ?? '';
    await user.click(first!);
    expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'See you at noon');
    await user.click(screen.getByRole('button', { name: 'Insert emoji' }));
    await user.click(await screen.findByRole('button', { name: 'Thumbs up' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const thread = screen.getByRole('log');
    // The composer checks the text before it sends: the message is in once that check has run.
    await waitFor(() => expect(within(thread).getAllByTestId('message').at(-1)).toHaveTextContent('See you at noon👍'));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('marks every chat read', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatsPage />);
    await contactButtons();
    expect(screen.queryAllByText(/unread message/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryAllByText(/unread message/)).toHaveLength(0));
  });

  it('sorts by unread count', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChatsPage />);
    await contactButtons();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'unread');
    const counts = (await contactButtons()).map((button) => {
      const match = /(\d+) unread message/.exec(button.textContent ?? '');
      return match ? Number(match[1]) : 0;
    });
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  describe('on a phone', () => {
    beforeEach(() => mockPhoneScreen(true));

    it('opens on the contact list, not on an empty conversation', async () => {
      renderWithProviders(<ChatsPage />);
      expect(await contactButtons()).toHaveLength(10);
      expect(screen.queryByText('Select a chat')).not.toBeInTheDocument();
    });

    it('shows a chosen chat in place of the list, with a labelled way back to it, and keeps the focus on what replaced it', async () => {
      const user = userEvent.setup();
      renderWithProviders(<ChatsPage />);
      const [first] = await contactButtons();
      const name = first?.querySelector('p')?.textContent ?? '';
      await user.click(first!);

      // the button that had the focus is gone: the focus moves to the chat's name, then back to the chat left
      expect(await screen.findByRole('heading', { level: 2, name })).toHaveFocus();
      expect(screen.queryByRole('complementary', { name: 'Contacts' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'All chats' }));
      const buttons = await contactButtons();
      expect(buttons).toHaveLength(10);
      expect(screen.queryByRole('log')).not.toBeInTheDocument();
      expect(buttons.find((button) => button.textContent?.includes(name))).toHaveFocus();
    });
  });
});
