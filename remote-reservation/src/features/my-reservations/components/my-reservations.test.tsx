import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@restaurant/shared';
import type { Reservation } from '@restaurant/shared/contracts';
import { dataOf, fakeApi, pageOf, renderWithProviders, type FakeApi } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../../testing/translations';
import { MyReservations } from './my-reservations';

const booked: Reservation = {
  id: 31,
  code: 'BK-260611-7KQM',
  status: 'CONFIRMED',
  reservationDate: '2026-06-11',
  reservationTime: '19:00',
  estimatedDuration: 90,
  startAt: '2026-06-11T12:00:00.000Z',
  endAt: '2026-06-11T13:30:00.000Z',
  guests: 4,
  contactName: 'Nguyễn An',
  contactPhone: '+84 912 345 678',
  note: null,
  occasion: null,
  floor: { id: 1, name: 'Ground floor' },
  tables: [{ id: 7, code: 'A07', capacity: 4 }],
  canCancel: true,
  createdAt: '2026-06-01T08:00:00.000Z',
  cancelledAt: null,
};
const cancelled: Reservation = {
  ...booked,
  status: 'CANCELLED',
  canCancel: false,
  cancelledAt: '2026-06-02T08:00:00.000Z',
};

let api: FakeApi | undefined;

beforeAll(() => setUpTranslations('en'));
beforeEach(() => useAuthStore.setState({ accessToken: 'access', refreshToken: 'refresh', user: null }));
afterEach(() => {
  api?.restore();
  useAuthStore.setState({ accessToken: null, refreshToken: null, user: null });
});

describe('MyReservations', () => {
  it('confirms a cancellation even though the booking moves to the past list (its card is replaced)', async () => {
    let isCancelled = false;
    api = fakeApi({
      'GET /public/restaurant-table/reservations/my': ({ params }) => {
        const upcoming = params['when'] === 'upcoming';
        return { status: 200, body: pageOf(isCancelled === upcoming ? [] : [isCancelled ? cancelled : booked]) };
      },
      'POST /public/restaurant-table/reservations/:id/cancel': () => {
        isCancelled = true;
        return { status: 200, body: dataOf(cancelled) };
      },
    });
    renderWithProviders(<MyReservations cancellationCutoffMinutes={120} onOpen={() => undefined} />);
    const user = userEvent.setup();

    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    await user.click(within(upcoming).getByRole('button', { name: 'Cancel reservation' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByText('Reservation BK-260611-7KQM is cancelled.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Past and cancelled' })).getByRole('heading', {
        name: 'BK-260611-7KQM',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
