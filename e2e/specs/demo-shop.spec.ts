import type { Locator, Page } from '@playwright/test';
import { scaled } from '../../scripts/lib/machine';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { navigateInApp } from '../support/navigation';
import { watchDomChanges, watchRequests } from '../support/settled-page';
import { openCustomizer } from './customizer';

const SHOP = '/apps/ecommerce/shop';
const CHECKOUT = '/apps/ecommerce/eco-checkout';
const PRODUCTS_API = '/api/data/eCommerce/ProductsData';

const cards = (page: Page) => page.getByRole('article');
/** A radio of the filters, clicked on its visible label as a person does. */
const radio = (page: Page, name: string | RegExp) =>
  page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });
const figure = (summary: Locator, label: string) =>
  summary
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('+ dd');
const dollars = async (locator: Locator) => Number(((await locator.textContent()) ?? '').replace(/[^\d.]/g, ''));

test.describe('demo shop', () => {
  test('products come from the in-browser sample data while restaurant calls still reach the server', async ({
    page,
  }) => {
    const productRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(PRODUCTS_API)) productRequests.push(request.url());
    });
    await page.goto(SHOP);
    await expect(cards(page)).toHaveCount(12);
    expect(productRequests).toEqual([]);

    const restaurantAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname.startsWith('/api/') && !response.url().includes('/api/data/'),
    );
    await navigateInApp(page, '/landing/food');
    const response = await restaurantAnswer;
    expect(response.status()).toBeLessThan(500);
    expect(await response.headerValue('content-type')).toContain('application/json');
  });

  test('filter, sort and reset in the URL, add to cart, then checkout to a confirmation with the right total', async ({
    page,
  }) => {
    test.setTimeout(scaled(90_000));
    await page.goto(SHOP);
    await expect(cards(page)).toHaveCount(12);

    await radio(page, 'Electronics').click();
    await expect(page).toHaveURL(/category=electronics/);
    await expect(cards(page)).toHaveCount(3);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    await page.reload();
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByRole('radio', { name: 'Electronics', exact: true })).toBeChecked();

    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(cards(page)).toHaveCount(12);
    await expect(page).toHaveURL(new RegExp(`${SHOP}$`));
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');

    const add = page.getByRole('button', { name: /^Add to cart: / }).first();
    await add.click();
    await add.click();
    // One cart: the shop's own button and the site header's both count what the demo shop holds.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart 2 items' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Cart 2 items' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Cart 2 items' }).click();
    await expect(page).toHaveURL(new RegExp(CHECKOUT));

    const summary = page.getByRole('region', { name: 'Order summary' });
    const subtotal = await dollars(figure(summary, 'Subtotal'));
    const discount = await dollars(figure(summary, 'Discount'));
    await expect(figure(summary, 'Shipping')).toHaveText('Free');
    expect(await dollars(figure(summary, 'Total'))).toBe(subtotal - discount);

    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await page.getByRole('button', { name: 'Continue to delivery' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    const fields: [RegExp, string][] = [
      [/Full name/, 'Linh Tran'],
      [/Phone number/, '+84 90 123 4567'],
      [/Email/, 'linh@example.vn'],
      [/Street address/, '12 Hang Bac'],
      [/City/, 'Hanoi'],
      [/Postal code/, '100000'],
      [/Country/, 'Vietnam'],
    ];
    for (const [name, value] of fields) await page.getByRole('textbox', { name }).fill(value);
    await page.getByRole('button', { name: 'Continue to delivery' }).click();

    await radio(page, /^Express delivery/).click();
    await expect(figure(summary, 'Shipping')).toHaveText('$10');
    const total = subtotal - discount + 10;
    expect(await dollars(figure(summary, 'Total'))).toBe(total);
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    expect(await dollars(figure(summary, 'Total'))).toBe(total);
    await expect(page.getByText(/Linh Tran, 12 Hang Bac/)).toBeVisible();
    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page.getByRole('main').getByRole('link', { name: 'Cart 0 items' })).toBeVisible();
  });

  // The accessibility spec sweeps the shop's pages as they open; a product's reviews and a checkout with something in
  // the cart are states only a shopper reaches.
  test('product reviews and a filled checkout have no serious accessibility violations, in light and dark mode', async ({
    page,
  }) => {
    test.setTimeout(scaled(150_000));
    const requests = watchRequests(page);
    await page.goto(SHOP);
    await expect(cards(page)).toHaveCount(12);
    await watchDomChanges(page);

    // the first product in stock: an out-of-stock card has no add-to-cart button
    const first = cards(page)
      .filter({ has: page.getByRole('button', { name: /^Add to cart: / }) })
      .first();
    await first.getByRole('button', { name: /^Add to cart: / }).click();
    const detailHref = (await first.getByRole('link').first().getAttribute('href')) ?? '';
    await first.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Product detail');
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await expectNoSeriousViolations(page, 'detail light', requests);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Cart \d+ items$/ })
      .click();
    await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();
    await expectNoSeriousViolations(page, 'checkout light', requests);

    const customizer = await openCustomizer(page);
    await customizer.chooseDarkMode();
    await customizer.close();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoSeriousViolations(page, 'checkout dark', requests);
    await navigateInApp(page, detailHref);
    await expect(page.getByRole('button', { name: 'Buy now' })).toBeVisible();
    await page.getByRole('tab', { name: /Reviews/ }).click();
    await expectNoSeriousViolations(page, 'detail dark', requests);
  });
});
