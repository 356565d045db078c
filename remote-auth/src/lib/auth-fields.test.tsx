import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@restaurant/shared/testing';
import { setUpTranslations } from '../testing/translations';
import { PasswordField, TextField } from './auth-fields';

beforeAll(() => setUpTranslations('en'));

describe('TextField', () => {
  it('is a required input named by its label and described by its hint', () => {
    renderWithProviders(<TextField label="Full name" hint="As on your ID" autoComplete="name" />);
    const input = screen.getByRole('textbox', { name: /^Full name/ });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As on your ID');
  });

  it('is described by its error instead of its hint, and marked invalid', () => {
    renderWithProviders(
      <TextField label="E-mail address" type="email" hint="We never share it" error="Enter a valid e-mail address." />,
    );
    const input = screen.getByRole('textbox', { name: /^E-mail address/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.queryByText('We never share it')).not.toBeInTheDocument();
  });

  it('says "(optional)" in the name of a field that is not required', () => {
    renderWithProviders(<TextField label="Phone" optional type="tel" />);
    const input = screen.getByRole('textbox', { name: 'Phone (optional)' });
    expect(input).not.toBeRequired();
  });
});

describe('PasswordField', () => {
  it('hides the password until the toggle shows it, and says which it does', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PasswordField label="Password" error="This field is required." autoComplete="current-password" />,
    );
    const input = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required.');
    expect(input).toBeRequired();

    const show = screen.getByRole('button', { name: 'Show password', pressed: false });
    expect(show).toHaveAttribute('aria-controls', input.id);
    await user.type(input, 'secret1');
    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret1');
    await user.click(screen.getByRole('button', { name: 'Hide password', pressed: true }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
