import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { formsTranslations } from '../translations';
import FormValidationPage from './form-validation-page';

beforeAll(() => loadTranslations([formsTranslations, demoTranslations]));

describe('FormValidationPage', () => {
  it('shows each broken rule under its field, tied to it, after a submit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormValidationPage />);

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const firstName = await screen.findByRole('textbox', { name: /First name/ });
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByText('Choose at least one.')).toBeInTheDocument();
    expect(screen.getAllByText('Choose one option.')).toHaveLength(2);
  });

  it('says when the passwords do not match, and clears it once they do', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormValidationPage />);
    const confirm = screen.getByLabelText(/Confirm password/);

    await user.type(screen.getByLabelText(/^Password/), 'pho-lover-1');
    await user.type(confirm, 'pho-lover-2');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(confirm).toHaveAccessibleDescription('The passwords do not match.');

    await user.clear(confirm);
    await user.type(confirm, 'pho-lover-1');
    expect(screen.queryByText('The passwords do not match.')).not.toBeInTheDocument();
  });

  it('confirms a complete form', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FormValidationPage />);

    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Linh');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Tran');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'linh@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'pho-lover-1');
    await user.type(screen.getByLabelText(/Confirm password/), 'pho-lover-1');
    await user.selectOptions(screen.getByRole('combobox', { name: /Role/ }), 'chef');
    await user.click(screen.getByRole('radio', { name: 'Pro' }));
    await user.click(screen.getByRole('checkbox', { name: 'Events' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
  });
});
