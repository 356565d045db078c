import { screen } from '@testing-library/react';
import { combo, comboDetail, fakeApi, type FakeApi, pageOf, renderWithProviders } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { ComboDetail } from './combo-detail';
import { ComboDetailV1, pickFeaturedCombo } from './combo-detail-v1';

const COMBO = 'GET /public/combo/:id';
const COMBOS = 'GET /public/combo/getCombos';
let api: FakeApi;

beforeAll(() => setUpTranslations('en'));
afterEach(() => api.restore());

function renderDetail(id: string) {
  return renderWithProviders(
    <ComboDetail renderAddToCart={(data) => <button type="button">Add {data.name}</button>} />,
    {
      route: `/landing/combo-detail/${id}`,
      path: '/landing/combo-detail/:id',
    },
  );
}

describe('ComboDetail', () => {
  it('shows the price, the saving against the dishes bought separately, and what the combo contains', async () => {
    api = fakeApi({ [COMBO]: { status: 200, body: { data: comboDetail(3, 'Combo Hà Nội', 250000, 300000) } } });
    renderDetail('3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Combo Hà Nội' })).toBeInTheDocument();
    expect(screen.getByText('₫250,000')).toBeInTheDocument();
    expect(screen.getByText('Save ₫50,000')).toBeInTheDocument();
    expect(screen.getByText('Phở bò')).toBeInTheDocument();
    expect(screen.getByText('2 × ₫65,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Combo Hà Nội' })).toBeInTheDocument();
  });

  it('says a combo sold out for today is sold out, with no add-to-cart control', async () => {
    api = fakeApi({
      [COMBO]: { status: 200, body: { data: { ...comboDetail(3, 'Combo Hà Nội', 250000, 300000), soldOut: true } } },
    });
    renderDetail('3');
    expect(await screen.findByText('This combo is sold out today.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Add Combo Hà Nội' })).not.toBeInTheDocument();
  });

  it('shows a translated not-found state for an unknown id', async () => {
    api = fakeApi({ [COMBO]: { status: 404, body: { message: 'Combo not found', code: 'NOT_FOUND' } } });
    renderDetail('42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Combo not found' })).toBeInTheDocument();
  });

  it('shows the server message, else the combo-detail Vietnamese default', async () => {
    api = fakeApi({ [COMBO]: { status: 500, body: { message: 'Lỗi máy chủ', code: 'INTERNAL' } } });
    const { unmount } = renderDetail('3');
    expect(await screen.findByText('Lỗi máy chủ')).toBeInTheDocument();
    unmount();
    api.on(COMBO, { status: 502 });
    renderDetail('4');
    expect(await screen.findByText('Lấy chi tiết combo thất bại!')).toBeInTheDocument();
  });
});

describe('ComboDetailV1', () => {
  it('features the combo that saves the most', async () => {
    expect(pickFeaturedCombo([combo(1, 'A', 100, 120), combo(2, 'B', 100, 150), combo(3, 'C', 100, 150)])?.id).toBe(2);
    expect(pickFeaturedCombo([])).toBeUndefined();

    api = fakeApi({
      [COMBOS]: {
        status: 200,
        body: pageOf([combo(1, 'Combo nhỏ', 100000, 110000), combo(2, 'Combo lớn', 400000, 520000)]),
      },
      [COMBO]: (request) => ({
        status: 200,
        body: { data: comboDetail(Number(request.path.split('/').at(-1)), 'Combo lớn', 400000, 520000) },
      }),
    });
    renderWithProviders(<ComboDetailV1 />, { route: '/landing/combodetailv1' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Combo lớn' })).toBeInTheDocument();
    expect(api.requests.at(-1)?.path).toBe('/public/combo/2');
  });

  it('shows the list error with the combos Vietnamese default, and an empty state when there is no combo', async () => {
    api = fakeApi({ [COMBOS]: 'network-error' });
    const { unmount } = renderWithProviders(<ComboDetailV1 />);
    expect(await screen.findByText('Lấy combo thất bại!')).toBeInTheDocument();
    unmount();
    api.on(COMBOS, { status: 200, body: pageOf([]) });
    renderWithProviders(<ComboDetailV1 />);
    expect(await screen.findByText('No combos yet')).toBeInTheDocument();
  });
});
