import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@restaurant/shared';
import { aUser, fakeApi, type FakeApi, pageOf, renderWithProviders, voucher } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { VoucherDetail } from './voucher-detail';
import { VoucherList } from './voucher-list';

/** A diner as the login answer returns them. */
const DINER = aUser();

const VOUCHERS = 'GET /public/voucher/getVouchers';
const MY_VOUCHERS = 'GET /voucher/vouchers';
const VOUCHER = 'GET /public/voucher/:id';
let api: FakeApi;

beforeAll(() => setUpTranslations('en'));
afterEach(() => {
  api.restore();
  act(() => useAuthStore.getState().clearSession());
});

describe('VoucherList', () => {
  it('shows each voucher with its code, discount, minimum order, validity and remaining uses', async () => {
    api = fakeApi({
      [VOUCHERS]: {
        status: 200,
        body: pageOf([
          voucher(1, 'SENVANG10'),
          voucher(2, 'GIAM30K', { discountType: 'FIXED', discountValue: 30000, maxDiscount: null, usageLimit: null }),
        ]),
      },
    });
    renderWithProviders(<VoucherList />, { route: '/landing/voucher' });

    const first = (await screen.findByText('SENVANG10')).closest('article');
    expect(first).not.toBeNull();
    const card = within(first as HTMLElement);
    expect(card.getByText('10% off, up to ₫50,000')).toBeInTheDocument();
    expect(card.getByText('₫200,000')).toBeInTheDocument();
    expect(card.getByText('Jan 1, 2026 – Dec 31, 2026')).toBeInTheDocument();
    expect(card.getByText('60 uses left')).toBeInTheDocument();
    expect(screen.getByText('₫30,000 off')).toBeInTheDocument();
    expect(screen.getByText('Unlimited')).toBeInTheDocument();
    expect(screen.getByText(/Sign in to see the vouchers/)).toBeInTheDocument();
    expect(api.requests.some((request) => request.path === '/voucher/vouchers')).toBe(false);
  });

  it('copies a code to the clipboard and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    api = fakeApi({ [VOUCHERS]: { status: 200, body: pageOf([voucher(1, 'SENVANG10')]) } });
    renderWithProviders(<VoucherList />);

    await user.click(await screen.findByRole('button', { name: 'Copy code SENVANG10' }));
    expect(writeText).toHaveBeenCalledWith('SENVANG10');
    expect(await screen.findByText('Code SENVANG10 copied to the clipboard')).toBeInTheDocument();
  });

  it('also lists the vouchers a signed-in diner can use, with the uses left for them', async () => {
    act(() => useAuthStore.getState().setSession({ accessToken: 'token', refreshToken: 'refresh', user: DINER }));
    api = fakeApi({
      [VOUCHERS]: { status: 200, body: pageOf([voucher(1, 'SENVANG10')]) },
      [MY_VOUCHERS]: { status: 200, body: pageOf([{ ...voucher(3, 'VIP20'), remainingUses: 2 }]) },
    });
    renderWithProviders(<VoucherList />);
    const mine = await screen.findByRole('region', { name: 'Vouchers you can use' });
    expect(await within(mine).findByText('VIP20')).toBeInTheDocument();
    expect(within(mine).getByText('2 uses left for you')).toBeInTheDocument();
    expect(api.requests.find((request) => request.path === '/voucher/vouchers')?.headers.Authorization).toBe(
      'Bearer token',
    );
  });

  it('shows the server message, else "Lấy voucher thất bại!", and an empty state', async () => {
    api = fakeApi({ [VOUCHERS]: { status: 500, body: { message: 'Không đọc được voucher', code: 'X' } } });
    const first = renderWithProviders(<VoucherList />);
    expect(await screen.findByText('Không đọc được voucher')).toBeInTheDocument();
    first.unmount();

    api.on(VOUCHERS, 'network-error');
    const second = renderWithProviders(<VoucherList />);
    expect(await screen.findByText('Lấy voucher thất bại!')).toBeInTheDocument();
    second.unmount();

    api.on(VOUCHERS, { status: 200, body: pageOf([]) });
    renderWithProviders(<VoucherList />);
    expect(await screen.findByText('No vouchers right now')).toBeInTheDocument();
  });
});

describe('VoucherDetail', () => {
  function renderDetail(id: string) {
    return renderWithProviders(<VoucherDetail />, {
      route: `/landing/voucher-detail/${id}`,
      path: '/landing/voucher-detail/:id',
    });
  }

  it('shows the voucher with its code and conditions', async () => {
    api = fakeApi({ [VOUCHER]: { status: 200, body: { data: voucher(4, 'TET2026') } } });
    renderDetail('4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Voucher TET2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code TET2026' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('shows not-found for an unknown id and the Vietnamese default when the server says nothing', async () => {
    api = fakeApi({ [VOUCHER]: { status: 404, body: { message: 'Voucher not found', code: 'NOT_FOUND' } } });
    const first = renderDetail('99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Voucher not found' })).toBeInTheDocument();
    first.unmount();

    api.on(VOUCHER, { status: 500 });
    renderDetail('5');
    expect(await screen.findByText('Lấy chi tiết voucher thất bại!')).toBeInTheDocument();
  });
});
