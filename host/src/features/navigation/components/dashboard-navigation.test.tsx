import { cleanup, screen, within, type ByRoleMatcher } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, languageTag, LANGUAGES, type Language } from '@restaurant/shared';
import { demoFirstRecords } from '@restaurant/shared/router';
import { aUser, dataOf, fakeApi, renderWithProviders, resetSession, type FakeApi } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { DASHBOARD_NAV, isNavBranch, navGroupsFor } from '../dashboard-nav';
import { HorizontalNav } from './horizontal-nav';
import { SidebarNav } from './sidebar-nav';

/** Spec section 2, "Navigation labels". */
const SECTION_2_LABELS = [
  'Modern',
  'Ecommerce',
  'Contacts',
  'Blog',
  'Posts',
  'Detail',
  'Shop',
  'List',
  'Checkout',
  'Chats',
  'Users',
  'Profile',
  'Followers',
  'Friends',
  'Gallery',
  'Notes',
  'Calendar',
  'Email',
  'Tickets',
];

beforeAll(() => setUpTranslations('en'));
afterEach(() => i18n.changeLanguage('en'));

/** The accessible names of every element of `role` in `container` (the name matcher sees each one). */
function namesOf(role: ByRoleMatcher, container: HTMLElement): string[] {
  const names: string[] = [];
  within(container).queryAllByRole(role, {
    name: (name) => {
      names.push(name);
      return true;
    },
  });
  return names;
}

interface Reachable {
  /** Names of what can be followed: links, and menu items in the horizontal dropdowns. */
  links: string[];
  /** Names of the labelled lists and groups: the branches (Blog, Users...) over their links. */
  headings: string[];
}

function reachableIn(container: HTMLElement): Reachable {
  return {
    links: [...namesOf('link', container), ...namesOf('menuitem', container)],
    headings: [...namesOf('list', container), ...namesOf('group', container)].filter((name) => name !== ''),
  };
}

async function reachableInVerticalSidebar(collapsed: boolean): Promise<Reachable> {
  renderWithProviders(<SidebarNav collapsed={collapsed} />, { route: '/dashboards/ecommerce' });
  return reachableIn(await screen.findByRole('navigation', { name: 'Main navigation' }));
}

/** Opens each dropdown of the horizontal layout in turn and gathers what it offers. */
async function reachableInHorizontalNav(): Promise<Reachable> {
  const user = userEvent.setup();
  renderWithProviders(<HorizontalNav />, { route: '/dashboards/ecommerce' });
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  const reachable: Reachable = { links: [], headings: [] };
  // Signed out (the render's default): every group but the staff's.
  for (const group of navGroupsFor(null)) {
    await user.click(within(nav).getByRole('button', { name: i18n.t(`hostDashboard:nav.${group.label}`) }));
    const found = reachableIn(await screen.findByRole('menu'));
    reachable.links.push(...found.links);
    reachable.headings.push(...found.headings);
    await user.keyboard('{Escape}');
  }
  return reachable;
}

const VARIANTS: ReadonlyArray<[string, () => Promise<Reachable>]> = [
  ['horizontal (the default)', reachableInHorizontalNav],
  ['vertical', () => reachableInVerticalSidebar(false)],
  ['vertical with the mini sidebar', () => reachableInVerticalSidebar(true)],
];

function asWord(label: string): RegExp {
  return new RegExp(`(^|\\s)${label}($|\\s)`, 'i');
}

describe.each(VARIANTS)('the dashboard navigation, %s', (_variant, reachableInVariant) => {
  it('reaches every navigation label of spec section 2', async () => {
    const { links, headings } = await reachableInVariant();
    const missing = SECTION_2_LABELS.filter(
      (label) => ![...links, ...headings].some((name) => asWord(label).test(name)),
    );
    expect(missing).toEqual([]);
  });

  it('shows Blog and Users over their own links', async () => {
    const { headings } = await reachableInVariant();
    expect(headings).toEqual(expect.arrayContaining(['Blog', 'Users', 'Ecommerce']));
  });

  it('gives each link a name of its own', async () => {
    const { links } = await reachableInVariant();
    const repeated = links.filter((name, index) => links.indexOf(name) !== index);
    expect(repeated).toEqual([]);
    expect(links).toEqual(expect.arrayContaining(['Blog detail', 'Product detail', 'Product list']));
  });
});

