import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_TOKEN_KEY, ERROR_MESSAGES, REFRESH_TOKEN_KEY, useAuthStore } from '@restaurant/shared';
import { deferred, fakeApi, type FakeReply, renderWithProviders, resetSession } from '@restaurant/shared/testing';
import { DINER } from '../../../testing/fixtures';
import { setUpTranslations } from '../../../testing/translations';
import { SignInPage } from './sign-in-page';

const LOGIN_OK: FakeReply = {
  status: 200,
  body: {
    data: { accessToken: 'access-1', refreshToken: 'refresh-1', tokenType: 'Bearer', expiresIn: 900, user: DINER },
  },
};

let api: ReturnType<typeof fakeApi> | undefined;

beforeAll(() => setUpTranslations('en'));
beforeEach(() => resetSession());
afterEach(() => api?.restore());

function currentLocation() {
  return screen.getByRole('status', { name: 'current location' });
}

async function fillAndSubmit(email = 'diner@example.com', password = 'Diner#2026') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/E-mail address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('SignInPage', () => {
  it('shows translated inline errors tied to the fields and sends nothing', async () => {
    api = fakeApi(() => LOGIN_OK);
    renderWithProviders(<SignInPage variant="split" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail address/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText(/E-mail address/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('This field is required.');
    expect(email).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('checks each change after a first submit, so a fixed field loses its error at once', async () => {
    api = fakeApi(() => LOGIN_OK);
    renderWithProviders(<SignInPage variant="split" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail address/), 'diner@');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText(/E-mail address/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));

    await user.type(email, 'example.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    expect(email).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('This field is required.');
    expect(api.requests).toHaveLength(0);
  });

  it("quotes the contract's limit when the password is too long", async () => {
    api = fakeApi(() => LOGIN_OK);
    renderWithProviders(<SignInPage variant="split" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail address/), 'diner@example.com');
    await user.click(screen.getByLabelText(/^Password/));
    await user.paste('x'.repeat(129));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Use at most 128 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Use at most 128 characters.');
    expect(api.requests).toHaveLength(0);
  });

  it('starts with "remember me" on, a checkbox the keyboard toggles', async () => {
    renderWithProviders(<SignInPage variant="split" />);
    const user = userEvent.setup();
    const remember = screen.getByRole('checkbox', { name: 'Remember me on this device' });
    expect(remember).toBeChecked();
    remember.focus();
    await user.keyboard(' ');
    expect(remember).not.toBeChecked();
  });

  it('disables the submit button while the sign-in is pending', async () => {
    const answer = deferred<FakeReply>();
    api = fakeApi(() => answer.promise);
    renderWithProviders(<SignInPage variant="card" />, { route: '/auth/login2' });
    await fillAndSubmit();

    await waitFor(() => expect(screen.getByRole('button', { name: /Signing in/ })).toBeDisabled());
    answer.resolve(LOGIN_OK);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Signing in/ })).not.toBeInTheDocument());
  });

  it('stores the session and returns to the same-site page the diner came from', async () => {
    api = fakeApi(() => LOGIN_OK);
    renderWithProviders(<SignInPage variant="split" />, {
      route: '/auth/login?redirect=%2Flanding%2Freservation%3Fguests%3D4',
    });
    await fillAndSubmit();

    await waitFor(() => expect(currentLocation()).toHaveTextContent('/landing/reservation?guests=4'));
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      url: '/auth/login',
      body: { email: 'diner@example.com', password: 'Diner#2026' },
    });
    expect(useAuthStore.getState()).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1', user: DINER });
  });

  it('never follows a redirect to another site', async () => {
    api = fakeApi(() => LOGIN_OK);
    renderWithProviders(<SignInPage variant="split" />, { route: '/auth/login?redirect=%2F%2Fevil.example%2Fphish' });
    await fillAndSubmit();
    await waitFor(() => expect(currentLocation()).toHaveTextContent('/landing/homepage'));
  });

  it('keeps the tokens in localStorage when "remember me" is on', async () => {
    api = fakeApi(() => LOGIN_OK);
    renderWithProviders(<SignInPage variant="split" />);
    await fillAndSubmit();

    await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-1'));
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('keeps the tokens in sessionStorage only when "remember me" is off', async () => {
    api = fakeApi(() => LOGIN_OK);
    renderWithProviders(<SignInPage variant="split" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me on this device' }));
    await fillAndSubmit();

    await waitFor(() => expect(sessionStorage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1'));
    expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBe('access-1');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it("shows the server's message when it sends one", async () => {
    api = fakeApi(() => ({
      status: 401,
      body: { message: 'Email or password is incorrect', code: 'INVALID_CREDENTIALS' },
    }));
    renderWithProviders(<SignInPage variant="split" />);
    await fillAndSubmit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email or password is incorrect');
    expect(alert).toHaveFocus();
    // The message is the login mutation's error (shown above); nothing is stored.
    expect(useAuthStore.getState().accessToken).toBeNull();
  });

  it('falls back to the Vietnamese default when the server sends no message', async () => {
    api = fakeApi(() => ({ status: 500 }));
    renderWithProviders(<SignInPage variant="split" />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.login);
  });

  it('shows the login wording with status 0 when the API cannot be reached', async () => {
    api = fakeApi(() => 'network-error');
    renderWithProviders(<SignInPage variant="split" />);
    await fillAndSubmit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Đã xảy ra lỗi!');
    expect(alert).toHaveTextContent('status 0');
  });

  it('shows and hides the password', async () => {
    renderWithProviders(<SignInPage variant="split" />);
    const user = userEvent.setup();
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the return path on the link to sign-up, in the same look', () => {
    renderWithProviders(<SignInPage variant="card" />, { route: '/auth/login2?redirect=%2Flanding%2Ffood' });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/auth/register2?redirect=%2Flanding%2Ffood',
    );
  });
});
