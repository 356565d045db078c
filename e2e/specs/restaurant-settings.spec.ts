import type { Page } from '@playwright/test';
import { paths } from '@restaurant/shared/router';
import { scaled } from '../../scripts/lib/machine';
import { apiSignIn, MANAGER } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { navigateInApp } from '../support/navigation';
import { submitSignIn } from '../support/session';

/**
 * Issue 57 item 1: the manager closes the restaurant on a date from the back office, and that date offers a diner no
 * slot. The date is near the end of the booking window, far from the dates other specs book (they share the
 * database), and the closure is removed afterwards.
 */

/** The manager the API seeds with the demo data (`SEED_DEMO_DINERS=1`, as the e2e servers run it). */

/** The restaurant-local date (UTC+7) `days` from now. */
const restaurantDate = (days: number) =>
  new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function openAsManager(page: Page) {
  await page.goto(paths.staff.settings);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await submitSignIn(page, MANAGER.email, MANAGER.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Hours and booking rules' })).toBeVisible();
}

test("a manager changes the restaurant's telephone: the homepage shows it and gives it to search engines", async ({
  page,
  request,
}) => {
  await openAsManager(page);
  const contact = page.getByRole('group', { name: 'Address and telephone' });
  const telephone = contact.getByRole('textbox', { name: 'Telephone' });
  const seeded = await telephone.inputValue();
  const homepageSays = async (number: string) => {
    const html = await (await request.get('/landing/homepage', { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain(`"telephone":"${number}"`);
    expect(html).toContain(`href="tel:${number.replace(/[ -]/g, '')}"`);
  };
  const saveTelephone = async (number: string) => {
    await telephone.fill(number);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/manage/settings') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save hours and rules' }).click();
    expect((await saved).status()).toBe(200);
  };
  try {
    // a number without its country code is refused under the field, before anything is sent
    await telephone.fill('024 3999 0000');
    await page.getByRole('button', { name: 'Save hours and rules' }).click();
    await expect(contact.getByText(/Write the number in international form/)).toBeVisible();
    await expectNoSeriousViolations(page, 'the settings page with a refused telephone');
    await saveTelephone('+84 24 3999 0000');
    await homepageSays('+84 24 3999 0000');
  } finally {
    await saveTelephone(seeded);
  }
  await homepageSays(seeded);
});

test('a manager closes the restaurant on a date: that date offers a diner no table', async ({ page, request }) => {
  test.setTimeout(scaled(60_000));
  const date = restaurantDate(57);
  const availability = () =>
    request.get(
      `/api/public/restaurant-table/floors/1/availability?reservationDate=${date}&reservationTime=12:00&estimatedDuration=60`,
    );
  expect((await availability()).status()).toBe(200);

  await openAsManager(page);
  try {
    await page.getByLabel(/^Date/).fill(date);
    await page.getByRole('button', { name: 'Add closure' }).click();
    // a booking another run made that date would be listed first: it is kept, and the closure confirmed
    const affected = page.getByRole('alertdialog', { name: 'Bookings outside the new hours' });
    const row = page.getByRole('row', { name: new RegExp(`${date}.*Closed all day`) });
    await expect(row.or(affected)).toBeVisible();
    if (await affected.isVisible()) await affected.getByRole('button', { name: 'Save anyway' }).click();
    await expect(row).toBeVisible();

    const closed = await availability();
    expect(closed.status()).toBe(400);
    expect(((await closed.json()) as { code: string }).code).toBe('CLOSED');

    // the audit log (issue 57 item 5) shows the change just made, and by whom
    await navigateInApp(page, paths.staff.audit);
    await page.getByLabel('Kind of record').selectOption({ label: 'Closure' });
    await page.getByRole('button', { name: 'Apply' }).click();
    const entry = page.getByRole('row', { name: new RegExp(`Closure ${date}: set`) }).first();
    await expect(entry).toBeVisible();
    await expect(entry.getByRole('button', { name: /^Only changes by / })).toBeVisible();
  } finally {
    const token = await apiSignIn(request, MANAGER);
    await request.delete(`/api/manage/closures/${date}`, { headers: { authorization: `Bearer ${token}` } });
  }
  expect((await availability()).status()).toBe(200);
});
