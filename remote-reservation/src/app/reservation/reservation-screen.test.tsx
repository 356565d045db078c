import { apiClient } from '@restaurant/shared';
import type { FloorAvailability, FloorDetail, SeatSuggestion } from '@restaurant/shared/contracts';
import { Route, Routes, useLocation } from '@restaurant/shared/router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { renderWithProviders, setUpTranslations } from '../../testing/render-with-providers';
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

function readParam(params: unknown, key: string): string {
  if (typeof params !== 'object' || params === null) return '';
  const value: unknown = Object.getOwnPropertyDescriptor(params, key)?.value;
  return typeof value === 'string' ? value : '';
}

function mockApi() {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string, config?: { params?: unknown }) => {
    if (url.endsWith('/booking-rules')) throw new Error('offline: the client copy answers');
    if (url.endsWith('/floors')) return { data: { data: [floorSummary] } };
    if (url.endsWith('/floors/1/details')) return { data: { data: floor } };
    if (url.endsWith('/floors/1/availability')) {
      const params = config?.params;
      const slot = {
        reservationDate: readParam(params, 'reservationDate'),
        reservationTime: readParam(params, 'reservationTime'),
      };
      return { data: { data: availability(slot) } };
    }
    if (url.endsWith('/seats/suggestions')) return { data: { data: [suggestion] } };
    throw new Error(`unexpected GET ${url}`);
  });
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

beforeAll(() => setUpTranslations('en'));
afterEach(() => jest.restoreAllMocks());

describe('ReservationScreen', () => {
  it('paints the plan for the slot in the URL and highlights a chosen suggestion', async () => {
    const get = mockApi();
    const user = userEvent.setup();
    renderScreen('/landing/reservation?guests=4&duration=90');

    const free = await screen.findByRole('button', { name: 'A07 4/4 — 4 seats, free' });
    expect(screen.getByRole('button', { name: 'A08 0/2 — 2 seats, taken' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('tab', { name: 'Ground floor', selected: true })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/public/restaurant-table/floors/1/availability',
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
    const booking = screen.getByRole('region', { name: 'Your table' });
    expect(within(booking).getByRole('button', { name: 'Sign in to book' })).toBeEnabled();
  });

  it('writes a normalised choice back into the URL', async () => {
    mockApi();
    renderScreen('/landing/reservation?guests=99');
    await screen.findByRole('button', { name: /^A07 / });
    expect(screen.getByLabelText('url')).toHaveTextContent(
      /guests=2&date=\d{4}-\d{2}-\d{2}&time=\d{2}%3A\d{2}&duration=90/,
    );
  });
});
