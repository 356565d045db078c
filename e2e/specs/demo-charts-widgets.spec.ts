import { scaled } from '../../scripts/lib/machine';
import { paintedPixels, pixelsNear } from '../support/canvas';
import { expect, test } from '../support/fixtures';
import { navigateInApp } from '../support/navigation';
import { scrollThroughPage, watchDomChanges, watchRequests } from '../support/settled-page';
import { openCustomizer } from './customizer';

// Issue 16: every /charts and /widgets page, with how many charts it draws. (That chart.js is never downloaded on a
// restaurant page is proven by demo-ecommerce-admin.spec.ts, with the same lazily loaded lib/charts.)
const PAGES = [
  { path: '/charts/area-chart', title: 'Area chart', charts: 2 },
  { path: '/charts/line-chart', title: 'Line chart', charts: 2 },
  { path: '/charts/gredient-chart', title: 'Gradient chart', charts: 2 },
  { path: '/charts/candlestick-chart', title: 'Candlestick chart', charts: 1 },
  { path: '/charts/column-chart', title: 'Column chart', charts: 2 },
  { path: '/charts/doughnut-pie-chart', title: 'Doughnut & pie charts', charts: 2 },
  { path: '/charts/radialbar-chart', title: 'Radial bar chart', charts: 2 },
  { path: '/widgets/cards', title: 'Cards', charts: 0 },
  { path: '/widgets/banners', title: 'Banners', charts: 0 },
  { path: '/widgets/charts', title: 'Charts', charts: 8 },
] as const;

test.describe('demo charts and widgets', () => {
  // The accessibility spec sweeps these pages for violations and page errors; this is about what they draw.
  test('every page draws its charts, with no page error', async ({ page }) => {
    test.setTimeout(scaled(240_000));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const requests = watchRequests(page);
    for (const { path, title, charts } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // A chart is drawn once it nears the screen: scrolled past, the page has drawn them all.
      await watchDomChanges(page);
      await scrollThroughPage(page, requests);
      const canvases = page.locator('canvas[role="img"]');
      await expect(canvases).toHaveCount(charts);
      for (let index = 0; index < charts; index += 1) {
        const chart = canvases.nth(index);
        await chart.scrollIntoViewIfNeeded();
        await expect
          .poll(() => paintedPixels(chart), { message: `${path}: chart ${index + 1} is drawn` })
          .toBeGreaterThan(150);
      }
    }
    expect(errors).toEqual([]);
  });

  test('dark mode re-colours the charts', async ({ page }) => {
    await page.goto('/charts/column-chart');
    const chart = page.getByRole('img', { name: 'Sales per quarter and year' });
    // Light mode draws the first series with the theme's blue-600, dark mode with its blue-400.
    await expect.poll(() => pixelsNear(chart, '#2563eb')).toBeGreaterThan(100);

    const customizer = await openCustomizer(page);
    await customizer.chooseDarkMode();
    await customizer.close();
    await expect.poll(() => pixelsNear(chart, '#60a5fa')).toBeGreaterThan(100);
    expect(await pixelsNear(chart, '#2563eb')).toBe(0);
  });

  test('the controls change the charts: a longer candle range, a month of visits', async ({ page }) => {
    await page.goto('/charts/candlestick-chart');
    await page.getByRole('combobox', { name: 'Range' }).selectOption({ label: '60 days' });
    const candles = page.getByRole('img', { name: 'Share price per trading day, 60 days' });
    await expect.poll(() => paintedPixels(candles)).toBeGreaterThan(150);

    await navigateInApp(page, '/widgets/charts');
    await page.getByRole('combobox', { name: 'Month' }).selectOption({ index: 5 });
    await expect(page.getByRole('table', { name: /^Visits per page in / })).toHaveAccessibleName(/Jun/);
  });

  test('the widgets work: add to cart, follow, play, a banner that navigates', async ({ page }) => {
    await page.goto('/widgets/cards');
    await page
      .getByRole('button', { name: /^Add to cart/ })
      .first()
      .click();
    await expect(page.getByTestId('widget-cart-count')).toHaveText('In the cart: 1');

    const follow = page.getByRole('button', { name: /^Follow(ing)? / }).first();
    const before = (await follow.textContent()) ?? '';
    await follow.click();
    await expect(follow).not.toHaveText(before);

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(page.getByText('Now playing: Morning Espresso by Café Trio')).toBeAttached();
    await page.getByRole('button', { name: 'Next track' }).click();
    await expect(page.getByTestId('track-title')).toHaveText('Saffron Nights');

    await navigateInApp(page, '/widgets/banners');
    await page.getByRole('button', { name: 'See the plans' }).click();
    await page
      .getByRole('dialog', { name: 'The pro plan' })
      .getByRole('button', { name: 'Choose the pro plan' })
      .click();
    await expect(page.getByText('The pro plan is yours: thank you!')).toBeVisible();
    await page.getByRole('button', { name: 'Go to the shop' }).click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/shop$/);
  });
});
