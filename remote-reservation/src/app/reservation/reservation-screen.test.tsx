import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import type { FloorAvailability, FloorDetail, SeatSuggestion } from '@restaurant/shared/contracts';
import { Route, Routes, useLocation } from '@restaurant/shared/router';
import { dataOf, fakeApi, renderWithProviders, type FakeApi } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../testing/translations';
import { ReservationScreen } from './reservation-screen';

const floor: FloorDetail = {
  id: 1,
  name: 'Ground floor',
  level: 1,
  description: '',
  width: 600,
  height: 300,
  tableCount: 2,
  seatCount: 6,
  tables: [
    {
      id: 7,
      code: 'A07',
      capacity: 4,
      shape: 'SQUARE',
      zone: 'Hall',
      x: 50,
      y: 50,
      width: 80,
      height: 80,
      rotation: 0,
      adjacentTableIds: [],
      seats: [],
    },
    {
      id: 8,
      code: 'A08',
      capacity: 2,
      shape: 'ROUND',
      zone: 'Hall',
      x: 250,
      y: 50,
      width: 70,
      height: 70,
      rotation: 45,
      adjacentTableIds: [],
      seats: [],
    },
  ],
};
const { tables: _tables, ...floorSummary } = floor;

function availability(query: { reservationDate: string; reservationTime: string }): FloorAvailability {
  return {
    floorId: 1,
    reservationDate: query.reservationDate,
    reservationTime: query.reservationTime,
    estimatedDuration: 90,
    startAt: '',
    endAt: '',
    freeSeats: 4,
    tables: [
      { tableId: 7, code: 'A07', capacity: 4, available: true, freeSeats: 4 },
      { tableId: 8, code: 'A08', capacity: 2, available: false, freeSeats: 0 },
    ],
  };
}

const suggestion: SeatSuggestion = {
  rank: 1,
  combined: false,
  floor: { id: 1, name: 'Ground floor' },
  tables: [{ id: 7, code: 'A07', capacity: 4 }],
  seats: 4,
  spareSeats: 0,
};

const ROOM = '/public/restaurant-table';

function readParam(params: Record<string, unknown>, key: string): string {
  const value = params[key];
  return typeof value === 'string' ? value : '';
}

let api: FakeApi | undefined;

/** The restaurant-table API for one floor; the booking rules are offline so the client copy answers. */
function serveFloor(): FakeApi {
  api = fakeApi({
    [`GET ${ROOM}/booking-rules`]: 'network-error',
    [`GET ${ROOM}/floors`]: { status: 200, body: dataOf([floorSummary]) },
    [`GET ${ROOM}/floors/1/details`]: { status: 200, body: dataOf(floor) },
    [`GET ${ROOM}/floors/1/availability`]: ({ params }) => ({
      status: 200,
      body: dataOf(
        availability({
          reservationDate: readParam(params, 'reservationDate'),
          reservationTime: readParam(params, 'reservationTime'),
        }),
      ),
    }),
    [`GET ${ROOM}/seats/suggestions`]: { status: 200, body: dataOf([suggestion]) },
  });
  return api;
}

function SearchProbe() {
  return <output aria-label="url">{useLocation().search}</output>;
}

function renderScreen(route: string) {
  return renderWithProviders(
    <Suspense fallback={null}>
      <Routes>
        <Route
          path="/landing/reservation"
          element={
            <>
              <ReservationScreen />
              <SearchProbe />
            </>
          }
        />
      </Routes>
    </Suspense>,
    { route },
  );
}

// The booking step is a lazy chunk: imported here first, the screen's own import finds it loaded however slow the
// machine, so the tests wait for React, not for the module loader.
beforeAll(async () => {
  await import('../../features/booking/components/booking-selection');
  await setUpTranslations('en');
});
afterEach(() => api?.restore());

describe('ReservationScreen', () => {
  it('paints the plan for the slot in the URL and highlights a chosen suggestion', async () => {
    const server = serveFloor();
    const user = userEvent.setup();
    renderScreen('/landing/reservation?guests=4&duration=90');

    const free = await screen.findByRole('button', { name: 'A07 4/4 — 4 seats, free' });
    expect(screen.getByRole('button', { name: 'A08 0/2 — 2 seats, taken' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('tab', { name: 'Ground floor', selected: true })).toBeInTheDocument();
    expect(server.requestsTo(`GET ${ROOM}/floors/1/availability`)).toContainEqual(
      expect.objectContaining({
        params: expect.objectContaining({ reservationTime: expect.any(String), estimatedDuration: 90 }),
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Choose Table A07 on Ground floor' }));
    expect(free).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Choose Table A07 on Ground floor' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText('url')).toHaveTextContent('floor=1&tables=7');
    const signIn = await screen.findByRole('button', { name: 'Sign in to book' });
    expect(screen.getByRole('region', { name: 'Your table' })).toContainElement(signIn);
    expect(signIn).toBeEnabled();
  });

  it('writes a normalised choice back into the URL', async () => {
    serveFloor();
    renderScreen('/landing/reservation?guests=99');
    await screen.findByRole('button', { name: /^A07 / });
    expect(screen.getByLabelText('url')).toHaveTextContent(
      /guests=2&date=\d{4}-\d{2}-\d{2}&time=\d{2}%3A\d{2}&duration=90/,
    );
  });
});
