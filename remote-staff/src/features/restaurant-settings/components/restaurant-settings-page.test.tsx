import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, languageTag, LANGUAGES, type Language } from '@restaurant/shared';
import type { ManagedSettings } from '@restaurant/shared/contracts';
import {
  dataOf,
  fakeApi,
  renderWithProviders,
  resetSession,
  restaurantContact,
  type FakeApi,
} from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { RestaurantSettingsPage } from './restaurant-settings-page';

let api: FakeApi | undefined;

beforeAll(() => setUpTranslations('en'));
afterEach(() => {
  api?.restore();
  resetSession();
});

const day = [{ open: '10:00', close: '22:00' }];
const SETTINGS: ManagedSettings = {
  settings: {
    weeklyHours: [day, [], day, day, day, day, day],
    slotMinutes: 15,
    bookingLeadMinutes: 0,
    bookingWindowDays: 60,
    maxPartySize: 20,
    durations: [{ fromGuests: 1, minutes: 90 }],
    pickupLeadMinutes: 30,
  },
  contact: restaurantContact,
  closures: [{ date: '2026-12-25', services: [] }],
  updatedAt: null,
};
const AFFECTED = {
  message: '1 confirmed booking(s) would fall outside the new hours. They are kept: confirm to save anyway',
  code: 'SETTINGS_AFFECT_BOOKINGS',
  affected: [{ code: 'BK-261224-ABCD', date: '2026-12-24', time: '20:00', guests: 4 }],
};

function render(routes: Parameters<typeof fakeApi>[0] = {}) {
  api = fakeApi({
    'GET /manage/settings': { status: 200, body: dataOf(SETTINGS), headers: { ETag: '"3"' } },
    ...(routes as Record<string, never>),
  });
  renderWithProviders(<RestaurantSettingsPage />, { route: '/staff/settings', auth: {} });
  return userEvent.setup();
}

