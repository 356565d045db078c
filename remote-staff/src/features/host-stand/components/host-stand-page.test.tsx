import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffReservation } from '@restaurant/shared/contracts';
import {
  dataOf,
  fakeApi,
  renderWithProviders,
  resetSession,
  type FakeApi,
  type FakeRequest,
} from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { aFloor, aStaffReservation, TODAY } from '../testing/staff-reservation-fixtures';
import { HostStandPage } from './host-stand-page';

let api: FakeApi | undefined;

beforeAll(() => setUpTranslations('en'));
afterEach(() => {
  api?.restore();
  resetSession();
});

const early = aStaffReservation({
  id: 1,
  code: 'BK-EARLY',
  reservationTime: '18:00',
  contact: { name: 'Early Bao', phone: '0900', email: null },
});
const seated = aStaffReservation({
  id: 2,
  code: 'BK-SEATED',
  reservationTime: '18:30',
  status: 'SEATED',
  contact: { name: 'Seated Hoa', phone: '0901', email: null },
  markedBy: { id: 7, name: 'Lê Thị Bếp' },
});
const late = aStaffReservation({
  id: 3,
  code: 'BK-LATE',
  reservationTime: '20:30',
  contact: { name: 'Late Lan', phone: '0902', email: null },
});
const gone = aStaffReservation({
  id: 4,
  code: 'BK-GONE',
  reservationTime: '21:00',
  status: 'NO_SHOW',
  contact: { name: 'Gone Minh', phone: '0903', email: null },
});

/** The API as the host stand reads it: `days` by date (today's under no date), floors for the walk-in form. */
function hostStandApi(days: Record<string, StaffReservation[]>, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /staff/reservations': ({ params }: FakeRequest) => {
      const date = typeof params['date'] === 'string' ? params['date'] : TODAY;
      return { status: 200, body: dataOf({ date, items: days[date] ?? [] }) };
    },
    'GET /public/restaurant-table/floors': { status: 200, body: dataOf([aFloor()]) },
    'GET /public/restaurant-table/floors/:id/details': { status: 200, body: dataOf(aFloor()) },
    ...extra,
  });
}

const render = (route = '/staff/reservations') => renderWithProviders(<HostStandPage />, { route, auth: {} });

function card(name: RegExp): HTMLElement {
  return screen.getByRole('listitem', { name });
}

