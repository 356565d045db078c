import type { Locator, Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { navigateInApp } from '../support/navigation';
import { scrollThroughPage, waitForSettledPage, watchDomChanges, watchRequests } from '../support/settled-page';

const DASHBOARD = '/dashboards/ecommerce';
const PRODUCT_LIST = '/apps/ecommerce/eco-product-list';

/**
 * A string literal of chart.js that survives minification (its message when a canvas is reused), found once in
 * node_modules/chart.js: how a downloaded chunk is known to carry chart.js whatever webpack named it.
 */
const CHART_JS_MARKER = 'Canvas is already in use';

/** The bodies of every JS response the page receives from now on (read when asked). */
function recordScripts(page: Page): () => Promise<string[]> {
  const responses: Response[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript') || new URL(response.url()).pathname.endsWith('.js')) responses.push(response);
  });
  return () => Promise.all(responses.map((response) => response.text().catch(() => '')));
}

/** How many pixels of the canvas chart.js painted (not fully transparent). */
function paintedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    if (!(element instanceof HTMLCanvasElement)) return 0;
    const context = element.getContext('2d');
    if (!context || element.width === 0 || element.height === 0) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let painted = 0;
    for (let alpha = 3; alpha < data.length; alpha += 4) if ((data[alpha] ?? 0) > 0) painted += 1;
    return painted;
  });
}

async function openDashboard(page: Page): Promise<void> {
  await page.goto(DASHBOARD);
  await expect(page.getByRole('heading', { level: 1, name: 'Ecommerce dashboard' })).toBeVisible();
}

/** A row's selection box: its label is what a user clicks (the input itself is visually hidden). */
function rowCheckbox(page: Page, index: number): Locator {
  return page.getByRole('table', { name: 'Sample products' }).locator('tbody label').nth(index);
}

test.describe('demo e-commerce admin', () => {
  test('the dashboard draws its charts as they near the screen, and another period changes its figures', async ({
    page,
  }) => {
    const requests = watchRequests(page);
    await openDashboard(page);
    await watchDomChanges(page);
    // The lowest chart is far below the first screen: nothing draws it while the page loads.
    await waitForSettledPage(page, requests);
    await expect(page.getByRole('table', { name: 'Sales per month, this year against last year' })).toBeAttached();
    await expect(page.getByRole('img', { name: 'Sales per month, this year against last year' })).toHaveCount(0);
    await scrollThroughPage(page, requests);
    const charts = page.locator('canvas[role="img"]');
    await expect(charts).toHaveCount(5);
    for (const name of await charts.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))) {
      const chart = page.getByRole('img', { name: name ?? '' });
      await chart.scrollIntoViewIfNeeded();
      await expect.poll(() => paintedPixels(chart), { message: `${name} is drawn` }).toBeGreaterThan(200);
    }

    const earnings = page.getByTestId('kpi-earnings');
    const before = await earnings.textContent();
    await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'This year' });
    await expect(earnings).not.toHaveText(before ?? '');
    await expect(page.getByRole('table', { name: 'Earnings and expenses per month' })).toBeAttached();
  });

  test('the product list deletes the selected products for the session', async ({ page }) => {
    await page.goto(PRODUCT_LIST);
    const table = page.getByRole('table', { name: 'Sample products' });
    await expect(table.locator('tbody tr')).toHaveCount(5);
    await expect(page.getByText('1–5 of 12')).toBeVisible();

    await rowCheckbox(page, 0).click();
    await rowCheckbox(page, 1).click();
    await expect(page.getByText('Selected: 2')).toBeVisible();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete the selected products?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await expect(page.getByText('1–10 of 10')).toBeVisible();
  });

  test('chart.js is downloaded on the dashboard only, never on a restaurant page', async ({ page }) => {
    const scripts = recordScripts(page);
    const requests = watchRequests(page);
    await page.goto('/landing/homepage');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await watchDomChanges(page);
    await waitForSettledPage(page, requests);
    const restaurant = await scripts();
    expect(restaurant.length).toBeGreaterThan(0);
    expect(restaurant.filter((source) => source.includes(CHART_JS_MARKER))).toHaveLength(0);

    // The same check finds it where it belongs, so the marker really identifies chart.js.
    await navigateInApp(page, DASHBOARD);
    await expect(page.locator('canvas[role="img"]').first()).toBeVisible();
    await waitForSettledPage(page, requests);
    expect((await scripts()).filter((source) => source.includes(CHART_JS_MARKER)).length).toBeGreaterThan(0);
  });
});
