import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@restaurant/shared/router';
import { deferred, fakeApi, type FakeReply, renderWithProviders, resetSession } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { PasswordResetPage, readResetToken } from './password-reset-page';

const TOKEN = 'q3Vx9_kLmN-2pRt7sYw8zA';
let api: ReturnType<typeof fakeApi> | undefined;

beforeAll(() => setUpTranslations('en'));
beforeEach(() => resetSession());
afterEach(() => api?.restore());

const location = () => screen.getByRole('status', { name: 'current location' });

describe('forgot password', () => {
  it('validates the address, then says a link is on its way without revealing whether the account exists', async () => {
    const answer = deferred<FakeReply>();
    api = fakeApi(() => answer.promise);
    renderWithProviders(<PasswordResetPage variant="split" />, { route: '/auth/forgot-password' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription('This field is required.'),
    );

    await user.type(screen.getByLabelText(/E-mail address/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled());
    answer.resolve({ status: 202 });

    expect(await screen.findByText(/If an account uses nobody@example.com/)).toBeInTheDocument();
    expect(api.requests[0]).toMatchObject({ url: '/auth/forgot-password', body: { email: 'nobody@example.com' } });
  });

  it('shows the generic Vietnamese message when the request fails without a message', async () => {
    api = fakeApi(() => ({ status: 500 }));
    renderWithProviders(<PasswordResetPage variant="card" />, { route: '/auth/forgot-password2' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail address/), 'diner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Đã xảy ra lỗi!');
  });
});

describe('reset from the link', () => {
  it('takes the token out of the address bar and sets the new password', async () => {
    api = fakeApi(() => ({ status: 204 }));
    renderWithProviders(<PasswordResetPage variant="split" />, {
      route: `/auth/forgot-password#token=${TOKEN}`,
      path: '/auth/forgot-password',
    });
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/auth\/forgot-password$/));
    expect(document.body.innerHTML).not.toContain(TOKEN);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'NewPho#2027');
    await user.type(screen.getByLabelText(/^Confirm the password/), 'NewPho#2027x');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(screen.getByLabelText(/^Confirm the password/)).toHaveAccessibleDescription(
      'The two passwords do not match.',
    );
    await user.clear(screen.getByLabelText(/^Confirm the password/));
    await user.type(screen.getByLabelText(/^Confirm the password/), 'NewPho#2027');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/auth\/login$/));
    expect(api.requests[0]).toMatchObject({
      url: '/auth/reset-password',
      body: { token: TOKEN, password: 'NewPho#2027' },
    });
  });

  it('opens the reset form when the link is followed in the tab already showing the request page', async () => {
    api = fakeApi(() => ({ status: 204 }));
    renderWithProviders(
      <>
        <PasswordResetPage variant="split" />
        <Link to={{ pathname: '/auth/forgot-password', hash: `#token=${TOKEN}` }}>the e-mailed link</Link>
      </>,
      { route: '/auth/forgot-password' },
    );
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: 'the e-mailed link' }));
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/auth\/forgot-password$/));
  });

  it('offers a new link when the token is expired or used', async () => {
    api = fakeApi(() => ({ status: 400, body: { message: 'Invalid token', code: 'INVALID_RESET_TOKEN' } }));
    renderWithProviders(<PasswordResetPage variant="card" />, {
      route: `/auth/forgot-password2#token=${TOKEN}`,
      path: '/auth/forgot-password2',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'NewPho#2027');
    await user.type(screen.getByLabelText(/^Confirm the password/), 'NewPho#2027');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This link no longer works');
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });
});

describe('readResetToken', () => {
  it('reads a well-formed token from the fragment only', () => {
    expect(readResetToken(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(readResetToken('#token=<script>')).toBeNull();
    expect(readResetToken('')).toBeNull();
  });
});
