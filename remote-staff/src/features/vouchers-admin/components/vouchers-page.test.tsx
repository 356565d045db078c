import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, languageTag, LANGUAGES, type Language } from '@restaurant/shared';
import type { ManagedVoucher } from '@restaurant/shared/contracts';
import { dataOf, fakeApi, renderWithProviders, resetSession, type FakeApi } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { VouchersPage } from './vouchers-page';

let api: FakeApi | undefined;

beforeAll(() => setUpTranslations('en'));
afterEach(() => {
  api?.restore();
  resetSession();
});

const SUMMER: ManagedVoucher = {
  id: 4,
  code: 'SUMMER10',
  name: 'Summer ten',
  description: 'Ten percent off all summer',
  discountType: 'PERCENT',
  discountValue: 10,
  maxDiscount: 50000,
  minOrderValue: 200000,
  validFrom: '2026-06-01T01:00:00.000Z',
  validTo: '2027-08-31T15:00:00.000Z',
  usageLimit: 100,
  usageCount: 3,
  perUserLimit: 1,
  updatedAt: '2026-06-01T01:00:00.000Z',
  active: true,
  listed: false,
};

function render(routes: Parameters<typeof fakeApi>[0] = {}) {
  api = fakeApi({
    'GET /manage/vouchers': { status: 200, body: dataOf([SUMMER]) },
    'GET /manage/vouchers/:id': { status: 200, body: dataOf(SUMMER), headers: { ETag: '"v7"' } },
    ...(routes as Record<string, never>),
  });
  renderWithProviders(<VouchersPage />, { route: '/staff/vouchers', auth: {} });
  return userEvent.setup();
}

describe('VouchersPage', () => {
  it('lists each voucher with its discount, minimum, uses so far, visibility and status', async () => {
    render();
    const row = (await screen.findByText('SUMMER10')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/10% off, at most/)).toBeInTheDocument();
    expect(within(row).getByText('3 of 100')).toBeInTheDocument();
    expect(within(row).getByText('Code only')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit SUMMER10' })).toBeInTheDocument();
  });

  it('says under each field what is wrong, and sends nothing', async () => {
    const user = render();
    await screen.findByText('SUMMER10');
    await user.click(screen.getByRole('button', { name: 'New voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'New voucher' });
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'bad code');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Percent off/ }), '150');
    const from = within(dialog).getByLabelText(/Valid from/);
    const to = within(dialog).getByLabelText(/Valid until/);
    await user.clear(from);
    await user.type(from, '2026-12-24T18:00');
    await user.clear(to);
    await user.type(to, '2026-12-24T17:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(/Use 3 to 40 upper-case letters/)).toBeInTheDocument();
    expect(within(dialog).getByText('Fill this in.')).toBeInTheDocument(); // the name
    expect(within(dialog).getByText('A percent discount is at most 100.')).toBeInTheDocument();
    expect(within(dialog).getByText('The end must be after the start.')).toBeInTheDocument();
    expect(api?.requestsTo('POST /manage/vouchers')).toHaveLength(0);
  });

  it('creates a voucher with the contract’s body: restaurant times as instants, unlimited as null', async () => {
    const user = render({
      'POST /manage/vouchers': ({ body }) => ({ status: 201, body: dataOf({ ...SUMMER, ...(body as object), id: 9 }) }),
    });
    await screen.findByText('SUMMER10');
    await user.click(screen.getByRole('button', { name: 'New voucher' }));
    const dialog = await screen.findByRole('dialog', { name: 'New voucher' });
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'TET2027');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Tết');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Discount/ }), 'FIXED');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Amount off/ }), '30000');
    const from = within(dialog).getByLabelText(/Valid from/);
    const to = within(dialog).getByLabelText(/Valid until/);
    await user.clear(from);
    await user.type(from, '2027-02-01T10:00');
    await user.clear(to);
    await user.type(to, '2027-02-10T22:00');
    await user.click(within(dialog).getByRole('checkbox', { name: /Show in the vouchers list/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api?.requestsTo('POST /manage/vouchers')).toHaveLength(1));
    expect(api?.requestsTo('POST /manage/vouchers')[0]?.body).toEqual({
      code: 'TET2027',
      name: 'Tết',
      description: '',
      discountType: 'FIXED',
      discountValue: 30000,
      maxDiscount: null,
      minOrderValue: 0,
      validFrom: '2027-02-01T03:00:00.000Z',
      validTo: '2027-02-10T15:00:00.000Z',
      usageLimit: null,
      perUserLimit: 1,
      listed: false,
    });
    expect(await screen.findByText('Voucher TET2027 saved.')).toBeInTheDocument();
    // the dialog leaves once its closing state has played out, which may come after the toast
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the version it read as If-Match, and on a conflict offers to reload what the other manager saved', async () => {
    let version = 7;
    const user = render({
      'GET /manage/vouchers/:id': () => ({
        status: 200,
        body: dataOf(version === 7 ? SUMMER : { ...SUMMER, name: 'Summer by Lan' }),
        headers: { ETag: `"v${version}"` },
      }),
      'PATCH /manage/vouchers/:id': () => {
        version = 8;
        return {
          status: 412,
          body: { code: 'EDIT_CONFLICT', message: 'Người khác đã sửa mục này.' },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit SUMMER10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit voucher SUMMER10' });
    const name = await within(dialog).findByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Summer ten');
    expect(within(dialog).getByLabelText(/Valid from/)).toHaveValue('2026-06-01T08:00');
    await user.clear(name);
    await user.type(name, 'Summer twelve');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await within(dialog).findByText('Someone else changed this voucher; reload to see their changes.'),
    ).toBeInTheDocument();
    const patch = api?.requestsTo('PATCH /manage/vouchers/:id')[0];
    expect(patch?.path).toBe('/manage/vouchers/4');
    expect(patch?.headers['If-Match']).toBe('"v7"');
    expect(patch?.body).toMatchObject({ code: 'SUMMER10', name: 'Summer twelve', usageLimit: 100, listed: false });

    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(await within(dialog).findByDisplayValue('Summer by Lan')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Someone else changed/)).not.toBeInTheDocument();
  });

  it('expires a voucher after a confirmation', async () => {
    const user = render({
      'POST /manage/vouchers/:id/expire': { status: 200, body: dataOf({ ...SUMMER, active: false }) },
    });
    await screen.findByText('SUMMER10');
    await user.click(screen.getByRole('button', { name: 'Expire now SUMMER10' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Expire SUMMER10 now?' });
    expect(api?.requestsTo('POST /manage/vouchers/:id/expire')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Expire now' }));
    await waitFor(() => expect(api?.requestsTo('POST /manage/vouchers/:id/expire')).toHaveLength(1));
    expect(await screen.findByText('SUMMER10 has expired.')).toBeInTheDocument();
  });
});

describe('VouchersPage in every language', () => {
  afterEach(async () => {
    // Unmounted first, so going back to English does not re-render a page the test has finished with.
    cleanup();
    await i18n.changeLanguage('en');
  });

  it.each(LANGUAGES.filter((language) => language !== 'en').map((language) => [language] as [Language]))(
    'is written in %s',
    async (language) => {
      await setUpTranslations(language);
      await i18n.changeLanguage(languageTag(language));
      render();
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(i18n.t('staffVouchers:title'));
      expect(
        await screen.findByRole('columnheader', { name: i18n.t('staffVouchers:columns.code') }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: i18n.t('staffVouchers:create') })).toBeInTheDocument();
    },
  );
});
