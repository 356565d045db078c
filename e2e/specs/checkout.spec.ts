import type { Page } from '@playwright/test';
import { scaled } from '../../scripts/lib/machine';
import { advanceOrder, apiSignIn, bookTableThroughApi, registerDiner, signInAsStaff } from '../support/api';
import { expectNoViolationReports, sweepViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { navigateInApp } from '../support/navigation';
import { headerCart, openAccountMenu, signInFromHeader } from '../support/session';
import { scrollThroughPage, waitForSettledPage, watchDomChanges, watchRequests } from '../support/settled-page';
import { openCustomizer } from './customizer';

/** Adds a dish from the menu page's search, as a diner does; waits for the cart to say so. */
async function addDish(page: Page, name: string, expectedCount: number): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search dishes' }).fill(name);
  await page.getByRole('button', { name: `Add to cart: ${name}` }).click();
  await expect(headerCart(page)).toHaveAccessibleName(
    `Cart, ${expectedCount} ${expectedCount === 1 ? 'item' : 'items'}`,
  );
}

async function openCheckoutFromCart(page: Page): Promise<void> {
  await headerCart(page).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
}

/** The order code from the confirmation page's title ("Order OD-…"). */
async function placedOrderCode(page: Page): Promise<string> {
  await expect(page.getByText('Thank you, your order is placed')).toBeVisible();
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  const code = /^Order (\S+)$/.exec(title.trim())?.[1];
  if (!code) throw new Error(`no order code in the title "${title}"`);
  return code;
}

function orderIdFrom(page: Page): number {
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  if (!Number.isInteger(id) || id <= 0) throw new Error(`no order id in ${page.url()}`);
  return id;
}

