import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AppThemeProvider } from '@restaurant/shared/system';
import { renderWithProviders } from '@restaurant/shared/testing';
import { setUpTranslations } from '../testing/translations';
import { AuthForm, type AuthFormProps } from './auth-form';

const props: AuthFormProps = {
  onSubmit: async () => undefined,
  error: null,
  pending: false,
  submitLabel: 'Sign in',
  pendingLabel: 'Signing in…',
  children: <input name="password" type="password" aria-label="Password" />,
};

beforeAll(() => setUpTranslations('en'));

describe('AuthForm', () => {
  it('arrives from the server unable to submit, and never as a GET that would put the password in a URL', () => {
    const html = renderToString(
      <AppThemeProvider>
        <AuthForm {...props} />
      </AppThemeProvider>,
    );
    expect(html).toMatch(/<form[^>]* method="post"/);
    expect(html).toMatch(/<button[^>]* type="submit"[^>]* disabled=""/);
  });

  it('can be submitted once the page runs', () => {
    renderWithProviders(<AuthForm {...props} />);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
