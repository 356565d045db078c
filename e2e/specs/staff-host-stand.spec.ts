import type { APIRequestContext, Page } from '@playwright/test';
import type {
  CreateReservationBody,
  FloorAvailabilityResponse,
  FoodDetailResponse,
  FoodsResponse,
  Reservation,
  ReservationResponse,
  SeatSuggestionsResponse,
} from '@restaurant/shared/contracts';
import { paths, signInPathFor } from '@restaurant/shared/router';
import { scaled } from '../../scripts/lib/machine';
import { apiSignIn, registerDiner, registerVerifiedDiner, signInAsStaff, STAFF } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { apiClockAt, tomorrowAt, type RestaurantTime } from '../support/restaurant-clock';
import { submitSignIn } from '../support/session';
import { watchDomChanges, watchRequests, type RequestsInFlight } from '../support/settled-page';
import { openCustomizer } from './customizer';

/**
 * Issue 32 points 4 and 6, on the composed site as the restaurant's staff use it: the host stand refuses a no-show
 * before the booking's time (issue 53), seats the party and completes it (the table is free again for everyone), and the kitchen marks a dish sold out (the menu and the cart follow). Each
 * page is also scanned by axe in the states only a signed-in staff member reaches, light, then dark right-to-left.
 */

interface Slot {
  reservationDate: string;
  reservationTime: string;
  estimatedDuration: number;
}

/** A booking of tomorrow's service, 90 minutes from its start. */
const slotAt = (time: string): Slot => ({
  reservationDate: tomorrowAt(time).date,
  reservationTime: time,
  estimatedDuration: 90,
});

/** The host stand's journeys run at 14:00 tomorrow, the restaurant open: the API's clock and the page's. */
const AT_TWO = tomorrowAt('14:00');

/** A new diner's booking of one free table for two at `slot`, through the API. */
async function bookToday(request: APIRequestContext, slot: Slot): Promise<Reservation> {
  const diner = await registerDiner(request, 'host-stand');
  const headers = { authorization: `Bearer ${await apiSignIn(request, diner)}` };
  const suggestions = await request.get('/api/public/restaurant-table/seats/suggestions', {
    params: { ...slot, guests: 2 },
    headers,
  });
  expect(suggestions.status(), await suggestions.text()).toBe(200);
  const single = ((await suggestions.json()) as SeatSuggestionsResponse).data.find((seating) => !seating.combined);
  if (!single) throw new Error(`no single free table for 2 today at ${slot.reservationTime}`);
  const body: CreateReservationBody = {
    ...slot,
    tableIds: single.tables.map((table) => table.id),
    guests: 2,
    contactName: 'E2E no-show',
    contactPhone: '+84 912 345 678',
  };
  const response = await request.post('/api/public/restaurant-table/reservations', { data: body, headers });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as ReservationResponse).data;
}

/**
 * Whether the public availability read (what any diner sees) shows the booking's table free for `slot`, read at the
 * API's clock `at` (the test's, unless told).
 */
async function tableFree(
  request: APIRequestContext,
  reservation: Reservation,
  slot: Slot,
  at?: RestaurantTime,
): Promise<boolean> {
  const response = await request.get(`/api/public/restaurant-table/floors/${reservation.floor.id}/availability`, {
    params: { ...slot },
    ...(at ? { headers: apiClockAt(at) } : {}),
  });
  expect(response.status(), await response.text()).toBe(200);
  const [table] = reservation.tables;
  const seen = ((await response.json()) as FloorAvailabilityResponse).data.tables.find(
    (candidate) => candidate.tableId === table?.id,
  );
  return seen?.available === true;
}

/** Opens `path` signed out, signs in as staff on the sign-in page it leads to, and lands back on `path`. */
async function openAsStaff(page: Page, path: string): Promise<RequestsInFlight> {
  const requests = watchRequests(page);
  await page.goto(signInPathFor(path));
  await submitSignIn(page, STAFF.email, STAFF.password);
  await expect(page.locator('html')).toHaveAttribute('data-location', path);
  await watchDomChanges(page);
  return requests;
}

