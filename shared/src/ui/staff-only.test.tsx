import { screen, waitFor } from '@testing-library/react';
import { i18n, languageTag, LANGUAGES, type Language } from '../index';
import {
  aUser,
  currentLocation,
  dataOf,
  fakeApi,
  loadTranslations,
  renderWithProviders,
  resetSession,
  type FakeApi,
  type RenderOptions,
} from '../testing';
import { StaffOnly } from './staff-only';

const STAFF = aUser({ id: 2, email: 'staff@example.com', fullName: 'Phạm Bếp Trưởng', role: 'staff' });
const MANAGER = aUser({ id: 3, email: 'manager@example.com', fullName: 'Lê Quản Lý', role: 'manager' });
const DINER = aUser({ id: 7, email: 'mai@example.com', fullName: 'Trần Thị Mai', role: 'diner' });
const setUpTranslations = (language: Language = 'en') => loadTranslations([], language);

let api: FakeApi;
let accountOnServer = STAFF;

beforeAll(() => setUpTranslations('en'));
beforeEach(() => {
  api = fakeApi({ 'GET /auth/me': () => ({ status: 200, body: dataOf(accountOnServer) }) });
});
afterEach(async () => {
  api.restore();
  resetSession();
  await i18n.changeLanguage('en');
});

function renderGate(auth: RenderOptions['auth']) {
  return renderWithProviders(
    <StaffOnly>
      <h1>The kitchen</h1>
    </StaffOnly>,
    // Mounted at its route, as in the host, so leaving for the sign-in page unmounts it.
    { route: '/staff/orders?column=ready', path: '/staff/orders', auth },
  );
}

describe('the staff pages gate', () => {
  it('shows the page to staff', async () => {
    accountOnServer = STAFF;
    renderGate({ user: STAFF });
    expect(await screen.findByRole('heading', { level: 1, name: 'The kitchen' })).toBeInTheDocument();
  });

  it('shows the page to a manager, who can do all that staff can', async () => {
    accountOnServer = MANAGER;
    renderGate({ user: MANAGER });
    expect(await screen.findByRole('heading', { level: 1, name: 'The kitchen' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, and back to this very page after', async () => {
    renderGate('signed-out');
    await waitFor(() => expect(currentLocation()).toBe('/auth/login?redirect=%2Fstaff%2Forders%3Fcolumn%3Dready'));
    expect(screen.queryByRole('heading', { name: 'The kitchen' })).not.toBeInTheDocument();
  });

  it('shows a diner the 403 page, never the page', async () => {
    accountOnServer = DINER;
    renderGate({ user: DINER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff only' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute('href', '/landing/homepage');
    expect(screen.queryByRole('heading', { name: 'The kitchen' })).not.toBeInTheDocument();
  });

  it('follows the server when a stored staff account is no longer staff', async () => {
    accountOnServer = DINER;
    renderGate({ user: { ...DINER, role: 'staff' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff only' })).toBeInTheDocument();
  });

  it.each(LANGUAGES.filter((language) => language !== 'en').map((language) => [language] as [Language]))(
    'says "staff only" in %s',
    async (language) => {
      await setUpTranslations(language);
      await i18n.changeLanguage(languageTag(language));
      accountOnServer = DINER;
      renderGate({ user: DINER });
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading).not.toHaveTextContent('Staff only');
      expect(heading).toHaveTextContent(i18n.t('common:staffOnly.title'));
    },
  );

  it('shows staff "managers only" on a manager page, and a manager the page', async () => {
    accountOnServer = STAFF;
    const view = renderWithProviders(
      <StaffOnly role="manager">
        <h1>The menu</h1>
      </StaffOnly>,
      { route: '/staff/menu', path: '/staff/menu', auth: { user: STAFF } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Managers only' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the orders board' })).toHaveAttribute('href', '/staff/orders');
    view.unmount();
    accountOnServer = MANAGER;
    renderWithProviders(
      <StaffOnly role="manager">
        <h1>The menu</h1>
      </StaffOnly>,
      { route: '/staff/menu', path: '/staff/menu', auth: { user: MANAGER } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The menu' })).toBeInTheDocument();
  });
});
