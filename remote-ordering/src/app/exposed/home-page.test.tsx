import { screen } from '@testing-library/react';
import {
  averages,
  category,
  combo,
  fakeApi,
  type FakeApi,
  food,
  pageOf,
  renderWithProviders,
  restaurantContact,
  review,
  voucher,
} from '@restaurant/shared/testing';
import { setUpTranslations } from '../../testing/translations';
import HomePage from './home-page';

let api: FakeApi;

beforeAll(() => setUpTranslations('en'));
afterEach(() => api.restore());

const SEEDED = {
  'GET /public/food-categories/getFoodCategories': {
    status: 200,
    body: { data: [category(1, 'Phở'), category(2, 'Bún')] },
  },
  'GET /public/food/getFoodsByCategory': { status: 200, body: pageOf([food(1, 'Phở bò'), food(2, 'Bún chả')]) },
  'GET /public/combo/getCombos': { status: 200, body: pageOf([combo(3, 'Combo Hà Nội')]) },
  'GET /public/voucher/getVouchers': { status: 200, body: pageOf([voucher(4, 'SENVANG10')]) },
  'GET /public/restaurant-review/average-ratings': { status: 200, body: { data: averages(4.5, [3, 1, 0, 0, 0]) } },
  'GET /public/restaurant-review/restaurant-reviews': { status: 200, body: pageOf([review(5, 5, 'Ngon tuyệt')]) },
  'GET /public/restaurant-table/booking-rules': {
    status: 200,
    body: {
      data: {
        services: Array.from({ length: 7 }, () => [{ open: '10:00', close: '22:00' }]),
        contact: restaurantContact,
      },
    },
  },
} as const;

describe('HomePage', () => {
  it('shows the restaurant, the way to book, categories, dishes, combos, vouchers, the rating and the latest reviews', async () => {
    api = fakeApi({ ...SEEDED });
    renderWithProviders(<HomePage />, { route: '/landing/homepage' });

    expect(screen.getByRole('heading', { level: 1, name: 'Bếp Nhà' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reserve a table' })).toHaveAttribute('href', '/landing/reservation');
    // the hours the manager set (opening-hours.test.tsx follows them through a real week)
    expect(await screen.findByText('10:00 AM – 10:00 PM')).toBeInTheDocument();
    // where it is and the number to call, as the manager set them
    const address = screen.getByRole('group', { name: 'Find us' });
    expect(address).toHaveTextContent('36 Hàng Bài, Hoàn Kiếm100000 Hà Nội, Vietnam');
    expect(screen.getByRole('link', { name: '+84 24 3825 1234' })).toHaveAttribute('href', 'tel:+842438251234');
    expect(await screen.findByRole('link', { name: 'Bún' })).toHaveAttribute('href', '/landing/food?category=2');
    expect(await screen.findByRole('link', { name: 'Phở bò' })).toHaveAttribute('href', '/landing/food-detail/1');
    expect(screen.getByRole('button', { name: 'Add to cart: Phở bò' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Combo Hà Nội' })).toHaveAttribute(
      'href',
      '/landing/combo-detail/3',
    );
    expect(await screen.findByText('SENVANG10')).toBeInTheDocument();
    expect(await screen.findByText('4.5')).toBeInTheDocument();
    expect(await screen.findByText('Ngon tuyệt')).toBeInTheDocument();
    for (const image of screen.getAllByRole('img').filter((element) => element.tagName === 'IMG')) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it('shows each section’s error on its own (server message, else its Vietnamese default) and empty states', async () => {
    api = fakeApi({
      ...SEEDED,
      'GET /public/combo/getCombos': 'network-error',
      'GET /public/voucher/getVouchers': { status: 500, body: { message: 'Voucher tạm ngưng', code: 'X' } },
      'GET /public/food/getFoodsByCategory': { status: 200, body: pageOf([]) },
    });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Lấy combo thất bại!')).toBeInTheDocument();
    expect(await screen.findByText('Voucher tạm ngưng')).toBeInTheDocument();
    expect(await screen.findByText('No dishes here yet')).toBeInTheDocument();
    expect(await screen.findByText('Ngon tuyệt')).toBeInTheDocument();
  });
});
