import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@restaurant/shared';
import {
  currentLocation,
  dataOf,
  fakeApi,
  renderWithProviders,
  resetSession,
  type FakeApi,
} from '@restaurant/shared/testing';
import { STAFF } from '../testing/fixtures';
import { setUpTranslations } from '../testing/translations';
import StandaloneSignIn from './standalone-sign-in';

let api: FakeApi;

beforeAll(() => setUpTranslations('en'));
beforeEach(() => {
  api = fakeApi({
    'POST /auth/login': {
      status: 200,
      body: dataOf({ accessToken: 'a', refreshToken: 'r', tokenType: 'Bearer', expiresIn: 900, user: STAFF }),
    },
    'GET /auth/me': { status: 200, body: dataOf(STAFF) },
  });
});
afterEach(() => {
  api.restore();
  resetSession();
});

describe('the standalone shell’s sign-in', () => {
  it('signs staff in and goes back to the page that sent them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StandaloneSignIn />, {
      route: '/auth/login?redirect=%2Fstaff%2Forders',
      path: '/auth/login',
      auth: 'signed-out',
    });

    await user.type(await screen.findByLabelText('E-mail address'), 'staff@example.com');
    await user.type(screen.getByLabelText('Password'), 'Staff#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(currentLocation()).toBe('/staff/orders'));
    expect(useAuthStore.getState().user?.role).toBe('staff');
    expect(api.requestsTo('POST /auth/login')[0]?.body).toEqual({ email: 'staff@example.com', password: 'Staff#2026' });
  });

  it('asks for both fields before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StandaloneSignIn />, { route: '/auth/login', auth: 'signed-out' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(api.requestsTo('POST /auth/login')).toHaveLength(0);
  });
});
