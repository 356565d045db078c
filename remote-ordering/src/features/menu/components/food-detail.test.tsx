import { cleanup, screen } from '@testing-library/react';
import { type FakeApi, fakeApi, foodDetail, renderWithProviders } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { FoodDetail } from './food-detail';

const FOOD = 'GET /public/food/getFood/:id';
let api: FakeApi;

beforeAll(() => setUpTranslations('en'));
afterEach(() => api.restore());

function renderDetail(id: string) {
  return renderWithProviders(
    <FoodDetail renderAddToCart={(dish) => <button type="button">Add {dish.name}</button>} />,
    { route: `/landing/food-detail/${id}`, path: '/landing/food-detail/:id' },
  );
}

describe('FoodDetail', () => {
  it('shows the dish: name, price, descriptions, combos and the add-to-cart control', async () => {
    api = fakeApi({ [FOOD]: { status: 200, body: { data: foodDetail(5, 'Phở bò tái', 69000) } } });
    renderDetail('5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Phở bò tái' })).toBeInTheDocument();
    expect(screen.getByText('₫69,000')).toBeInTheDocument();
    expect(screen.getByText('Mô tả Phở bò tái')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Combo Hà Nội' })).toHaveAttribute('href', '/landing/combo-detail/3');
    expect(screen.getByRole('button', { name: 'Add Phở bò tái' })).toBeInTheDocument();
    expect(api.requests[0]?.path).toBe('/public/food/getFood/5');
  });

  it('reads in Vietnamese as a Vietnamese menu does: the Vietnamese description, no English gloss, vi-VN prices', async () => {
    await setUpTranslations('vi');
    try {
      api = fakeApi({ [FOOD]: { status: 200, body: { data: foodDetail(5, 'Phở bò tái', 69000) } } });
      renderWithProviders(<FoodDetail renderAddToCart={(dish) => <button type="button">Add {dish.name}</button>} />, {
        route: '/landing/food-detail/5',
        path: '/landing/food-detail/:id',
        language: 'vi',
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Phở bò tái' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Mô tả' })).toBeInTheDocument();
      expect(screen.getByText('Mô tả Phở bò tái')).toBeInTheDocument();
      expect(screen.getByText(/^69\.000\s₫$/)).toBeInTheDocument();
      expect(screen.queryByText(/English description|Phở bò tái EN/)).not.toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Phở bò tái' })).toBeInTheDocument();
    } finally {
      cleanup();
      await setUpTranslations('en');
    }
  });

  it('says a dish the kitchen marked sold out for today is sold out, with no add-to-cart control', async () => {
    api = fakeApi({
      [FOOD]: { status: 200, body: { data: { ...foodDetail(5, 'Phở bò tái', 69000), soldOut: true } } },
    });
    renderDetail('5');
    expect(await screen.findByText('This dish is sold out today.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Add Phở bò tái' })).not.toBeInTheDocument();
  });

  it('shows a translated not-found state for an unknown id, and for an id that is not a number', async () => {
    api = fakeApi({ [FOOD]: { status: 404, body: { message: 'Food not found', code: 'NOT_FOUND' } } });
    const { unmount } = renderDetail('999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dish not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/landing/food');
    unmount();

    renderDetail('abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Dish not found' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });

  it('shows the server message on failure, else the generic Vietnamese default', async () => {
    api = fakeApi({ [FOOD]: { status: 500, body: { message: 'Máy chủ bận', code: 'INTERNAL' } } });
    const { unmount } = renderDetail('5');
    expect(await screen.findByText('Máy chủ bận')).toBeInTheDocument();
    unmount();

    api.on(FOOD, 'network-error');
    renderDetail('6');
    expect(await screen.findByText('Đã xảy ra lỗi!')).toBeInTheDocument();
  });
});