async function darkRightToLeft(page: Page): Promise<void> {
  const customizer = await openCustomizer(page);
  await customizer.chooseDarkMode();
  await customizer.chooseLanguage('العربية');
  await customizer.close();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test.describe('the host stand, tomorrow at 14:00', () => {
  test.use({ extraHTTPHeaders: apiClockAt(AT_TWO) });

  test('the host stand refuses an early no-show, seats and completes the party, and the table is free again', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(120_000));
    await page.clock.setFixedTime(AT_TWO.instant);
    const slot = slotAt('14:30');
    const reservation = await bookToday(request, slot);
    expect(await tableFree(request, reservation, slot)).toBe(false);

    const requests = await openAsStaff(page, `${paths.staff.reservations}?q=${encodeURIComponent(reservation.code)}`);
    const booking = page.getByRole('listitem', { name: /E2E no-show/ });
    await expect(booking).toContainText(reservation.code);
    await expect(booking).toContainText('Booked');
    await expectNoSeriousViolations(page, 'the host stand with a booking, light', requests);

    await booking.getByRole('button', { name: 'Mark no-show' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Record a no-show?' });
    await expect(dialog).toContainText(reservation.code);
    await expectNoSeriousViolations(page, 'the no-show confirmation, light');
    await dialog.getByRole('button', { name: 'Yes, record the no-show' }).click();
    // the booking has not started: the API's refusal, in its words, and nothing recorded
    await expect(dialog).toContainText(`This booking starts at ${reservation.reservationTime}`);
    await dialog.getByRole('button', { name: 'Keep the booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(booking).toContainText('Booked');

    await booking.getByRole('button', { name: /^Mark seated/ }).click();
    await expect(booking.getByRole('status')).toHaveText(`${reservation.code} is seated.`);
    await expect(booking).toContainText('Marked by');
    await booking.getByRole('button', { name: /^Mark completed/ }).click();
    await expect(booking.getByRole('status')).toHaveText(`${reservation.code} is completed: its tables are free.`);
    await expect(booking).toContainText('Completed');
    await expect(booking.getByRole('button')).toHaveCount(0);

    expect(await tableFree(request, reservation, slot)).toBe(true);

    await darkRightToLeft(page);
    await expect(page.getByRole('heading', { name: 'حجوزات اليوم', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'the host stand, dark, right to left', requests);
  });

  test('the host stand records a no-show once the booking is late, and the rest of its time is free again', async ({
    page,
    request,
  }) => {
    test.setTimeout(scaled(120_000));
    const slot = slotAt('15:30');
    const reservation = await bookToday(request, slot);
    // twenty minutes after the start, past the grace period: the party has not come
    const late = tomorrowAt('15:30', 20);
    const restOfBooking: Slot = { ...slot, reservationTime: '16:00', estimatedDuration: 30 };
    expect(await tableFree(request, reservation, restOfBooking, late)).toBe(false);

    await page.clock.setFixedTime(late.instant);
    await page.setExtraHTTPHeaders(apiClockAt(late));
    const requests = await openAsStaff(page, `${paths.staff.reservations}?q=${encodeURIComponent(reservation.code)}`);
    const booking = page.getByRole('listitem', { name: /E2E no-show/ });
    await expect(booking).toContainText('Booked');
    await booking.getByRole('button', { name: 'Mark no-show' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Record a no-show?' });
    await dialog.getByRole('button', { name: 'Yes, record the no-show' }).click();
    await expect(dialog).toBeHidden();
    await expect(booking.getByRole('status')).toHaveText(
      `${reservation.code} is recorded as a no-show: its tables are free.`,
    );
    await expect(booking).toContainText('No-show');
    await expect(booking).toContainText('Marked by');
    await expect(booking.getByRole('button')).toHaveCount(0);
    await expectNoSeriousViolations(page, 'the host stand after a no-show, light', requests);

    expect(await tableFree(request, reservation, restOfBooking, late)).toBe(true);
  });
});

/** An orderable dish no other spec orders or marks (the specs run side by side): the menu's second-to-last one. */
async function quietDish(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const response = await request.get('/api/public/food/getFoodsByCategory', { params: { page: 1, size: 100 } });
  const orderable = ((await response.json()) as FoodsResponse).data.items.filter(
    (food) => food.available && !food.soldOut,
  );
  const dish = orderable.at(-2);
  if (!dish) throw new Error('the menu has too few orderable dishes');
  return dish;
}

test('a dish marked sold out on the staff page is sold out on the menu and the cart refuses it', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const dish = await quietDish(request);
  const staff = { authorization: `Bearer ${await signInAsStaff(request)}` };
  const diner = {
    authorization: `Bearer ${await apiSignIn(request, await registerVerifiedDiner(request, 'staff-sold-out'))}`,
  };

  const requests = await openAsStaff(page, paths.staff.soldOut);
  await expect(
    page.getByText('A mark holds for today only: tomorrow everything is back on sale by itself.'),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'the sold-out page, light', requests);

  await page.getByRole('searchbox', { name: 'Filter by name' }).fill(dish.name);
  const toggle = page.getByRole('switch', { name: `Sold out today ${dish.name}` });
  try {
    await expect(toggle).not.toBeChecked();
    // Its label, as a person clicks it: Ark's input is visually hidden under the drawn switch.
    await page.locator('label').filter({ has: toggle }).click();
    await expect(page.getByRole('status').filter({ hasText: `${dish.name} is sold out for today.` })).toBeVisible();
    await expect(toggle).toBeChecked();
    // who marked it, which only staff see
    await expect(page.getByRole('listitem').filter({ has: toggle })).toContainText('Marked by');

    const menu = await request.get(`/api/public/food/getFood/${dish.id}`);
    expect(((await menu.json()) as FoodDetailResponse).data.soldOut).toBe(true);
    const refused = await request.post('/api/carts/addToCart', {
      headers: { ...diner, 'accept-language': 'en' },
      data: { type: 'FOOD', foodId: dish.id, quantity: 1 },
    });
    expect(refused.status(), await refused.text()).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'SOLD_OUT' });

    await darkRightToLeft(page);
    // The dish keeps its (Vietnamese) name in every language; the rest of the switch's name is Arabic now.
    const escaped = dish.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(page.getByRole('switch', { name: new RegExp(`${escaped}$`) })).toBeChecked();
    await expectNoSeriousViolations(page, 'the sold-out page with a dish marked, dark, right to left', requests);
  } finally {
    const lifted = await request.delete(`/api/staff/sold-out/food/${dish.id}`, { headers: staff });
    expect(lifted.status(), await lifted.text()).toBe(200);
  }
});
