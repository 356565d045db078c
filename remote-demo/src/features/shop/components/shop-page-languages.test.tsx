import { screen, within } from '@testing-library/react';
import { loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { demoTranslations } from '../../../lib/translations';
import { shopTranslations } from '../translations';
import ShopPage from './shop-page';

describe('ShopPage in other languages', () => {
  it.each([
    ['fr', 'Trier par', 'Livres', /^Ajouter au panier : /, /^Noté \d sur 5$/],
    ['ar', 'الترتيب حسب', 'كتب', /^أضف إلى السلة: /, /^التقييم \d من 5$/],
    ['ch', '排序方式', '图书', /^加入购物车：/, /^评分 \d（满分 5）$/],
    ['vi', 'Sắp xếp theo', 'Sách', /^Thêm vào giỏ hàng: /, /^Được đánh giá \d\/5$/],
  ] as const)(
    'reads %s: the sort, the filters, every rating and add button',
    async (language, sortBy, books, addTo, rated) => {
      await loadTranslations([shopTranslations, demoTranslations], language);
      renderWithProviders(<ShopPage />, { language, route: '/apps/ecommerce/shop' });

      expect(await screen.findAllByRole('button', { name: addTo })).not.toHaveLength(0);
      expect(screen.getByRole('combobox', { name: sortBy })).toBeTruthy();
      expect(screen.getByRole('radio', { name: books })).toBeTruthy();
      for (const card of screen.getAllByRole('article'))
        expect(within(card).getByRole('img', { name: rated })).toBeTruthy();
    },
  );
});
