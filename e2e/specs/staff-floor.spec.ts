import type { APIRequestContext } from '@playwright/test';
import type { ReservationResponse, SeatSuggestionsResponse } from '@restaurant/shared/contracts';
import { paths } from '@restaurant/shared/router';
import { scaled } from '../../scripts/lib/machine';
import { apiSignIn, registerDiner, signInAsStaff, STAFF } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { apiClockAt, tomorrowAt } from '../support/restaurant-clock';
import { submitSignIn } from '../support/session';
import { watchDomChanges, watchRequests } from '../support/settled-page';
import { openCustomizer } from './customizer';

/**
 * Issue 32 point 5: the live floor (the reservation remote's plan in its staff mode) on the composed site. The booking
 * and the host stand's mark are made through the API, as another person at another screen would; the floor follows
 * them by push, with no reload.
 */

/** The booking starts at 13:15 tomorrow; the floor is watched ten minutes before, when it is "booked soon". */
const BOOKING = { ...tomorrowAt('13:15'), duration: 90 };
const NOW = tomorrowAt('13:15', -10);

test.use({ extraHTTPHeaders: apiClockAt(NOW) });

/** A new diner books the first free single table for two at `slot`, through the API. */
async function bookForNow(request: APIRequestContext, slot: typeof BOOKING) {
  const token = await apiSignIn(request, await registerDiner(request, 'staff-floor'));
  const headers = { authorization: `Bearer ${token}` };
  const when = { reservationDate: slot.date, reservationTime: slot.time, estimatedDuration: slot.duration };
  const suggestions = await request.get('/api/public/restaurant-table/seats/suggestions', {
    params: { ...when, guests: 2 },
    headers,
  });
  expect(suggestions.status(), await suggestions.text()).toBe(200);
  const seating = ((await suggestions.json()) as SeatSuggestionsResponse).data.find((s) => !s.combined);
  if (!seating) throw new Error(`no single table free for 2 at ${slot.time} on ${slot.date}`);
  const table = seating.tables[0]!;
  const response = await request.post('/api/public/restaurant-table/reservations', {
    headers,
    data: { ...when, tableIds: [table.id], guests: 2, contactName: 'E2E floor', contactPhone: '+84 912 345 678' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { reservation: ((await response.json()) as ReservationResponse).data, table, floor: seating.floor };
}

async function mark(request: APIRequestContext, id: number, what: 'seated' | 'completed') {
  const response = await request.post(`/api/staff/reservations/${id}/${what}`, {
    headers: { authorization: `Bearer ${await signInAsStaff(request)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a table booked for now turns "booked soon", then "seated", on the open live floor without a reload; axe in light, dark and rtl', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  await page.clock.setFixedTime(NOW.instant);
  const requests = watchRequests(page);
  await page.goto(paths.staff.floor);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fstaff%2Ffloor$/);
  await submitSignIn(page, STAFF.email, STAFF.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Live floor' })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  const { reservation, table, floor } = await bookForNow(request, BOOKING);
  try {
    await page.getByRole('tab', { name: floor.name }).click();
    const plan = page.getByRole('group', { name: `Floor plan of ${floor.name}` });
    const tableNamed = (text: string) => plan.getByRole('img', { name: new RegExp(`^${table.code} .*${text}`) });

    const soon = tableNamed(`booked soon, at ${BOOKING.time}, party size 2`);
    await expect(soon).toBeVisible();
    await expect(soon).toHaveAttribute('data-status', 'soon');

    await mark(request, reservation.id, 'seated');
    const seated = tableNamed('seated, party size 2');
    await expect(seated).toBeVisible();
    await expect(seated).toHaveAttribute('data-status', 'seated');

    await watchDomChanges(page);
    await expectNoSeriousViolations(page, 'the live floor, light', requests);
    const dark = await openCustomizer(page);
    await dark.chooseDarkMode();
    await dark.close();
    await expectNoSeriousViolations(page, 'the live floor, dark', requests);
    const rtl = await openCustomizer(page);
    await rtl.chooseLanguage('العربية');
    await rtl.close();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الصالة مباشرة' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the live floor, dark and right-to-left', requests);
  } finally {
    // the party leaves: the table is free again for the next run on this database
    await mark(request, reservation.id, 'completed');
  }
  await expect(page.locator(`[data-status="free"][aria-label^="${table.code} "]`).first()).toBeVisible();
});