describe('the dashboard navigation links', () => {
  it('lead to the blog post and the product, each from its own link', async () => {
    renderWithProviders(<SidebarNav />, { route: '/dashboards/ecommerce' });
    const blog = await screen.findByRole('list', { name: 'Blog' });
    const shop = screen.getByRole('list', { name: 'Ecommerce' });

    expect(within(blog).getByRole('link', { name: 'Posts' })).toHaveAttribute('href', '/apps/blog/posts');
    // The demo's first post and product (remote-demo's tests pin them to its sample data), not "not found".
    expect(within(blog).getByRole('link', { name: 'Blog detail' })).toHaveAttribute(
      'href',
      '/apps/blog/detail/ten-small-habits-for-a-calmer-morning',
    );
    expect(within(shop).getByRole('link', { name: 'Product detail' })).toHaveAttribute(
      'href',
      `/apps/ecommerce/detail/${demoFirstRecords.productId}`,
    );
    expect(within(shop).getByRole('link', { name: 'Product list' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/eco-product-list',
    );
  });

  it('each go to a page no other link goes to', () => {
    const destinations = DASHBOARD_NAV.flatMap((group) =>
      group.items.flatMap((entry) => (isNavBranch(entry) ? entry.children : [entry])),
    ).map((link) => link.to);
    expect(new Set(destinations).size).toBe(destinations.length);
  });

  it.each(LANGUAGES.map((language) => [language] as [Language]))('have distinct names in %s', async (language) => {
    await i18n.changeLanguage(languageTag(language));
    renderWithProviders(<SidebarNav />, { route: '/dashboards/ecommerce' });
    const links = namesOf('link', await screen.findByRole('navigation'));
    expect(links.filter((name, index) => links.indexOf(name) !== index)).toEqual([]);
  });
});

describe('the Staff group of the dashboard navigation', () => {
  const STAFF = aUser({ id: 2, email: 'staff@example.com', role: 'staff' });
  let api: FakeApi;
  let accountOnServer = STAFF;

  beforeEach(() => {
    api = fakeApi({ 'GET /auth/me': () => ({ status: 200, body: dataOf(accountOnServer) }) });
  });
  afterEach(() => {
    // Unmounted first, so signing out does not re-render a menu the test has finished with.
    cleanup();
    api.restore();
    resetSession();
  });

  it('lists the staff pages for a staff account, in the sidebar and the horizontal menu', async () => {
    accountOnServer = STAFF;
    const user = userEvent.setup();
    renderWithProviders(<SidebarNav />, { route: '/staff/orders', auth: { user: STAFF } });
    const staff = await screen.findByRole('heading', { level: 2, name: 'Staff' });
    const links = within(staff.parentElement!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Orders board', '/staff/orders'],
      ['Today’s reservations', '/staff/reservations'],
      ['Sold out today', '/staff/sold-out'],
      ['Live floor', '/staff/floor'],
    ]);
    expect(within(staff.parentElement!).getByRole('link', { name: 'Orders board' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    cleanup();
    renderWithProviders(<HorizontalNav />, { route: '/staff/orders', auth: { user: STAFF } });
    await user.click(screen.getByRole('button', { name: 'Staff' }));
    expect(await screen.findByRole('menuitem', { name: 'Orders board' })).toBeInTheDocument();
  });

  it('lists the staff pages for a manager too, who can do all that staff can', async () => {
    const MANAGER = aUser({ id: 3, email: 'manager@example.com', role: 'manager' });
    accountOnServer = MANAGER;
    renderWithProviders(<SidebarNav />, { route: '/staff/orders', auth: { user: MANAGER } });
    const staff = await screen.findByRole('heading', { level: 2, name: 'Staff' });
    expect(within(staff.parentElement!).getByRole('link', { name: 'Orders board' })).toHaveAttribute(
      'href',
      '/staff/orders',
    );
  });

  it.each([
    ['a diner', { user: aUser({ role: 'diner' }) }],
    ['a signed-out visitor', 'signed-out' as const],
  ])('is not shown to %s', async (_who, auth) => {
    accountOnServer = aUser({ role: 'diner' });
    renderWithProviders(<SidebarNav />, { route: '/dashboards/ecommerce', auth });
    await screen.findByRole('heading', { level: 2, name: 'Dashboards' });
    expect(screen.queryByRole('heading', { name: 'Staff' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Orders board' })).not.toBeInTheDocument();
  });

  it('appears once the server says a stored account is staff (the stored user is refreshed by /auth/me)', async () => {
    accountOnServer = STAFF;
    renderWithProviders(<SidebarNav />, {
      route: '/dashboards/ecommerce',
      auth: { user: { ...STAFF, role: 'diner' } },
    });
    expect(await screen.findByRole('link', { name: 'Orders board' })).toBeInTheDocument();
  });
});

describe('the back office navigation (the staff layout)', () => {
  const STAFF = aUser({ id: 2, email: 'staff@example.com', role: 'staff' });
  const MANAGER = aUser({ id: 3, email: 'manager@example.com', role: 'manager' });
  let api: FakeApi;
  let accountOnServer = STAFF;

  beforeEach(() => {
    api = fakeApi({ 'GET /auth/me': () => ({ status: 200, body: dataOf(accountOnServer) }) });
  });
  afterEach(() => {
    cleanup();
    api.restore();
    resetSession();
  });

  it('lists the restaurant’s tasks and the manager’s pages to a manager, nothing of the demo', async () => {
    accountOnServer = MANAGER;
    renderWithProviders(<SidebarNav workspace="staff" />, { route: '/staff/menu', auth: { user: MANAGER } });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const management = await within(nav).findByRole('heading', { level: 2, name: 'Management' });
    expect(
      within(management.parentElement!)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Menu', '/staff/menu'],
      ['Vouchers', '/staff/vouchers'],
      ['Hours and rules', '/staff/settings'],
      ['Floor plan', '/staff/floors'],
      ['Reviews', '/staff/reviews'],
      ['Reports', '/staff/reports'],
      ['Audit log', '/staff/audit'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Menu' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Orders board' })).not.toHaveAttribute('aria-current');
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Staff', 'Management']);
    expect(within(nav).queryByRole('link', { name: 'Contacts' })).not.toBeInTheDocument();
  });

  it('shows staff their tasks but not the manager’s pages', async () => {
    accountOnServer = STAFF;
    renderWithProviders(<SidebarNav workspace="staff" />, { route: '/staff/orders', auth: { user: STAFF } });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Orders board' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/staff/orders', '/staff/reservations', '/staff/sold-out', '/staff/floor']);
    expect(within(nav).queryByRole('heading', { name: 'Management' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Vouchers' })).not.toBeInTheDocument();
  });

  it('offers the manager’s group in the horizontal menu too', async () => {
    accountOnServer = MANAGER;
    const user = userEvent.setup();
    renderWithProviders(<HorizontalNav workspace="staff" />, { route: '/staff/orders', auth: { user: MANAGER } });
    await user.click(await screen.findByRole('button', { name: 'Management' }));
    expect(await screen.findByRole('menuitem', { name: 'Vouchers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dashboards' })).not.toBeInTheDocument();
  });

  it('keeps the demo’s menu without the manager’s pages', () => {
    expect(navGroupsFor('manager').map((group) => group.label)).not.toContain('management');
    expect(navGroupsFor('manager').map((group) => group.label)).toContain('staff');
    expect(navGroupsFor('staff', 'staff').map((group) => group.label)).toEqual(['staff']);
    expect(navGroupsFor('manager', 'staff').map((group) => group.label)).toEqual(['staff', 'management']);
    expect(navGroupsFor('diner', 'staff')).toEqual([]);
  });
});
