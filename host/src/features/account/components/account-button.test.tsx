import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESS_TOKEN_KEY, AUTH_USER_KEY, REFRESH_TOKEN_KEY, useAuthStore, useCartStore } from '@restaurant/shared';
import {
  aUser,
  dataOf,
  fakeApi,
  renderWithProviders,
  type FakeApi,
  type FakeRequest,
} from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { AccountButton } from './account-button';

const DINER = aUser({ id: 7, fullName: 'Lan Trần', emailVerified: false });

let api: FakeApi;
let requests: FakeRequest[] = [];
/** What `GET /auth/me` answers, once `meAnswered` resolves (a test may keep the API slow: nothing waits for it). */
let accountOnServer = DINER;
let meAnswered: Promise<void> = Promise.resolve();

beforeAll(() => setUpTranslations('en'));
beforeEach(() => {
  accountOnServer = DINER;
  meAnswered = Promise.resolve();
  api = fakeApi(async ({ path }) => {
    if (path !== '/auth/me') return { status: 204 };
    await meAnswered;
    return { status: 200, body: dataOf(accountOnServer) };
  });
  requests = api.requests;
});
afterEach(() => {
  api.restore();
  useAuthStore.getState().clearSession();
  useCartStore.getState().clear();
});

function renderHeader(path = '/landing/food?category=2') {
  return renderWithProviders(<AccountButton />, { route: path });
}

async function openMenu() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Account' }));
  return screen.findByRole('menu');
}

describe('AccountButton', () => {
  it('offers sign-in and sign-up to a guest, both coming back to this page', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Flanding%2Ffood%3Fcategory%3D2',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/auth/register?redirect=%2Flanding%2Ffood%3Fcategory%3D2',
    );
  });

  it('keeps one box whoever is signed in: the other face stays laid out, hidden from sight, screen readers and Tab', () => {
    // jsdom lays nothing out: the same cell holding both faces is what keeps the header still when a session shows.
    const { unmount } = renderHeader();
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    const accountFace = screen.getByLabelText('Account');
    expect(accountFace.closest('[inert]')).toHaveAttribute('aria-hidden', 'true');
    unmount();

    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: DINER });
    renderHeader();
    expect(screen.getByRole('button', { name: 'Account' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    const guestFace = screen.getByText('Log in');
    expect(guestFace.closest('[inert]')).toHaveAttribute('aria-hidden', 'true');
    const accountCell = screen.getByRole('button', { name: 'Account' }).parentElement;
    expect(guestFace.closest('[inert]')?.parentElement).toBe(accountCell?.parentElement);
  });

  it('shows the diner, their orders, reservations and review, without a verified badge until the API says so', async () => {
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: DINER });
    renderHeader();
    const menu = await openMenu();
    expect(menu).toHaveTextContent('Lan Trần');
    expect(menu).toHaveTextContent('diner@example.com');
    expect(screen.queryByLabelText('E-mail address verified')).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My orders' })).toHaveAttribute('href', '/landing/orders');
    expect(screen.getByRole('menuitem', { name: 'My reservations' })).toHaveAttribute(
      'href',
      '/landing/reservation?tab=mine',
    );
    expect(screen.getByRole('menuitem', { name: 'My review' })).toHaveAttribute('href', '/landing/reviews');
  });

  it('names the diner right after a reload, without waiting for /auth/me', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DINER));
    await useAuthStore.persist.rehydrate();
    meAnswered = new Promise<void>(() => undefined);

    renderHeader();
    const menu = await openMenu();

    expect(menu).toHaveTextContent('Lan Trần');
    expect(requests.map((request) => request.path)).toEqual(['/auth/me']);
  });

  it('marks a verified e-mail address', async () => {
    accountOnServer = { ...DINER, emailVerified: true };
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: accountOnServer });
    renderHeader();
    await openMenu();
    expect(screen.getByLabelText('E-mail address verified')).toHaveTextContent('Verified');
  });

  it('asks the diner to fix an address the mail server keeps refusing, from the header on', async () => {
    accountOnServer = { ...DINER, emailUndeliverable: true };
    useAuthStore.getState().setSession({ accessToken: 'a', refreshToken: 'r', user: accountOnServer });
    renderHeader();
    const button = screen.getByRole('button', { name: 'Account: your e-mail address needs attention' });
    await userEvent.setup().click(button);
    const menu = await screen.findByRole('menu');
    // read with the account's name and address, which label the menu's first group
    expect(
      within(menu).getByRole('group', { name: /diner@example.com Our e-mails to this address are refused\./ }),
    ).toBeInTheDocument();
  });

  it('signs out through the shared sign-out: both keys gone, cart emptied, token revoked, back home', async () => {
    useAuthStore.getState().setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: DINER });
    useCartStore.getState().updateLine({ type: 'FOOD', foodId: 3, delta: 1 });
    renderHeader('/landing/voucher');
    await openMenu();
    const user = userEvent.setup();
    // Keyboard: the last item is reached with ArrowUp from the top, then chosen with Enter.
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('data-highlighted');
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'current location' })).toHaveTextContent('/landing/homepage'),
    );
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
    expect(useCartStore.getState().lines).toEqual([]);
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/auth/logout',
    ]);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
