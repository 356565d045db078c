import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { formsTranslations } from '../translations';
import FormLayoutsPage from './form-layouts-page';

beforeAll(() => loadTranslations([formsTranslations, demoTranslations]));

const SAVED = 'Saved. (Nothing is sent in this demo.)';
const card = (title: string) => screen.getByRole('region', { name: title });

async function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(<FormLayoutsPage />);
  await screen.findByRole('heading', { level: 2, name: 'Vertical' });
  return user;
}

describe('the form layouts page', () => {
  it('refuses the vertical form without its required name and e-mail, saying so under each field', async () => {
    const user = await renderPage();
    const vertical = within(card('Vertical'));

    await user.click(vertical.getByRole('button', { name: 'Submit' }));

    const name = vertical.getByRole('textbox', { name: /Full name/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(vertical.getAllByText('This field is required.')).toHaveLength(2);
    expect(vertical.getByRole('status')).toHaveTextContent('');
    expect(name).toHaveFocus();
  });

  it('checks the e-mail address, then confirms once the fields pass; an edit takes the confirmation back', async () => {
    const user = await renderPage();
    const vertical = within(card('Vertical'));
    await user.type(vertical.getByRole('textbox', { name: /Full name/ }), 'Amira Haddad');
    await user.type(vertical.getByRole('textbox', { name: /E-mail/ }), 'amira@');
    await user.click(vertical.getByRole('button', { name: 'Submit' }));
    expect(await vertical.findByText('Enter a valid e-mail address.')).toBeInTheDocument();

    await user.type(vertical.getByRole('textbox', { name: /E-mail/ }), 'example.com');
    await user.click(vertical.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(vertical.getByRole('status')).toHaveTextContent(SAVED));
    expect(vertical.queryByText('Enter a valid e-mail address.')).toBeNull();

    await user.type(vertical.getByRole('textbox', { name: /Message/ }), 'Hi');
    expect(vertical.getByRole('status')).toHaveTextContent('');
  });

  it('submits the optional layouts empty, and Reset brings back their first values', async () => {
    const user = await renderPage();
    const horizontal = within(card('Horizontal'));
    await user.type(horizontal.getByRole('textbox', { name: 'Full name' }), 'Lucas');
    await user.selectOptions(horizontal.getByRole('combobox', { name: 'Role' }), 'chef');
    await user.click(horizontal.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(horizontal.getByRole('status')).toHaveTextContent(SAVED));

    await user.click(horizontal.getByRole('button', { name: 'Reset' }));
    expect(horizontal.getByRole('status')).toHaveTextContent('');
    await waitFor(() => expect(horizontal.getByRole('textbox', { name: 'Full name' })).toHaveValue(''));
    expect(horizontal.getByRole('combobox', { name: 'Role' })).toHaveValue('manager');

    const grid = within(card('Grid'));
    await user.click(grid.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(grid.getByRole('status')).toHaveTextContent(SAVED));
  });

  it('says a wrong e-mail address under the field in the layout with icons, in French too', async () => {
    await loadTranslations([formsTranslations, demoTranslations], 'fr');
    try {
      const user = userEvent.setup();
      renderWithProviders(<FormLayoutsPage />, { language: 'fr' });
      const withIcons = within(await screen.findByRole('region', { name: 'Avec icônes' }));
      await user.type(withIcons.getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
      await user.click(withIcons.getByRole('button', { name: 'Envoyer' }));
      expect(await withIcons.findByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    } finally {
      // Unmounted first: the language switch back must not re-render a page the test no longer watches.
      cleanup();
      await loadTranslations([formsTranslations, demoTranslations], 'en');
    }
  });
});
