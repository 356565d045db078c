import { screen, waitFor, within } from '@testing-library/react';
import { openEventStream, type ServerEvent } from '@restaurant/shared';
import type { FloorDetail, RestaurantTable, StaffReservation } from '@restaurant/shared/contracts';
import {
  aUser,
  currentLocation,
  dataOf,
  fakeApi,
  renderWithProviders,
  resetSession,
  type FakeApi,
  type RenderOptions,
} from '@restaurant/shared/testing';
import { aStaffBooking } from '../../testing/staff-bookings';
import { setUpTranslations } from '../../testing/translations';
import { LiveFloorScreen } from './live-floor-screen';

// The staff stream: refused unless a test opens one (the floor then polls, as when a stream is cut).
jest.mock('@restaurant/shared', () => ({
  ...jest.requireActual<object>('@restaurant/shared'),
  openEventStream: jest.fn(),
}));
const openStream = jest.mocked(openEventStream);

/** A stream the test feeds: `push` sends one event. */
function aStream() {
  const queue: ServerEvent[] = [];
  let wake: () => void = () => undefined;
  const events = (async function* () {
    for (;;) {
      while (queue.length > 0) yield queue.shift()!;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  })();
  return {
    events,
    push: (event: ServerEvent) => {
      queue.push(event);
      wake();
    },
  };
}

const STAFF = aUser({ id: 2, email: 'staff@example.com', role: 'staff' });
const DINER = aUser({ id: 7, email: 'mai@example.com', role: 'diner' });
const MINUTE = 60_000;

function table(id: number, code: string, capacity: number, x: number): RestaurantTable {
  return {
    id,
    code,
    capacity,
    shape: 'SQUARE',
    zone: 'Hall',
    x,
    y: 50,
    width: 80,
    height: 80,
    rotation: 0,
    adjacentTableIds: [],
    seats: [],
  };
}

const floor: FloorDetail = {
  id: 1,
  name: 'Ground floor',
  level: 1,
  description: '',
  width: 700,
  height: 300,
  tableCount: 3,
  seatCount: 10,
  tables: [table(1, 'A01', 4, 50), table(2, 'A02', 2, 250), table(3, 'A03', 4, 450)],
};
const { tables: _tables, ...floorSummary } = floor;
const ROOM = '/public/restaurant-table';

let api: FakeApi;
let account = STAFF;
let bookings: StaffReservation[] = [];

beforeAll(() => setUpTranslations('en'));
beforeEach(() => {
  openStream.mockReset();
  openStream.mockRejectedValue(new Error('no live stream in this test'));
  account = STAFF;
  bookings = [];
  api = fakeApi({
    'GET /auth/me': () => ({ status: 200, body: dataOf(account) }),
    [`GET ${ROOM}/floors`]: { status: 200, body: dataOf([floorSummary]) },
    [`GET ${ROOM}/floors/1/details`]: { status: 200, body: dataOf(floor) },
    'GET /staff/reservations': () => ({ status: 200, body: dataOf({ date: '2026-06-11', items: bookings }) }),
  });
});
afterEach(() => {
  api.restore();
  resetSession();
});

const renderFloor = (auth: RenderOptions['auth'] = { user: STAFF }) =>
  renderWithProviders(<LiveFloorScreen />, { route: '/staff/floor?x=1', path: '/staff/floor', auth });

describe('the live floor', () => {
  it('names each table by what it shows and its state, and counts the states in the legend', async () => {
    const now = Date.now();
    bookings = [
      aStaffBooking(1, [1], now + 20 * MINUTE, 'CONFIRMED', 3),
      aStaffBooking(2, [2], now - 30 * MINUTE, 'SEATED', 2),
      aStaffBooking(3, [3], now + 3 * 60 * MINUTE),
    ];
    renderFloor();

    const plan = await screen.findByRole('group', { name: 'Floor plan of Ground floor' });
    const due = bookings[0]!.reservationTime;
    expect(
      within(plan).getByRole('img', { name: `A01 ${due} — 4 seats, booked soon, at ${due}, party size 3` }),
    ).toHaveAttribute('data-status', 'soon');
    expect(
      within(plan).getByRole('img', {
        name: `A02 2/2 — 2 seats, seated, party size 2, booked for ${bookings[1]!.reservationTime}`,
      }),
    ).toHaveAttribute('data-status', 'seated');
    // drawn with its state's glyph, so colour is not the only signal
    const glyphOf = (table: HTMLElement) => table.querySelector('[data-glyph]')?.getAttribute('data-glyph');
    expect(glyphOf(within(plan).getByRole('img', { name: /^A02 / }))).toBe('dot');
    expect(glyphOf(within(plan).getByRole('img', { name: /^A01 / }))).toBe('clock');
    // booked for later than the hour: free to use now
    expect(within(plan).getByRole('img', { name: 'A03 4 — 4 seats, free' })).toHaveAttribute('data-status', 'free');

    const legend = screen.getByRole('region', { name: 'Legend' });
    expect(legend).toHaveTextContent('Free: 1');
    expect(legend).toHaveTextContent('Booked within the hour (time due): 1');
    expect(legend).toHaveTextContent('Seated (party / seats): 1');
    expect(screen.getByRole('heading', { level: 1, name: 'Live floor' })).toBeInTheDocument();
    // no stream: it says so, and reads the bookings again every few seconds
    expect(screen.getByText('Reconnecting: read again every 10 s')).toHaveAttribute('role', 'status');
  });

  it('reads the bookings again when the staff stream says the floor changed, without a reload', async () => {
    const stream = aStream();
    openStream.mockResolvedValue(stream.events);
    const now = Date.now();
    bookings = [aStaffBooking(1, [1], now + 10 * MINUTE)];
    renderFloor();
    await screen.findByRole('img', { name: /^A01 .* booked soon/ });
    stream.push({ id: '4', event: 'ready', data: { lastEventId: 4 } });
    expect(await screen.findByText('Live', { exact: true })).toHaveAttribute('role', 'status');
    // no Last-Event-ID: the orders it would replay are of no use to the floor, which reads itself again on `ready`
    expect(openStream.mock.calls[0]?.[0]).toBe('/staff/events');
    expect(openStream.mock.calls[0]?.[1].lastEventId).toBeNull();

    // the first read, then one more once the stream is open (what changed before it opened)
    const reads = () => api.requestsTo('GET /staff/reservations').length;
    await waitFor(() => expect(reads()).toBe(2));
    // the host stand seats the party and a walk-in takes A03, on another screen
    bookings = [
      { ...bookings[0]!, status: 'SEATED' },
      { ...aStaffBooking(2, [3], now, 'SEATED', 4), walkIn: true },
    ];
    // an order event is not about the tables: nothing is read for it
    stream.push({ id: '5', event: 'order-placed', data: {} });
    stream.push({ id: '5', event: 'floor-changed', data: {} });
    expect(await screen.findByRole('img', { name: /^A01 2\/4 — 4 seats, seated/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^A03 4\/4 — 4 seats, seated, party size 4/ })).toBeInTheDocument();
    expect(reads()).toBe(3);
    // said once, for the tables that changed (worked out from what the plan drew, so a render after it)
    expect(await screen.findByText('A01 is now seated · A03 is now seated')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('region', { name: 'Legend' })).toHaveTextContent('Seated (party / seats): 2');
  });

  it('draws the saved plan again when the staff stream says the floor plan editor changed it', async () => {
    const stream = aStream();
    openStream.mockResolvedValue(stream.events);
    let plan = floor;
    api.on(`GET ${ROOM}/floors/1/details`, () => ({ status: 200, body: dataOf(plan) }));
    renderFloor();
    await screen.findByRole('img', { name: 'A03 4 — 4 seats, free' });
    stream.push({ id: '4', event: 'ready', data: { lastEventId: 4 } });
    expect(await screen.findByText('Live', { exact: true })).toBeInTheDocument();
    const planReads = () => api.requestsTo(`GET ${ROOM}/floors/1/details`).length;
    await waitFor(() => expect(planReads()).toBe(2));

    // the manager moves A03 and adds A04, on another screen
    plan = {
      ...floor,
      tableCount: 4,
      tables: [...floor.tables.slice(0, 2), table(3, 'A03', 4, 600), table(4, 'A04', 6, 450)],
    };
    stream.push({ id: null, event: 'plan-changed', data: {} });
    expect(await screen.findByRole('img', { name: 'A04 6 — 6 seats, free' })).toBeInTheDocument();
    expect(planReads()).toBe(3);
  });

  it('shows a diner the 403 page and never asks for the staff’s data', async () => {
    account = DINER;
    renderFloor({ user: DINER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff only' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute('href', '/landing/homepage');
    expect(api.requestsTo('GET /staff/reservations')).toEqual([]);
    expect(openStream).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to sign in, and back to the floor after', async () => {
    renderFloor('signed-out');
    await waitFor(() => expect(currentLocation()).toBe('/auth/login?redirect=%2Fstaff%2Ffloor%3Fx%3D1'));
    expect(api.requestsTo('GET /staff/reservations')).toEqual([]);
  });
});
