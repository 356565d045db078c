import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  combo,
  dataOf,
  fakeApi,
  food,
  pageOf,
  renderWithProviders,
  resetSession,
  type FakeApi,
} from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { SoldOutPage } from './sold-out-page';

let api: FakeApi | undefined;

beforeAll(() => setUpTranslations('en'));
afterEach(() => {
  api?.restore();
  resetSession();
});

const pho = food(1, 'Phở bò tái', 65000, { englishName: 'Rare beef pho' });
const bunCha = food(2, 'Bún chả Hà Nội', 70000, { englishName: 'Hanoi grilled pork', soldOut: true });
const family = { ...combo(7, 'Combo gia đình'), englishName: 'Family combo' };

function render() {
  api = fakeApi({
    'GET /public/food/getFoodsByCategory': { status: 200, body: pageOf([pho, bunCha], 1, 100) },
    'GET /public/combo/getCombos': { status: 200, body: pageOf([family], 1, 100) },
    'GET /staff/sold-out': {
      status: 200,
      body: dataOf({ items: [{ kind: 'food', id: 2, soldOutBy: { id: 9, name: 'Chị Lan' } }] }),
    },
    'PUT /staff/sold-out/:kind/:id': ({ path }) => {
      const [, , , kind, id] = path.split('/');
      return { status: 200, body: dataOf({ kind, id: Number(id), soldOut: true, soldOutOn: '2026-11-28' }) };
    },
    'DELETE /staff/sold-out/:kind/:id': ({ path }) => {
      const [, , , kind, id] = path.split('/');
      return { status: 200, body: dataOf({ kind, id: Number(id), soldOut: false, soldOutOn: null }) };
    },
  });
  renderWithProviders(<SoldOutPage />, { route: '/staff/sold-out', auth: {} });
  return userEvent.setup();
}

describe('SoldOutPage', () => {
  it('shows each dish and combo with its state, and says a mark lasts for today only', async () => {
    render();

    expect(await screen.findByRole('switch', { name: 'Sold out today Phở bò tái' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Sold out today Bún chả Hà Nội' })).toBeChecked();
    expect(await screen.findByRole('switch', { name: 'Sold out today Combo gia đình' })).not.toBeChecked();
    expect(screen.getByText(/tomorrow everything is back on sale by itself/)).toBeInTheDocument();
  });

  it('says who marked a dish sold out today, and reads the marks again after a change', async () => {
    const user = render();
    const bunCha = (await screen.findByRole('switch', { name: 'Sold out today Bún chả Hà Nội' })).closest('li');
    expect(await within(bunCha as HTMLElement).findByText('Marked by Chị Lan')).toBeInTheDocument();
    const phoRow = screen.getByRole('switch', { name: 'Sold out today Phở bò tái' }).closest('li') as HTMLElement;
    expect(within(phoRow).queryByText(/Marked by/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Sold out today Phở bò tái' }));
    expect(await screen.findByText('Phở bò tái is sold out for today.')).toBeInTheDocument();
    expect(api?.requestsTo('GET /staff/sold-out').length).toBeGreaterThanOrEqual(2);
  });

  it('marks a dish sold out for today, then puts it back, and reads the combos again each time', async () => {
    const user = render();
    const pho = await screen.findByRole('switch', { name: 'Sold out today Phở bò tái' });

    await user.click(pho);
    expect(await screen.findByText('Phở bò tái is sold out for today.')).toBeInTheDocument();
    expect(pho).toBeChecked();
    await user.click(pho);
    expect(await screen.findByText('Phở bò tái is back on sale.')).toBeInTheDocument();
    expect(pho).not.toBeChecked();

    expect(api?.requests.filter((r) => r.path === '/staff/sold-out/food/1').map((r) => r.method)).toEqual([
      'PUT',
      'DELETE',
    ]);
    expect(api?.requestsTo('GET /public/combo/getCombos').length).toBeGreaterThanOrEqual(3);
  });

  it('shows the API’s refusal beside the dish', async () => {
    const user = render();
    api?.on('PUT /staff/sold-out/:kind/:id', {
      status: 403,
      body: { code: 'STAFF_ONLY', message: 'Only the restaurant’s staff can do this.' },
    });
    const pho = await screen.findByRole('switch', { name: 'Sold out today Phở bò tái' });

    await user.click(pho);
    const row = pho.closest('li') as HTMLElement;
    expect(await within(row).findByRole('alert')).toHaveTextContent('Only the restaurant’s staff can do this.');
    expect(pho).not.toBeChecked();
  });

  it('filters dishes and combos by name, accents optional', async () => {
    const user = render();
    await screen.findByRole('switch', { name: 'Sold out today Phở bò tái' });

    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'pho bo');

    expect(screen.getByRole('switch', { name: 'Sold out today Phở bò tái' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Sold out today Bún chả Hà Nội' })).not.toBeInTheDocument();
    expect(screen.getByText('Nothing here matches “pho bo”.')).toBeInTheDocument();
  });
});
