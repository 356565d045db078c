import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_MESSAGES, useAuthStore } from '@restaurant/shared';
import { deferred, fakeApi, type FakeReply, renderWithProviders, resetSession } from '@restaurant/shared/testing';
import { DINER } from '../../../testing/fixtures';
import { setUpTranslations } from '../../../testing/translations';
import { SignUpPage } from './sign-up-page';

const CREATED: FakeReply = { status: 201, body: { data: DINER } };
let api: ReturnType<typeof fakeApi> | undefined;

beforeAll(() => setUpTranslations('en'));
beforeEach(() => resetSession());
afterEach(() => api?.restore());

async function fill({ phone = '', confirm = 'Pho#2026x' }: { phone?: string; confirm?: string } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Full name/), 'Trần Thị Mai');
  await user.type(screen.getByLabelText(/E-mail address/), 'mai@example.com');
  if (phone) await user.type(screen.getByLabelText(/Phone number/), phone);
  await user.type(screen.getByLabelText(/^Password/), 'Pho#2026x');
  await user.type(screen.getByLabelText(/^Confirm the password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
}

describe('SignUpPage', () => {
  it('explains each broken rule beside its field', async () => {
    api = fakeApi(() => CREATED);
    renderWithProviders(<SignUpPage variant="split" />, { route: '/auth/register' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail address/), 'mai@');
    await user.type(screen.getByLabelText(/Phone number/), '12ab');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm the password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription('This field is required.'),
    );
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription('Enter a valid e-mail address.');
    expect(screen.getByLabelText(/Phone number/)).toHaveAccessibleDescription(/Enter a valid phone number/);
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Use at least 8 characters.');
    expect(screen.getByLabelText(/^Confirm the password/)).toHaveAccessibleDescription(
      'The two passwords do not match.',
    );
    expect(api.requests).toHaveLength(0);
  });

  it('asks for a letter and a digit in the password', async () => {
    api = fakeApi(() => CREATED);
    renderWithProviders(<SignUpPage variant="split" />, { route: '/auth/register' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'onlyletters');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Use at least one letter and one digit.'),
    );
  });

  it('registers, leaves the empty phone out, and goes on to the code in the same look with the return path', async () => {
    api = fakeApi(() => CREATED);
    renderWithProviders(<SignUpPage variant="card" />, { route: '/auth/register2?redirect=%2Flanding%2Freview' });
    await fill();

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(
        '/auth/two-steps2?redirect=%2Flanding%2Freview',
      ),
    );
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      url: '/auth/register',
      body: { email: 'mai@example.com', password: 'Pho#2026x', fullName: 'Trần Thị Mai' },
    });
    expect(api.requests[0]?.body).not.toHaveProperty('phone');
    // Registration alone does not sign in.
    expect(useAuthStore.getState().accessToken).toBeNull();
  });

  it('disables the submit button while pending', async () => {
    const answer = deferred<FakeReply>();
    api = fakeApi(() => answer.promise);
    renderWithProviders(<SignUpPage variant="split" />, { route: '/auth/register' });
    await fill({ phone: '+84 912 345 678' });

    await waitFor(() => expect(screen.getByRole('button', { name: /Creating your account/ })).toBeDisabled());
    expect(api.requests[0]?.body).toMatchObject({ phone: '+84 912 345 678' });
    answer.resolve(CREATED);
  });

  it("shows the server's message (a taken e-mail)", async () => {
    api = fakeApi(() => ({ status: 409, body: { message: 'This e-mail is already registered', code: 'EMAIL_TAKEN' } }));
    renderWithProviders(<SignUpPage variant="split" />, { route: '/auth/register' });
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail is already registered');
  });

  it('falls back to "Đăng ký thất bại!" without a server message', async () => {
    api = fakeApi(() => ({ status: 502 }));
    renderWithProviders(<SignUpPage variant="split" />, { route: '/auth/register' });
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.register);
  });
});