test('a diner checks out for pickup with CHAOBAN10, finds the order in My orders, and sees it READY once the kitchen says so', async ({
  page,
  request,
}) => {
  const diner = await registerDiner(request, 'checkout');
  await page.goto('/landing/food');
  await signInFromHeader(page, diner.email, diner.password);

  // 2 × 75.000 ₫ + a second dish: over CHAOBAN10's 150.000 ₫ minimum.
  await addDish(page, 'Phở bò tái', 1);
  await addDish(page, 'Phở bò tái', 2);
  await addDish(page, 'Bún chả Hà Nội', 3);
  await openCheckoutFromCart(page);

  const form = page.getByRole('form', { name: 'Checkout' });
  await expect(form.getByRole('radio', { name: /^Pickup/ })).toBeChecked();
  const slot = form.getByRole('combobox', { name: 'Pickup time' });
  // The first open slot of the first day that still has one.
  const day = form.getByRole('combobox', { name: 'Pickup day' });
  await expect(slot.or(form.getByText('No pickup time is left on this day.'))).toBeVisible();
  if (!(await slot.isVisible())) {
    await day.selectOption({ index: 1 });
  }
  await slot.selectOption({ index: 1 });

  await form.getByRole('textbox', { name: 'Voucher code' }).fill('chaoban10');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByText(/^Code CHAOBAN10 applies: .+ off\.$/)).toBeVisible();
  const summary = form.getByRole('region', { name: 'Your order' });
  await expect(summary.getByText('Discount (CHAOBAN10)')).toBeVisible();
  const subtotal = await summary.getByTestId('price-subtotal').innerText();
  const total = await summary.getByTestId('price-total').innerText();
  expect(total).not.toBe(subtotal);

  await form.getByRole('textbox', { name: 'Note for the kitchen (optional)' }).fill('Ít cay, please');
  // A double click sends the same Idempotency-Key twice at most: one order either way.
  await form.getByRole('button', { name: 'Place order' }).dblclick();
  const code = await placedOrderCode(page);
  const orderId = orderIdFrom(page);
  await expect(page.getByText('Placed', { exact: true }).first()).toBeVisible();
  await expect(headerCart(page)).toHaveAccessibleName('Cart, 0 items');

  // In My orders, from the account menu: once.
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'My orders' }).click();
  await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
  // The double click made one order, not two.
  await expect(page.getByRole('main').getByRole('link', { name: /^Order / })).toHaveCount(1);
  await expect(page.getByRole('link', { name: `Order ${code}` })).toHaveCount(1);
  const stream = page.waitForResponse((response) => response.url().endsWith(`/api/orders/${orderId}/events`));
  await page.getByRole('link', { name: `Order ${code}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${code}`, level: 1 })).toBeVisible();
  // The page follows its order through the order's live stream: once it is open, the order is not read again.
  expect((await stream).status()).toBe(200);
  const readsSinceStreamOpened: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/orders/${orderId}`) readsSinceStreamOpened.push(sent.url());
  });

  // The kitchen moves it on; the open page follows by itself.
  const staff = await signInAsStaff(request);
  expect((await advanceOrder(request, orderId, 'PLACED', staff)).status).toBe('PREPARING');
  expect((await advanceOrder(request, orderId, 'PREPARING', staff)).status).toBe('READY');
  const progress = page.getByRole('region', { name: 'Progress' });
  await expect(progress.locator('[aria-current="step"]')).toContainText('Ready', { timeout: scaled(20_000) });
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  expect(readsSinceStreamOpened, 'reads of the order once its stream was open (pushed, not polled)').toEqual([]);
});

test('a dine-in order is attached to a fresh reservation, and can be cancelled while it is only placed', async ({
  page,
  request,
}) => {
  const diner = await registerDiner(request, 'dine-in');
  const reservation = await bookTableThroughApi(request, await apiSignIn(request, diner), diner.fullName);

  // Signed out, the cart's checkout goes through sign-in and comes back to the checkout.
  await page.goto('/landing/food');
  await addDish(page, 'Phở bò tái', 1);
  await headerCart(page).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Checkout' }).click();
  await page.getByLabel('E-mail address').fill(diner.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(diner.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Checkout' });
  // The guest line moved to the account on sign-in.
  await expect(form.getByRole('region', { name: 'Your order' })).toContainText('1 × Phở bò tái');
  await form.getByText('Dine in', { exact: true }).click();
  // Chakra's radios are visually hidden inputs: a diner clicks the option's text.
  await form.getByText(new RegExp(`^${reservation.code} · `)).click();
  await expect(form.getByRole('radio', { name: new RegExp(`^${reservation.code}`) })).toBeChecked();
  await form.getByText('Bank transfer', { exact: true }).click();
  await expect(form.getByRole('heading', { name: 'Pay by bank transfer' })).toBeVisible();
  await form.getByRole('button', { name: 'Place order' }).click();

  const code = await placedOrderCode(page);
  await expect(page.getByText(`Dine in, reservation ${reservation.code}`)).toBeVisible();
  // Bank transfer: the accounts with the order code as the reference, and a QR code of each transfer.
  await expect(page.getByText(code, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR code of the transfer to / }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Progress' }).locator('[aria-current="step"]')).toContainText(
    'Cancelled',
  );
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

test('the checkout and order pages of a signed-in diner have no serious axe violation, light, dark and rtl', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(180_000));
  const diner = await registerDiner(request, 'checkout-axe');
  const requests = watchRequests(page);
  await page.goto('/landing/food');
  await watchDomChanges(page);
  await signInFromHeader(page, diner.email, diner.password);
  await addDish(page, 'Phở bò tái', 1);
  await openCheckoutFromCart(page);
  const form = page.getByRole('form', { name: 'Checkout' });
  const slot = form.getByRole('combobox', { name: 'Pickup time' });
  await expect(slot.or(form.getByText('No pickup time is left on this day.'))).toBeVisible();
  if (!(await slot.isVisible())) await form.getByRole('combobox', { name: 'Pickup day' }).selectOption({ index: 1 });
  await slot.selectOption({ index: 1 });
  await form.getByText('Bank transfer', { exact: true }).click();
  await form.getByRole('button', { name: 'Place order' }).click();
  await placedOrderCode(page);
  const orderPath = new URL(page.url()).pathname;
  // Something in the cart again, so the checkout shows its form, with the bank accounts and a voucher's reason.
  await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click();
  await addDish(page, 'Bún chả Hà Nội', 1);
  await openCheckoutFromCart(page);
  await form.getByText('Bank transfer', { exact: true }).click();
  await form.getByRole('textbox', { name: 'Voucher code' }).fill('NOPE');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByText('There is no voucher with this code.')).toBeVisible();

  const reports: string[] = [];
  const sweep = async (mode: string) => {
    const paths = ['/landing/checkout', '/landing/orders', orderPath];
    const open = async (path: string) => {
      if (new URL(page.url()).pathname !== path) await navigateInApp(page, path);
      await waitForSettledPage(page, requests);
      await scrollThroughPage(page, requests);
    };
    reports.push(...(await sweepViolations(page, paths, open, (path) => `${path} (${mode})`)));
  };
  await sweep('light');
  let customizer = await openCustomizer(page);
  await customizer.chooseDarkMode();
  await customizer.close();
  await sweep('dark');
  customizer = await openCustomizer(page);
  await customizer.chooseLanguage('العربية');
  await customizer.close();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await sweep('rtl');
  expectNoViolationReports(reports, 'checkout and orders, light, dark and rtl');
});
