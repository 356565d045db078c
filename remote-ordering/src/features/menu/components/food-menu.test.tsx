import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  category,
  currentLocation,
  fakeApi,
  type FakeApi,
  food,
  pageOf,
  renderWithProviders,
} from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { FoodMenu } from './food-menu';

const CATEGORIES = 'GET /public/food-categories/getFoodCategories';
const FOODS = 'GET /public/food/getFoodsByCategory';
let api: FakeApi;

beforeAll(() => setUpTranslations('en'));
afterEach(() => api.restore());

function renderMenu(route = '/landing/food') {
  return renderWithProviders(<FoodMenu renderFoodAction={(dish) => <button type="button">Add {dish.name}</button>} />, {
    route,
  });
}

describe('FoodMenu', () => {
  it('shows the categories and the dishes of the category chosen in the URL, with their prices', async () => {
    api = fakeApi({
      [CATEGORIES]: { status: 200, body: { data: [category(1, 'Phở'), category(2, 'Bún')] } },
      [FOODS]: (request) => ({
        status: 200,
        body: pageOf([food(11, 'Bún chả', 75000)], Number(request.params.page), 12, 30),
      }),
    });
    renderMenu('/landing/food?category=2&page=2');

    expect(await screen.findByRole('link', { name: 'Bún chả' })).toHaveAttribute('href', '/landing/food-detail/11');
    expect(screen.getByText('₫75,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Bún chả' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: /Bún/ })).toHaveAttribute('aria-current', 'page');
    expect(api.requests.find((request) => request.path.endsWith('getFoodsByCategory'))?.params).toEqual({
      categoryId: 2,
      page: 2,
      size: 12,
    });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('marks a dish sold out for today on its card, with no add-to-cart control, and keeps the others orderable', async () => {
    api = fakeApi({
      [CATEGORIES]: { status: 200, body: { data: [category(1, 'Phở')] } },
      [FOODS]: {
        status: 200,
        body: pageOf([food(1, 'Phở bò tái', 69000, { soldOut: true }), food(2, 'Phở gà', 59000)], 1, 12, 2),
      },
    });
    renderMenu();

    const soldOut = (await screen.findByRole('link', { name: 'Phở bò tái' })).closest('article');
    expect(soldOut).not.toBeNull();
    expect(within(soldOut as HTMLElement).getByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Phở bò tái' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Phở gà' })).toBeInTheDocument();
  });

  it('moves to another page, search and sort through the URL', async () => {
    const user = userEvent.setup();
    api = fakeApi({
      [CATEGORIES]: { status: 200, body: { data: [category(1, 'Phở')] } },
      [FOODS]: { status: 200, body: pageOf([food(1, 'Phở bò')], 1, 12, 30) },
    });
    renderMenu('/landing/food?category=1');
    await screen.findByRole('link', { name: 'Phở bò' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(currentLocation()).toBe('/landing/food?category=1&page=2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    expect(currentLocation()).toBe('/landing/food?category=1&sort=price_asc');

    await user.type(screen.getByRole('searchbox', { name: 'Search dishes' }), 'pho{Enter}');
    expect(currentLocation()).toBe('/landing/food?category=1&sort=price_asc&q=pho');
    await waitFor(() =>
      expect(api.requests.at(-1)?.params).toEqual({
        categoryId: 1,
        page: 1,
        size: 12,
        search: 'pho',
        sort: 'price_asc',
      }),
    );
  });

  it('shows the server message when the dishes fail to load, and retries', async () => {
    const user = userEvent.setup();
    api = fakeApi({
      [CATEGORIES]: { status: 200, body: { data: [category(1, 'Phở')] } },
      [FOODS]: { status: 500, body: { message: 'Bếp đang bảo trì', code: 'INTERNAL' } },
    });
    renderMenu();
    expect(await screen.findByText('Bếp đang bảo trì')).toBeInTheDocument();

    api.on(FOODS, { status: 200, body: pageOf([food(1, 'Phở gà')]) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Phở gà' })).toBeInTheDocument();
  });

  it('shows the Vietnamese default when the server sends no message (or does not answer)', async () => {
    api = fakeApi({ [CATEGORIES]: 'network-error', [FOODS]: { status: 503, body: {} } });
    renderMenu();
    expect(await screen.findAllByText('Lấy danh sách món ăn thất bại!')).toHaveLength(2);
  });

  it('says so when a category has no dishes, and when a search matches nothing', async () => {
    api = fakeApi({
      [CATEGORIES]: { status: 200, body: { data: [] } },
      [FOODS]: { status: 200, body: pageOf([]) },
    });
    const { unmount } = renderMenu();
    expect(await screen.findByText('No dishes here yet')).toBeInTheDocument();
    unmount();

    renderMenu('/landing/food?q=pizza');
    expect(await screen.findByText('No dish matches “pizza”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear the search' })).toBeInTheDocument();
  });
});
