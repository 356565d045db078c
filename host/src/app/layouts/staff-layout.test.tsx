import { cleanup, screen, within } from '@testing-library/react';
import { useCustomizerStore } from '@restaurant/shared';
import { Route, Routes } from '@restaurant/shared/router';
import { aUser, dataOf, fakeApi, renderWithProviders, resetSession, type FakeApi } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../testing/translations';
import StaffLayout from './staff-layout';

const MANAGER = aUser({ id: 3, email: 'manager@example.com', role: 'manager' });
const STAFF = aUser({ id: 2, email: 'staff@example.com', role: 'staff' });
let api: FakeApi;
let accountOnServer = MANAGER;

beforeAll(() => setUpTranslations('en'));
beforeEach(() => {
  api = fakeApi({ 'GET /auth/me': () => ({ status: 200, body: dataOf(accountOnServer) }) });
});
afterEach(() => {
  cleanup();
  api.restore();
  resetSession();
  useCustomizerStore.setState({ horizontalLayout: useCustomizerStore.getInitialState().horizontalLayout });
});

function renderAt(path: string, user: typeof MANAGER) {
  accountOnServer = user;
  return renderWithProviders(
    <Routes>
      <Route element={<StaffLayout />}>
        <Route path={path} element={<h1>The page</h1>} />
      </Route>
    </Routes>,
    { route: path, auth: { user } },
  );
}

describe('the back office layout', () => {
  it('has a skip link, landmarks, and the restaurant’s tasks only, the current one marked', async () => {
    useCustomizerStore.setState({ horizontalLayout: false });
    renderAt('/staff/vouchers', MANAGER);
    expect(await screen.findByRole('heading', { level: 1, name: 'The page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Vouchers' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Orders board' })).toBeInTheDocument();
    // Nothing of the template demo's menu.
    for (const demo of ['Dashboards', 'Apps', 'Pages', 'Forms', 'Tables', 'Charts', 'Widgets']) {
      expect(within(nav).queryByRole('heading', { name: demo })).not.toBeInTheDocument();
    }
    expect(within(nav).queryByRole('link', { name: 'Contacts' })).not.toBeInTheDocument();
    // No diner's cart in the back office; the customizer stays.
    expect(screen.queryByRole('button', { name: /cart/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /settings/i })).toBeInTheDocument();
  });

  it('keeps the manager’s pages out of a staff member’s menu (horizontal layout too)', async () => {
    useCustomizerStore.setState({ horizontalLayout: true });
    renderAt('/staff/orders', STAFF);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('button', { name: 'Staff' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Management' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Dashboards' })).not.toBeInTheDocument();
  });
});