describe('HostStandPage', () => {
  it('lists the day’s bookings in the order the API gives (time order), with party, table, contact and occasion', async () => {
    api = hostStandApi({ [TODAY]: [early, seated, late] });
    render();

    const list = await screen.findByRole('list', { name: 'Bookings' });
    const headings = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      expect.stringContaining('Early Bao'),
      expect.stringContaining('Seated Hoa'),
      expect.stringContaining('Late Lan'),
    ]);
    expect(screen.getByRole('heading', { name: /^3 bookings on Saturday/, level: 2 })).toBeInTheDocument();
    const lan = card(/Late Lan/);
    expect(within(lan).getByText('BK-LATE')).toBeInTheDocument();
    expect(within(lan).getByText('4 guests')).toBeInTheDocument();
    expect(within(lan).getByText('T3 (Ground floor)')).toBeInTheDocument();
    expect(within(lan).getByText('Late Lan · 0902')).toBeInTheDocument();
    expect(within(lan).getByText('Birthday')).toBeInTheDocument();
    expect(within(lan).getByText('Booked')).toBeInTheDocument();
    // who marked it, once someone has
    expect(within(lan).queryByText('Marked by')).not.toBeInTheDocument();
    const hoa = card(/Seated Hoa/);
    expect(within(hoa).getByText('Marked by')).toBeInTheDocument();
    expect(within(hoa).getByText('Lê Thị Bếp')).toBeInTheDocument();
  });

  it('offers only the marks each booking can take today', async () => {
    api = hostStandApi({ [TODAY]: [early, seated, gone] });
    render();

    const booked = await screen.findByRole('listitem', { name: /Early Bao/ });
    expect(within(booked).getByRole('button', { name: /^Mark seated/ })).toBeEnabled();
    expect(within(booked).getByRole('button', { name: /^Mark completed/ })).toBeEnabled();
    expect(within(booked).getByRole('button', { name: 'Mark no-show' })).toBeEnabled();

    const atTable = card(/Seated Hoa/);
    expect(within(atTable).queryByRole('button', { name: /^Mark seated/ })).not.toBeInTheDocument();
    expect(within(atTable).getByRole('button', { name: /^Mark completed/ })).toBeEnabled();
    expect(within(atTable).queryByRole('button', { name: 'Mark no-show' })).not.toBeInTheDocument();

    expect(within(card(/Gone Minh/)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card(/Gone Minh/)).getByText('No-show')).toBeInTheDocument();
  });

  it('marks a party seated and reads the day again', async () => {
    api = hostStandApi(
      { [TODAY]: [early] },
      { 'POST /staff/reservations/:id/seated': { status: 200, body: dataOf({ ...early, status: 'SEATED' }) } },
    );
    render();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mark seated: BK-EARLY, Early Bao' }));

    expect(await within(card(/Early Bao/)).findByRole('status')).toHaveTextContent('BK-EARLY is seated.');
    expect(api.requestsTo('POST /staff/reservations/:id/seated').map((request) => request.path)).toEqual([
      '/staff/reservations/1/seated',
    ]);
    expect(api.requestsTo('GET /staff/reservations').length).toBeGreaterThanOrEqual(2);
  });

  it('asks before recording a no-show, and records nothing when the host keeps the booking', async () => {
    api = hostStandApi(
      { [TODAY]: [early] },
      { 'POST /staff/reservations/:id/no-show': { status: 200, body: dataOf({ ...early, status: 'NO_SHOW' }) } },
    );
    render();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mark no-show' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Record a no-show?' });
    expect(dialog).toHaveTextContent('Booking BK-EARLY (Early Bao, 6:00 PM–7:30 PM)');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the booking' }));
    expect(api.requestsTo('POST /staff/reservations/:id/no-show')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Mark no-show' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Record a no-show?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, record the no-show' }));

    expect(
      await within(card(/Early Bao/)).findByText('BK-EARLY is recorded as a no-show: its tables are free.'),
    ).toBeInTheDocument();
    expect(api.requestsTo('POST /staff/reservations/:id/no-show')).toHaveLength(1);
  });

  it('shows the API’s refusal of a mark under the booking, in its words', async () => {
    api = hostStandApi(
      { [TODAY]: [early] },
      {
        'POST /staff/reservations/:id/completed': {
          status: 409,
          body: { code: 'RESERVATION_FINISHED', message: 'This booking is already finished.' },
        },
      },
    );
    render();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Mark completed/ }));
    expect(await within(card(/Early Bao/)).findByRole('alert')).toHaveTextContent('This booking is already finished.');
  });

  it('on another day lists its bookings without marks or walk-in form, and says why', async () => {
    api = hostStandApi({ [TODAY]: [early], '2026-11-29': [{ ...late, reservationDate: '2026-11-29' }] });
    render('/staff/reservations?date=2026-11-29');

    expect(await screen.findByRole('listitem', { name: /Late Lan/ })).toBeInTheDocument();
    expect(await screen.findByText(/Bookings are marked on their own day only/)).toBeInTheDocument();
    expect(within(card(/Late Lan/)).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Seat a walk-in' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-29');
  });

  it('searches by code or name and chooses the day through the URL', async () => {
    api = hostStandApi({ [TODAY]: [early, late] });
    render();
    const user = userEvent.setup();

    await screen.findByRole('listitem', { name: /Early Bao/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lan{Enter}');
    expect(await screen.findByRole('status', { name: 'current location' })).toHaveTextContent('?q=lan');
    expect(api.requestsTo('GET /staff/reservations').at(-1)?.params).toEqual({ q: 'lan' });
  });
});
