import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders, searchFor } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { emailTranslations } from '../translations';
import EmailPage from './email-page';

beforeAll(() => loadTranslations([emailTranslations, demoTranslations]));

const rows = async () => screen.findAllByTestId('email-row');
const folder = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Folders' })).getByRole('button', { name: new RegExp(`^${name}`) });

describe('EmailPage', () => {
  it('opens on the inbox', async () => {
    renderWithProviders(<EmailPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Email' })).toBeInTheDocument();
    expect(await rows()).toHaveLength(12);
    expect(folder('Inbox')).toHaveAttribute('aria-current', 'true');
  });

  it('stars a mail, deletes it and finds it in Trash, where delete restores it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EmailPage />);
    const [first] = await rows();
    const subject = within(first!).getAllByRole('button').at(-1)!;
    const star = within(first!).getByRole('button', { name: /^Star “/ });
    const starred = star.getAttribute('aria-pressed') === 'true';
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', String(!starred));

    await user.click(subject);
    const title = within(screen.getByRole('article')).getByRole('heading', { level: 2 }).textContent ?? '';
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await rows()).toHaveLength(11);

    await user.click(folder('Trash'));
    const trashed = (await rows()).find((row) => row.textContent?.includes(title));
    expect(trashed).toBeDefined();
    await user.click(within(trashed!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(folder('Inbox'));
    expect(await rows()).toHaveLength(12);
  });

  it('selects all and marks them read', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EmailPage />);
    await rows();
    // The folder's badge says what it counts, to the eye and to a screen reader alike.
    expect(within(folder('Inbox')).getByText(/^\d+ unread$/)).toBeVisible();
    expect(folder('Inbox')).toHaveAccessibleName(/^Inbox\s*\d+ unread$/);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('12 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(screen.queryAllByText(/^Unread/)).toHaveLength(0));
    expect(folder('Inbox')).toHaveAccessibleName('Inbox');
  });

  it('filters by search and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EmailPage />);
    await rows();
    await searchFor(user, screen.getByRole('searchbox', { name: 'Search e-mails' }), 'no such mail');
    expect(screen.getByText('No e-mails here')).toBeInTheDocument();
  });

  it('checks the compose form, then puts the mail in Sent', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EmailPage />);
    await rows();
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await user.type(within(dialog).getByRole('textbox', { name: /To/ }), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a subject')).toBeInTheDocument();
    expect(within(dialog).getByText('Write a message')).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: /To/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /To/ }), 'ana@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Table for four');
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'See you at eight.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(folder('Sent'));
    const [newest] = await rows();
    expect(newest).toHaveTextContent('Table for four');
  });

  it('prefills a reply from the open mail', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EmailPage />);
    const [first] = await rows();
    await user.click(within(first!).getAllByRole('button').at(-1)!);
    const subject = within(screen.getByRole('article')).getByRole('heading', { level: 2 }).textContent ?? '';
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply' });
    expect(within(dialog).getByRole('textbox', { name: /Subject/ })).toHaveValue(`Re: ${subject}`);
    expect((within(dialog).getByRole('textbox', { name: /To/ }) as HTMLInputElement).value).toMatch(
      /^[a-z.]+@example\.com$/,
    );
  });
});
