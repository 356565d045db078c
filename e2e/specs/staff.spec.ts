import type { Browser, Page } from '@playwright/test';
import { paths } from '@restaurant/shared/router';
import { scaled } from '../../scripts/lib/machine';
import { apiSignIn, placePickupOrderThroughApi, registerDiner, STAFF } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { navigateInApp } from '../support/navigation';
import { signInFromHeader, submitSignIn } from '../support/session';
import { watchDomChanges, watchRequests } from '../support/settled-page';
import { openCustomizer } from './customizer';

/**
 * Issue 32 point 3: the kitchen's orders board (remote-staff), on the composed site. Orders are placed through the API
 * (checkout.spec.ts covers the checkout form); the board and the diner's order page are real pages, each in its own
 * browser context.
 */

/** A staff page opened signed out goes to the sign-in page, and back to itself once signed in as staff. */
async function openBoardAsStaff(page: Page): Promise<void> {
  await page.goto(paths.staff.orders);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fstaff%2Forders$/);
  await submitSignIn(page, STAFF.email, STAFF.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders board' })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/orders$/);
}

const staffMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Staff' });

/** A second person at another browser: a diner signed in on their own page of the site. */
async function dinerBrowser(browser: Browser, tag: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const diner = await registerDiner(page.request, tag);
  return { context, page, diner };
}

test("a diner's order is pushed to the kitchen's board; staff move it to READY there and the diner's open page follows", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(scaled(90_000));
  await openBoardAsStaff(page);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(staffMenu(page)).toBeVisible();

  const { context, page: dinerPage, diner } = await dinerBrowser(browser, 'staff-board');
  try {
    const order = await placePickupOrderThroughApi(request, await apiSignIn(request, diner), 'Phở bò tái');

    // On the open board without a reload, in Placed, marked new, with what the kitchen needs to know.
    const card = page.getByRole('region', { name: 'Placed' }).getByRole('article', { name: order.code });
    await expect(card).toBeVisible();
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    await expect(card).toContainText('2 × Phở bò tái');
    await expect(card).toContainText('Note: Ít cay');
    await expect(card).toContainText(/Pickup at /);

    // The diner follows the order on its own page, live.
    await dinerPage.goto(paths.orderDetail(order.id));
    const stream = dinerPage.waitForResponse((response) => response.url().endsWith(`/api/orders/${order.id}/events`));
    await signInFromHeader(dinerPage, diner.email, diner.password);
    await expect(dinerPage.getByRole('heading', { level: 1, name: `Order ${order.code}` })).toBeVisible();
    expect((await stream).status()).toBe(200);

    // One click, then one key: the focus follows the card to its next column.
    await card.getByRole('button', { name: `Start preparing: order ${order.code}` }).click();
    const markReady = page
      .getByRole('region', { name: 'Preparing' })
      .getByRole('button', { name: `Mark ready: order ${order.code}` });
    await expect(markReady).toBeFocused();
    await page.keyboard.press('Enter');
    const ready = page.getByRole('region', { name: 'Ready' }).getByRole('article', { name: order.code });
    await expect(ready.getByRole('button', { name: `Hand over: order ${order.code}` })).toBeFocused();

    const progress = dinerPage.getByRole('region', { name: 'Progress' });
    await expect(progress.locator('[aria-current="step"]')).toContainText('Ready');
  } finally {
    await context.close();
  }
});

test('a diner gets the 403 page and no Staff menu; the board passes axe in light, dark and right-to-left', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(scaled(90_000));
  const { context, page: dinerPage, diner } = await dinerBrowser(browser, 'staff-forbidden');
  try {
    const staffData: string[] = [];
    dinerPage.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/staff/')) staffData.push(sent.url());
    });
    await dinerPage.goto(paths.landing.food);
    await signInFromHeader(dinerPage, diner.email, diner.password);
    await navigateInApp(dinerPage, paths.staff.orders);
    await expect(dinerPage.getByRole('heading', { level: 1, name: 'Staff only' })).toBeVisible();
    await expect(dinerPage.getByRole('link', { name: 'Back to the homepage' })).toBeVisible();
    await expect(staffMenu(dinerPage)).toHaveCount(0);
    expect(staffData, "a diner's browser never asks for the staff's data").toEqual([]);
    await expectNoSeriousViolations(dinerPage, 'the 403 page', watchRequests(dinerPage));
  } finally {
    await context.close();
  }

  // A card on the board, so its parts are scanned too.
  const order = await placePickupOrderThroughApi(
    request,
    await apiSignIn(request, await registerDiner(request, 'staff-axe')),
    'Phở bò tái',
  );
  const requests = watchRequests(page);
  await openBoardAsStaff(page);
  await watchDomChanges(page);
  await expect(page.getByRole('article', { name: order.code })).toBeVisible();
  await expectNoSeriousViolations(page, 'the orders board, light', requests);

  const customizer = await openCustomizer(page);
  await customizer.chooseDarkMode();
  await customizer.close();
  await expectNoSeriousViolations(page, 'the orders board, dark', requests);

  const rtl = await openCustomizer(page);
  await rtl.chooseLanguage('العربية');
  await rtl.close();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'لوحة الطلبات' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the orders board, dark and right-to-left', requests);
});
