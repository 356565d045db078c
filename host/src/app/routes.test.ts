import { REMOTE_EXPOSES, matchRoutes } from '@restaurant/shared/router';
import { HOME_PATH, NOT_FOUND_PATH, PAGE_ROUTES, REDIRECTS } from './routes';

/** Every path of spec section 2, written out by hand from the spec (not derived from the table under test). */
const SPEC_PATHS = [
  '/landing/homepage',
  '/landing/food',
  '/landing/review',
  '/landing/reviews',
  '/landing/voucher',
  '/landing/voucher-detail/:id',
  '/landing/combodetailv1',
  '/landing/reservation',
  '/landing/food-detail/:id',
  '/landing/combo-detail/:id',
  // Issue 18 adds the checkout and the diner's orders to the spec's pages.
  '/landing/checkout',
  '/landing/orders',
  '/landing/orders/:id',
  // Issue 32 adds the staff's pages.
  '/staff/orders',
  '/staff/reservations',
  '/staff/sold-out',
  // Issue 32 point 5: the live floor, drawn by remote-reservation.
  '/staff/floor',
  // Issue 55: the manager's menu editor and vouchers.
  '/staff/menu',
  '/staff/vouchers',
  // Issue 57: the manager's opening hours and booking rules.
  '/staff/settings',
  // Issue 57: the manager's floor plan editor.
  '/staff/floors',
  // Issue 57: the manager's reviews.
  '/staff/reviews',
  // Issue 57: the manager's reports.
  '/staff/reports',
  // Issue 57: the back office's audit log.
  '/staff/audit',
  '/auth/404',
  '/auth/login',
  '/auth/login2',
  '/auth/register',
  '/auth/register2',
  '/auth/forgot-password',
  '/auth/forgot-password2',
  '/auth/two-steps',
  '/auth/two-steps2',
  '/auth/maintenance',
  '/dashboards/ecommerce',
  '/apps/contacts',
  '/apps/blog/posts',
  '/apps/blog/detail/:id',
  '/apps/chats',
  '/apps/email',
  '/apps/notes',
  '/apps/tickets',
  '/apps/followers',
  '/apps/friends',
  '/apps/gallery',
  '/apps/calendar',
  '/apps/ecommerce/shop',
  '/apps/ecommerce/eco-product-list',
  '/apps/ecommerce/eco-checkout',
  '/apps/ecommerce/detail/:id',
  '/user/user-profile',
  '/ui-components/alert',
  '/ui-components/accordion',
  '/ui-components/avatar',
  '/ui-components/chip',
  '/ui-components/dialog',
  '/ui-components/list',
  '/ui-components/popover',
  '/ui-components/rating',
  '/ui-components/tabs',
  '/ui-components/tooltip',
  '/ui-components/transfer-list',
  '/ui-components/typography',
  '/pages/casl',
  '/pages/treeview',
  '/tables/basic',
  '/tables/enhanced',
  '/tables/pagination',
  '/tables/fixed-header',
  '/tables/collapsible',
  '/tables/search',
  '/forms/form-elements/autocomplete',
  '/forms/form-elements/button',
  '/forms/form-elements/checkbox',
  '/forms/form-elements/radio',
  '/forms/form-elements/slider',
  '/forms/form-elements/date-time',
  '/forms/form-elements/switch',
  '/forms/form-layouts',
  '/forms/form-custom',
  '/forms/form-wizard',
  '/forms/form-validation',
  '/forms/quill-editor',
  '/charts/area-chart',
  '/charts/line-chart',
  '/charts/gredient-chart',
  '/charts/candlestick-chart',
  '/charts/column-chart',
  '/charts/doughnut-pie-chart',
  '/charts/radialbar-chart',
  '/widgets/cards',
  '/widgets/banners',
  '/widgets/charts',
];

const routeObjects = [
  ...PAGE_ROUTES.map((route) => ({ path: route.path, id: route.path })),
  ...REDIRECTS.map((redirect) => ({ path: redirect.path, id: `redirect:${redirect.path}` })),
];

describe('route table', () => {
  it('holds every spec path exactly once and nothing else', () => {
    const paths = PAGE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('puts the product pages in the landing layout, auth pages in the blank layout, the staff pages in the back office, the rest in the dashboard', () => {
    const layoutOf = (path: string) => PAGE_ROUTES.find((route) => route.path === path)?.layout;
    expect(layoutOf('/landing/homepage')).toBe('landing');
    expect(layoutOf('/landing/reservation')).toBe('landing');
    expect(layoutOf('/landing/checkout')).toBe('landing');
    expect(layoutOf('/landing/orders/:id')).toBe('landing');
    expect(layoutOf('/landing/food-detail/:id')).toBe('full');
    expect(layoutOf('/landing/combo-detail/:id')).toBe('full');
    expect(layoutOf('/auth/login')).toBe('auth');
    expect(layoutOf('/charts/area-chart')).toBe('full');
    expect(layoutOf('/staff/orders')).toBe('staff');
    expect(layoutOf('/staff/floor')).toBe('staff');
    expect(layoutOf('/staff/menu')).toBe('staff');
    expect(layoutOf('/staff/vouchers')).toBe('staff');
  });

  it('only routes to modules their remote really exposes', () => {
    for (const route of PAGE_ROUTES) {
      const [remote, exposed] = route.module.split('/') as [keyof typeof REMOTE_EXPOSES, string];
      expect(REMOTE_EXPOSES[remote]).toContain(exposed);
    }
  });

  it('redirects / to the homepage', () => {
    const match = matchRoutes(routeObjects, '/');
    expect(match?.[0]?.route.id).toBe('redirect:/');
    expect(REDIRECTS.find((redirect) => redirect.path === '/')?.to).toBe(HOME_PATH);
  });

  it.each(['/nope', '/landing', '/landing/food/extra', '/auth/unknown'])(
    'sends the unknown path %s to the 404 page',
    (path) => {
      const match = matchRoutes(routeObjects, path);
      expect(match?.[0]?.route.id).toBe('redirect:*');
      expect(REDIRECTS.find((redirect) => redirect.path === '*')?.to).toBe(NOT_FOUND_PATH);
    },
  );

  it('matches a parameterised path to its own page', () => {
    expect(matchRoutes(routeObjects, '/landing/voucher-detail/42')?.[0]?.route.id).toBe('/landing/voucher-detail/:id');
    expect(matchRoutes(routeObjects, '/landing/orders/42')?.[0]?.route.id).toBe('/landing/orders/:id');
    expect(matchRoutes(routeObjects, '/landing/orders')?.[0]?.route.id).toBe('/landing/orders');
  });
});
