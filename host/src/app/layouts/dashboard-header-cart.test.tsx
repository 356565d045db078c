import { screen } from '@testing-library/react';
import { paths, type RemoteModuleId, type RemotePageModule } from '@restaurant/shared/router';
import { renderWithProviders, resetSession } from '@restaurant/shared/testing';
import { setRemoteLoaderForTests } from '../../features/remote-loading/load-remote-page';
import { setUpTranslations } from '../../testing/translations';
import { DashboardHeaderCart, isDemoPath } from './dashboard-header-cart';

const demoCart: RemotePageModule = { default: () => <a href="/apps/ecommerce/eco-checkout">Cart 2 items</a> };
let asked: RemoteModuleId[] = [];

beforeAll(() => setUpTranslations('en'));
beforeEach(() => {
  asked = [];
  setRemoteLoaderForTests(async (id) => {
    asked.push(id);
    return demoCart;
  });
});
afterEach(() => {
  setRemoteLoaderForTests(null);
  resetSession();
});

describe('DashboardHeaderCart', () => {
  it("shows the demo shop's cart, and only it, on a demo page", async () => {
    renderWithProviders(<DashboardHeaderCart />, { auth: 'signed-out', route: paths.demo.ecommerce.shop });
    expect(await screen.findByRole('link', { name: 'Cart 2 items' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(asked).toEqual(['demo/CartButton']);
  });

  it("keeps the restaurant's cart on the restaurant's pages of the dashboard layout", () => {
    renderWithProviders(<DashboardHeaderCart />, { auth: 'signed-out', route: paths.foodDetail(12) });
    expect(screen.getByRole('link', { name: /cart/i })).toHaveAttribute('href', paths.landing.food);
    expect(asked).toEqual([]);
  });
});

describe('isDemoPath', () => {
  it.each([
    [paths.demo.ecommerce.shop, true],
    [paths.demo.charts['area-chart'], true],
    [paths.demo.apps.chats, true],
    [paths.productDetail(7), true],
    [paths.foodDetail(3), false],
    [paths.landing.food, false],
  ])('%s is a demo page: %s', (path, demo) => {
    expect(isDemoPath(path)).toBe(demo);
  });
});
