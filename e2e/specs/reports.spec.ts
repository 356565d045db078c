import { readFile } from 'node:fs/promises';
import { paths } from '@restaurant/shared/router';
import { scaled } from '../../scripts/lib/machine';
import {
  advanceOrder,
  apiSignIn,
  placePickupOrderThroughApi,
  registerDiner,
  signInAsStaff,
  MANAGER,
} from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { pixelsNear } from '../support/canvas';
import { expect, test } from '../support/fixtures';
import { submitSignIn } from '../support/session';
import { watchRequests } from '../support/settled-page';
import { openCustomizer } from './customizer';

/**
 * Issue 57, item 4: the manager's reports, on the real orders. One completed order of today (the test's own) is in
 * the range the page opens on, so the revenue chart has a bar to draw.
 */

test('the manager opens the reports: the charts are drawn in light and dark, and a report downloads as CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(60_000));
  const diner = await registerDiner(request, 'reports');
  const order = await placePickupOrderThroughApi(request, await apiSignIn(request, diner), 'Phở bò tái');
  const staff = await signInAsStaff(request);
  for (const from of ['PLACED', 'PREPARING', 'READY'] as const) await advanceOrder(request, order.id, from, staff);

  const requests = watchRequests(page);
  await page.goto(paths.staff.reports);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await submitSignIn(page, MANAGER.email, MANAGER.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  // this period's revenue is drawn in the theme's blue: blue-600 in light mode, the lighter blue-400 in dark mode
  const revenue = page.getByRole('img', { name: 'Revenue', exact: true });
  await revenue.scrollIntoViewIfNeeded();
  await expect
    .poll(() => pixelsNear(revenue, '#2563eb'), { message: 'revenue drawn in light mode' })
    .toBeGreaterThan(20);
  await expect(page.getByRole('img', { name: 'Orders by hour of day', exact: true })).toBeVisible();
  // the accessibility sweep sees this page signed out: the manager's page is scanned here, a table opened
  await page.getByText('The figures as a table').first().click();
  await expectNoSeriousViolations(page, 'the reports, light', requests);

  const customizer = await openCustomizer(page);
  await customizer.chooseDarkMode();
  await customizer.close();
  await expect
    .poll(() => pixelsNear(revenue, '#60a5fa'), { message: 'revenue drawn in dark mode' })
    .toBeGreaterThan(20);
  expect(await pixelsNear(revenue, '#2563eb')).toBe(0);
  await expectNoSeriousViolations(page, 'the reports, dark', requests);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV of Revenue' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^revenue-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('from,to,orders,revenue,previousFrom,previousTo,previousOrders,previousRevenue');
  expect(csv.split('\r\n').length).toBeGreaterThan(30); // a header, 30 days, the final line end
});
