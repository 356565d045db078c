import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@restaurant/shared';
import { deferred, fakeApi, type FakeReply, renderWithProviders, resetSession } from '@restaurant/shared/testing';
import { DINER } from '../../../testing/fixtures';
import { setUpTranslations } from '../../../testing/translations';
import { TwoStepsPage } from './two-steps-page';

let api: ReturnType<typeof fakeApi> | undefined;

beforeAll(() => setUpTranslations('en'));
beforeEach(() => resetSession());
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

const boxes = () => screen.getAllByRole('textbox', { name: /Digit \d of 6/ });
const fromSignUp = {
  pathname: '/auth/two-steps',
  search: '?redirect=%2Flanding%2Freview',
  state: { email: 'mai@example.com', codeSent: true },
};

describe('TwoStepsPage code entry', () => {
  it('moves on as digits are typed and back with Backspace', async () => {
    renderWithProviders(<TwoStepsPage variant="split" />, { route: fromSignUp, path: '/auth/two-steps' });
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect((boxes()[1] as HTMLInputElement).value).toBe('');
  });

  it('fills every box from a pasted code', async () => {
    renderWithProviders(<TwoStepsPage variant="split" />, { route: fromSignUp, path: '/auth/two-steps' });
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.paste('48 21-73');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['4', '8', '2', '1', '7', '3']);
  });

  it('asks for all six digits before sending anything', async () => {
    api = fakeApi(() => ({ status: 200, body: { data: { verified: true } } }));
    renderWithProviders(<TwoStepsPage variant="split" />, { route: fromSignUp, path: '/auth/two-steps' });
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
      'Enter all six digits of the code.',
    );
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });
});

describe('TwoStepsPage verification', () => {
  it('verifies the address, then offers sign-in with the return path and the e-mail carried over', async () => {
    const answer = deferred<FakeReply>();
    api = fakeApi(() => answer.promise);
    renderWithProviders(<TwoStepsPage variant="split" />, { route: fromSignUp, path: '/auth/two-steps' });
    expect(screen.getByText(/We sent a six-digit code to mai@example.com/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.paste('482173');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(screen.getByRole('button', { name: /Verifying/ })).toBeDisabled());
    answer.resolve({ status: 200, body: { data: { verified: true } } });
    const next = await screen.findByRole('button', { name: 'Sign in' });
    expect(next).toHaveFocus();
    expect(api.requests[0]).toMatchObject({
      url: '/auth/verify-email',
      body: { email: 'mai@example.com', code: '482173' },
    });
    await user.click(next);
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent(
      '/auth/login?redirect=%2Flanding%2Freview',
    );
  });

  it("records a signed-in diner's own address as confirmed, then takes them back where they came from", async () => {
    const diner = { ...DINER, emailVerified: false };
    act(() => useAuthStore.getState().setSession({ accessToken: 'token', refreshToken: 'refresh', user: diner }));
    api = fakeApi(() => ({ status: 200, body: { data: { verified: true } } }));
    renderWithProviders(<TwoStepsPage variant="split" />, {
      route: { pathname: '/auth/two-steps', search: '?redirect=%2Flanding%2Freview' },
      path: '/auth/two-steps',
    });
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.paste('482173');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(api.requests[0]).toMatchObject({ body: { email: diner.email, code: '482173' } });
    expect(useAuthStore.getState().user).toEqual({ ...diner, emailVerified: true });
    expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/landing/review');
  });

  it("shows the server's message for a wrong code", async () => {
    api = fakeApi(() => ({ status: 400, body: { message: 'The code is wrong or has expired', code: 'INVALID_CODE' } }));
    renderWithProviders(<TwoStepsPage variant="card" />, {
      route: { pathname: '/auth/two-steps2', state: { email: 'mai@example.com' } },
    });
    const user = userEvent.setup();
    await user.click(boxes()[0]!);
    await user.paste('000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong or has expired');
  });

  it('asks for the e-mail address when it is not known', () => {
    renderWithProviders(<TwoStepsPage variant="card" />, { route: '/auth/two-steps2' });
    expect(screen.getByLabelText(/E-mail address/)).toBeInTheDocument();
  });
});

describe('TwoStepsPage resend', () => {
  it('waits for the cool-down after sign-up, then sends a new code and waits again', async () => {
    jest.useFakeTimers();
    api = fakeApi(() => ({ status: 202, body: { data: { retryAfterSeconds: 30 } } }));
    renderWithProviders(<TwoStepsPage variant="split" />, { route: fromSignUp, path: '/auth/two-steps' });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

    expect(screen.getByRole('button', { name: 'Send a new code in 60 s' })).toBeDisabled();
    for (let second = 0; second < 60; second += 1) {
      act(() => {
        jest.advanceTimersByTime(1000);
      });
    }
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByText(/A new code is on its way/)).toBeInTheDocument();
    expect(api.requests[0]).toMatchObject({ url: '/auth/verify-email/resend', body: { email: 'mai@example.com' } });
    expect(screen.getByRole('button', { name: 'Send a new code in 30 s' })).toBeDisabled();
  });
});