describe('RestaurantSettingsPage', () => {
  it('shows the weekly services (Monday closed), the rules and the closures', async () => {
    render();
    expect(await screen.findByLabelText('Tuesday, service 1: opens')).toHaveValue('10:00');
    const monday = screen.getByRole('group', { name: /Monday/ });
    expect(within(monday).getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Largest party bookable online/ })).toHaveValue(20);
    const row = screen.getByText('2026-12-25').closest('tr') as HTMLElement;
    expect(within(row).getByText('Closed all day')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reopen 2026-12-25' })).toBeInTheDocument();
    // their history is the audit log's, narrowed to them
    expect(screen.getByRole('link', { name: 'History of the hours and rules' })).toHaveAttribute(
      'href',
      '/staff/audit?kind=settings',
    );
    expect(screen.getByRole('link', { name: 'History of the closures' })).toHaveAttribute(
      'href',
      '/staff/audit?kind=closure',
    );
  });

  it('adds a dinner service to Monday and saves with If-Match', async () => {
    const user = render({
      'PUT /manage/settings': ({ body }) => ({
        status: 200,
        body: dataOf({ ...SETTINGS, settings: body }),
        headers: { ETag: '"4"' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add service (Monday)' }));
    await user.type(screen.getByLabelText('Monday, service 1: opens'), '18:00');
    await user.type(screen.getByLabelText('Monday, service 1: closes'), '22:00');
    await user.click(screen.getByRole('button', { name: 'Save hours and rules' }));
    await waitFor(() => expect(api?.requestsTo('PUT /manage/settings')).toHaveLength(1));
    const [request] = api!.requestsTo('PUT /manage/settings');
    expect(request!.headers['If-Match']).toBe('"3"');
    expect((request!.body as ManagedSettings['settings']).weeklyHours[1]).toEqual([{ open: '18:00', close: '22:00' }]);
    expect(await screen.findByText('Hours and rules saved.')).toBeInTheDocument();
  });

  it('says under the service what is wrong (overlap), and sends nothing', async () => {
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Add service (Tuesday)' }));
    await user.type(screen.getByLabelText('Tuesday, service 2: opens'), '21:00');
    await user.type(screen.getByLabelText('Tuesday, service 2: closes'), '23:00');
    await user.click(screen.getByRole('button', { name: 'Save hours and rules' }));
    expect(await screen.findByText('This service overlaps another one that day.')).toBeInTheDocument();
    expect(api?.requestsTo('PUT /manage/settings')).toHaveLength(0);
  });

  it('edits the address and telephone, saying under a field what is wrong before sending', async () => {
    const user = render({
      'PUT /manage/settings': ({ body }) => ({
        status: 200,
        body: dataOf({ ...SETTINGS, contact: (body as { contact: unknown }).contact }),
        headers: { ETag: '"4"' },
      }),
    });
    const contact = await screen.findByRole('group', { name: 'Address and telephone' });
    expect(within(contact).getByRole('textbox', { name: 'Street address' })).toHaveValue('36 Hàng Bài, Hoàn Kiếm');
    const telephone = within(contact).getByRole('textbox', { name: 'Telephone' });
    await user.clear(telephone);
    await user.type(telephone, '024 3825 1234');
    await user.clear(within(contact).getByRole('textbox', { name: 'City' }));
    await user.click(screen.getByRole('button', { name: 'Save hours and rules' }));
    expect(await within(contact).findByText(/Write the number in international form/)).toBeInTheDocument();
    expect(within(contact).getByText('Fill this in.')).toBeInTheDocument();
    expect(telephone).toHaveAttribute('aria-invalid', 'true');
    expect(api?.requestsTo('PUT /manage/settings')).toHaveLength(0);

    await user.clear(telephone);
    await user.type(telephone, '+84 24 3999 0000');
    await user.type(within(contact).getByRole('textbox', { name: 'City' }), 'Hà Nội');
    await user.clear(within(contact).getByRole('textbox', { name: 'Country' }));
    await user.type(within(contact).getByRole('textbox', { name: 'Country' }), 'vn');
    await user.click(screen.getByRole('button', { name: 'Save hours and rules' }));
    await waitFor(() => expect(api?.requestsTo('PUT /manage/settings')).toHaveLength(1));
    expect(api!.requestsTo('PUT /manage/settings')[0]!.body).toMatchObject({
      contact: { ...SETTINGS.contact, telephone: '+84 24 3999 0000', addressCountry: 'VN' },
    });
  });

  it('lists the bookings a change would leave outside (409), then saves with confirmAffected', async () => {
    const user = render({
      'PUT /manage/settings': ({ body }) =>
        (body as { confirmAffected?: boolean }).confirmAffected
          ? { status: 200, body: dataOf(SETTINGS), headers: { ETag: '"4"' } }
          : { status: 409, body: AFFECTED },
    });
    await user.click(await screen.findByRole('button', { name: 'Close all day (Thursday)' }));
    await user.click(screen.getByRole('button', { name: 'Save hours and rules' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bookings outside the new hours' });
    expect(within(dialog).getByText('BK-261224-ABCD')).toBeInTheDocument();
    expect(within(dialog).getByText('2026-12-24 at 20:00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(api?.requestsTo('PUT /manage/settings')).toHaveLength(2));
    expect(api!.requestsTo('PUT /manage/settings')[1]!.body).toMatchObject({ confirmAffected: true });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows the conflict and Reload when another manager saved first (412)', async () => {
    const user = render({
      'PUT /manage/settings': { status: 412, body: { message: 'Edited elsewhere', code: 'EDIT_CONFLICT' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save hours and rules' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Another manager changed the hours or rules/);
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('closes a date all day, and reopens one', async () => {
    const user = render({
      'PUT /manage/closures/:date': ({ body }) => ({
        status: 200,
        body: dataOf({ date: '2026-12-31', ...(body as object) }),
      }),
      'DELETE /manage/closures/:date': { status: 204 },
    });
    await user.type(await screen.findByLabelText(/^Date/), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Add closure' }));
    await waitFor(() => expect(api?.requestsTo('PUT /manage/closures/:date')).toHaveLength(1));
    const [put] = api!.requestsTo('PUT /manage/closures/:date');
    expect(put!.path).toBe('/manage/closures/2026-12-31');
    expect(put!.body).toEqual({ services: [] });
    await user.click(screen.getByRole('button', { name: 'Reopen 2026-12-25' }));
    await waitFor(() => expect(api?.requestsTo('DELETE /manage/closures/:date')).toHaveLength(1));
  });
});

describe('RestaurantSettingsPage in every language', () => {
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
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(i18n.t('staffSettings:title'));
      const monday = i18n.t('staffSettings:days.1');
      expect(
        await screen.findByRole('button', { name: i18n.t('staffSettings:weekly.addService', { day: monday }) }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: i18n.t('staffSettings:save') })).toBeInTheDocument();
      expect(screen.getByText(i18n.t('staffSettings:closures.closedAllDay'))).toBeInTheDocument();
      expect(screen.getByRole('group', { name: i18n.t('staffSettings:contact.heading') })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: i18n.t('staffSettings:contact.telephone') })).toHaveValue(
        '+84 24 3825 1234',
      );
    },
  );
});
