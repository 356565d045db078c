import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { uiComponentsTranslations } from '../translations';
import { FormDialog } from './dialog-examples';
import PopoverPage from './popover-page';

beforeAll(() => loadTranslations([demoTranslations, uiComponentsTranslations]));

describe('the popover holding a rename form', () => {
  async function openRename(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    return screen.findByRole('textbox', { name: 'Name' });
  }

  it('saves the trimmed name and closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PopoverPage />);
    const name = await openRename(user);
    expect(name).toHaveValue('Bistro');

    await user.clear(name);
    await user.type(name, '  Chez Amira  {Enter}');

    expect(await screen.findByText('Name: Chez Amira')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull());
  });

  it('keeps the current name when the new one is blank, and starts the next draft from it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PopoverPage />);
    const name = await openRename(user);
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull());
    expect(screen.getByText('Name: Bistro')).toBeInTheDocument();
    expect(await openRename(user)).toHaveValue('Bistro');
  });
});

describe('the dialog holding a subscribe form', () => {
  async function openSubscribe(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    return screen.findByRole('dialog', { name: 'Subscribe' });
  }

  it('stays open with its message while the address is blank, then subscribes the trimmed address', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormDialog />);
    const dialog = await openSubscribe(user);
    const email = within(dialog).getByRole('textbox', { name: /E-mail address/ });

    await user.type(email, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(email).toBeInvalid();
    expect(screen.getByRole('dialog', { name: 'Subscribe' })).toBeInTheDocument();

    await user.type(email, 'mei@example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText('Subscribed as mei@example.com.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens again without the message but with the address typed so far', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormDialog />);
    let dialog = await openSubscribe(user);
    await user.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(await within(dialog).findByText('Enter your e-mail address.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail address/ }), 'lucas@');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openSubscribe(user);
    expect(within(dialog).getByRole('textbox', { name: /E-mail address/ })).toHaveValue('lucas@');
    expect(within(dialog).queryByText('Enter your e-mail address.')).toBeNull();
  });

  it('says the rule in French', async () => {
    await loadTranslations([demoTranslations, uiComponentsTranslations], 'fr');
    try {
      const user = userEvent.setup();
      renderWithProviders(<FormDialog />, { language: 'fr' });
      await user.click(screen.getByRole('button', { name: 'S’abonner' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'S’abonner' }));
      expect(await within(dialog).findByText('Saisissez votre adresse e-mail.')).toBeInTheDocument();
    } finally {
      // Unmounted first: the language switch back must not re-render a page the test no longer watches.
      cleanup();
      await loadTranslations([demoTranslations, uiComponentsTranslations], 'en');
    }
  });
});
