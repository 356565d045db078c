import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders, searchFor } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { useChatReadStore } from '../stores/chat-read-store';
import { chatsTranslations } from '../translations';
import ChatsPage from './chats-page';

beforeAll(() => loadTranslations([chatsTranslations, demoTranslations]));
beforeEach(() => useChatReadStore.setState({ marks: {} }));

// jsdom matches no media query, so the page is laid out as on a phone: the contacts are in a drawer.
async function contactButtons() {
  if (!screen.queryByRole('dialog', { name: 'Contacts' })) {
    await userEvent.click(await screen.findByRole('button', { name: 'Show contacts' }));
  }
  const list = await within(await screen.findByRole('dialog', { name: 'Contacts' })).findByRole('list');
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
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contacts' })).not.toBeInTheDocument());
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'See you at noon');
    await user.click(screen.getByRole('button', { name: 'Insert emoji' }));
    await user.click(await screen.findByRole('button', { name: 'Thumbs up' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const thread = screen.getByRole('log');
    const messages = within(thread).getAllByTestId('message');
    expect(messages.at(-1)).toHaveTextContent('See you at noon👍');
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
});
