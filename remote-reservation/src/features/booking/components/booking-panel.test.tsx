import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@restaurant/shared';
import type { Reservation } from '@restaurant/shared/contracts';
import { Route, Routes, useLocation } from '@restaurant/shared/router';
import { aUser, dataOf, fakeApi, renderWithProviders, type FakeApi, type FakeReply } from '@restaurant/shared/testing';
import { reservationQueryKeys } from '../../../lib/api/reservation-query-keys';
import { setUpTranslations } from '../../../testing/translations';
import type { BookingDraft } from '../types/booking-draft';
import { BookingPanel } from './booking-panel';

const draft: BookingDraft = {
  guests: 4,
  date: '2026-06-11',
  time: '19:00',
  duration: 90,
  floorName: 'Ground floor',
  tables: [
    { id: 7, code: 'B4', capacity: 2, status: 'too-small' },
    { id: 8, code: 'B5', capacity: 2, status: 'too-small' },
  ],
};

const reservation: Reservation = {
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
  note: 'window seat',
  occasion: 'birthday',
  floor: { id: 1, name: 'Ground floor' },
  tables: [
    { id: 7, code: 'B4', capacity: 2 },
    { id: 8, code: 'B5', capacity: 2 },
  ],
  canCancel: true,
  createdAt: '2026-06-01T08:00:00.000Z',
  cancelledAt: null,
};

const account = aUser({ id: 5, email: 'an.nguyen@example.com', fullName: 'Nguyễn An', phone: '+84 912 345 678' });
const BOOK = 'POST /public/restaurant-table/reservations';

let api: FakeApi | undefined;

/** Signs the diner in; the booking answers `bookingReply`. */
function signIn(bookingReply: FakeReply = { status: 201, body: dataOf(reservation) }): FakeApi {
  useAuthStore.setState({ accessToken: 'access', refreshToken: 'refresh', user: account });
  // The account is refreshed from GET /auth/me in the background; it answers the same diner.
  api = fakeApi({ 'GET /auth/me': { status: 200, body: dataOf(account) }, [BOOK]: bookingReply });
  return api;
}

function LoginProbe() {
  const location = useLocation();
  return <p>login page {location.search}</p>;
}

function renderPanel(onBooked = jest.fn(), panelDraft: BookingDraft = draft) {
  const route = '/landing/reservation?guests=4&date=2026-06-11&time=19%3A00&duration=90&floor=1&tables=7%2C8';
  return {
    onBooked,
    ...renderWithProviders(
      <Routes>
        <Route
          path="/landing/reservation"
          element={
            <BookingPanel
              draft={panelDraft}
              durationLabel="1 h 30 min"
              maxTables={4}
              onClearSelection={jest.fn()}
              onBooked={onBooked}
            />
          }
        />
        <Route path="/auth/login" element={<LoginProbe />} />
      </Routes>,
      { route },
    ),
  };
}

// The booking step and its contact form are lazy chunks of the panel: importing them here first means the panel's own
// imports find them loaded, however slow the machine, so the tests wait for React, not for the module loader.
beforeAll(async () => {
  await import('./booking-selection');
  await import('./booking-details-form');
  await setUpTranslations('en');
});

/** The contact form loads on demand (it brings the form library): wait for it as a diner would. */
const formLoaded = () => screen.findByRole('button', { name: 'Confirm reservation' });
afterEach(() => {
  api?.restore();
  useAuthStore.setState({ accessToken: null, refreshToken: null, user: null });
});

describe('BookingPanel', () => {
  it('asks for a pick while nothing is picked, with no booking step yet', () => {
    renderPanel(jest.fn(), { ...draft, tables: [] });

    expect(screen.getByRole('heading', { name: 'Your table' })).toBeInTheDocument();
    expect(screen.getByText('Pick a table on the plan or choose a suggestion to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();
  });

  it('prefills the contact from the account and books the picked tables with note and occasion', async () => {
    const server = signIn();
    const user = userEvent.setup();
    const { onBooked } = renderPanel();
    await formLoaded();

    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Nguyễn An');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('+84 912 345 678');
    expect(screen.getByText('B4, B5')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Occasion' }), 'birthday');
    await user.type(screen.getByRole('textbox', { name: 'Note for the restaurant' }), 'window seat');
    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));

    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(reservation));
    expect(server.requestsTo(BOOK).map((request) => request.body)).toEqual([
      {
        tableIds: [7, 8],
        reservationDate: '2026-06-11',
        reservationTime: '19:00',
        estimatedDuration: 90,
        guests: 4,
        contactName: 'Nguyễn An',
        contactPhone: '+84 912 345 678',
        note: 'window seat',
        occasion: 'birthday',
      },
    ]);
  });

  it('checks the contact fields before sending anything', async () => {
    const server = signIn();
    const user = userEvent.setup();
    renderPanel();
    await formLoaded();

    await user.clear(screen.getByRole('textbox', { name: /Phone/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    expect(await screen.findByText('Enter a phone number.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));
    expect(await screen.findByText(/Enter a valid phone number/)).toBeInTheDocument();
    expect(server.requestsTo(BOOK)).toHaveLength(0);
  });

  it('shows the conflict, refetches availability and keeps what the diner typed when a table was just taken', async () => {
    signIn({
      status: 409,
      body: { message: 'Table B4 is already booked for this time', code: 'RESERVATION_CONFLICT' },
    });
    const user = userEvent.setup();
    const { queryClient } = renderPanel();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await formLoaded();

    await user.type(screen.getByRole('textbox', { name: 'Note for the restaurant' }), 'quiet corner');
    await user.click(screen.getByRole('button', { name: 'Confirm reservation' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/a table you picked was just booked/);
    expect(alert).toHaveTextContent('Table B4 is already booked for this time');
    await waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith(
        expect.objectContaining({ queryKey: reservationQueryKeys.availabilityRoot() }),
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Note for the restaurant' })).toHaveValue('quiet corner');
  });

  it.each([
    [
      'RESERVATION_LIMIT',
      'You already hold 3 upcoming reservations, the most one diner can: cancel one or wait until one is over',
      'You already hold as many upcoming reservations as one diner can.',
    ],
    [
      'RESERVATION_OVERLAP',
      'You already have a reservation at this time: change or cancel it in My reservations before booking another',
      'You already have a reservation at this time.',
    ],
  ])("titles a 409 %s by the diner's own cap and shows the server's message", async (code, message, title) => {
    signIn({ status: 409, body: { message, code } });
    const user = userEvent.setup();
    renderPanel();

    await user.click(await formLoaded());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent(/just booked by someone else/);
  });

  it('blocks booking when the tables seat fewer than the party or one is taken', async () => {
    signIn();
    renderPanel(jest.fn(), { ...draft, tables: [{ id: 7, code: 'B4', capacity: 2, status: 'taken' }] });
    expect(await screen.findByText('Not free at this time: B4. Pick another table.')).toBeInTheDocument();
    expect(await formLoaded()).toBeDisabled();
  });

  it('sends a signed-out diner to sign in with the way back to every choice', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Sign in to book' }));
    const back = '/landing/reservation?guests=4&date=2026-06-11&time=19%3A00&duration=90&floor=1&tables=7%2C8';
    expect(screen.getByText(`login page ?redirect=${encodeURIComponent(back)}`)).toBeInTheDocument();
  });
});
