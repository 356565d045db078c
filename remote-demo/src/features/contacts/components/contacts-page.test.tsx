import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { contactsQueryOptions, type Contact } from '../../../lib/sample-data';
import { demoTranslations } from '../../../lib/translations';
import { contactsTranslations } from '../translations';
import ContactsPage from './contacts-page';

beforeAll(() => loadTranslations([contactsTranslations, demoTranslations]));

const rows = () =>
  within(screen.getByRole('list', { name: 'Contacts' }))
    .getAllByRole('button')
    .filter((button) => !button.getAttribute('aria-label'));
const filter = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} \\d+$`) });

describe('ContactsPage', () => {
  it('shows all contacts not deleted by default, the first one in the detail panel', async () => {
    const { queryClient } = renderWithProviders(<ContactsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contacts' })).toBeTruthy();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const live = queryClient.getQueryData<Contact[]>(contactsQueryOptions().queryKey)?.filter((c) => !c.deleted);
    expect(rows()).toHaveLength(live?.length ?? -1);
    expect(filter('All contacts').getAttribute('aria-pressed')).toBe('true');
    const details = screen.getByRole('complementary', { name: 'Contact details' });
    expect(within(details).getByRole('heading', { level: 2 }).textContent).toBe(rows()[0]?.textContent);
    for (const action of ['Star', 'Edit', 'Delete'])
      expect(within(details).getByRole('button', { name: action })).toBeTruthy();
  });

  it('checks the form inline, adds a contact, stars it and finds it under Starred', async () => {
    const user = userEvent.setup({ delay: null });
    const { queryClient } = renderWithProviders(<ContactsPage />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));

    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a contact' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), 'call me');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a first name')).toBeTruthy();
    expect(within(dialog).getByText('Enter a valid email address, like name@example.com')).toBeTruthy();
    expect(within(dialog).getByText('Enter a phone number: 7 to 20 digits, spaces or + ( ) -')).toBeTruthy();

    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Zoe');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Tester');
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await user.type(email, 'zoe@example.com');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Phone' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Department' }), 'Engineering');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const added = queryClient.getQueryData<Contact[]>(contactsQueryOptions().queryKey)?.at(-1);
    expect(added).toMatchObject({
      firstname: 'Zoe',
      lastname: 'Tester',
      department: 'Engineering',
      starred: false,
      deleted: false,
    });
    expect(screen.getByText('Zoe Tester added')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Star Zoe Tester' }));
    expect(screen.getByRole('button', { name: 'Star Zoe Tester' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(filter('Starred'));
    expect(rows().map((row) => row.textContent)).toContain('Zoe Tester');
    for (const row of rows()) {
      const name = row.textContent ?? '';
      expect(screen.getByRole('button', { name: `Star ${name}` }).getAttribute('aria-pressed')).toBe('true');
    }
  });

  it('edits the selected contact', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactsPage />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    const company = within(dialog).getByRole('textbox', { name: 'Company' });
    await user.clear(company);
    await user.type(company, 'Edited Company');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      within(screen.getByRole('complementary', { name: 'Contact details' })).getByText('Edited Company'),
    ).toBeTruthy();
  });

  it('delete moves the contact to Deleted, where it can be restored', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactsPage />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const count = rows().length;
    const name = rows()[0]?.textContent ?? '';

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(rows()).toHaveLength(count - 1);
    expect(screen.queryByRole('button', { name })).toBeNull();

    await user.click(filter('Deleted'));
    await user.click(screen.getByRole('button', { name }));
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(filter('All contacts'));
    expect(rows()).toHaveLength(count);
  });

  it('filters by department and search, with an empty state', async () => {
    const user = userEvent.setup({ delay: null });
    const { queryClient } = renderWithProviders(<ContactsPage />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const support = queryClient
      .getQueryData<Contact[]>(contactsQueryOptions().queryKey)
      ?.filter((c) => !c.deleted && c.department === 'Support');
    await user.click(filter('Support'));
    if (support?.length) expect(rows()).toHaveLength(support.length);
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'zzz nobody');
    expect(screen.getByText('No contacts here')).toBeTruthy();
  });
});
