import type { Page } from '@playwright/test';
import { analyzeLibraryCopies } from '../../scripts/lib/bundle-markers';
import { javaScriptDuring } from '../support/downloads';
import { expect, test } from '../support/fixtures';
import { openCustomizer } from './customizer';

/** The colour actually painted behind the content: the first non-transparent background up from the middle. */
function paintedBackground(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element: Element | null = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
    while (element) {
      const colour = getComputedStyle(element).backgroundColor;
      if (colour && colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour)) return colour;
      element = element.parentElement;
    }
    return getComputedStyle(document.documentElement).backgroundColor;
  });
}

/** Relative luminance (0 black .. 1 white) of a computed `rgb()`/`rgba()` colour. */
function luminance(colour: string): number {
  const [r = 255, g = 255, b = 255] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

test.describe('composed site', () => {
  test('the homepage renders through the ordering remote', async ({ page }) => {
    const orderingRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/ordering/')) orderingRequests.push(request.url());
    });
    await page.goto('/landing/homepage');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: /unavailable/i })).toHaveCount(0);
    expect(orderingRequests.some((url) => url.endsWith('remoteEntry.js') || url.endsWith('mf-manifest.json'))).toBe(
      true,
    );
  });

  test('/ redirects to the homepage', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/landing\/homepage$/);
  });

  test('back from a dish returns to the same place on the menu, forward to the top of the dish', async ({ page }) => {
    await page.goto('/landing/food');
    const dishLinks = page.getByRole('main').getByRole('article').getByRole('heading').getByRole('link');
    const farDish = dishLinks.nth(7);
    await farDish.scrollIntoViewIfNeeded();
    const menuPlace = await page.evaluate(() => window.scrollY);
    expect(menuPlace).toBeGreaterThan(200);

    await farDish.click();
    await expect(page).toHaveURL(/\/landing\/food-detail\/\d+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.locator('html')).toHaveAttribute('data-location', '/landing/food');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(menuPlace);

    await page.goForward();
    await expect(page).toHaveURL(/\/landing\/food-detail\/\d+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown path redirects to the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/auth\/404$/);
    await expect(page.getByRole('heading').first()).toBeVisible();
  });

  test('choosing Arabic in the customizer turns the whole document right-to-left', async ({ page }) => {
    await page.goto('/landing/homepage');
    await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
    const customizer = await openCustomizer(page);
    await customizer.chooseLanguage('العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });

  test('dark mode from the customizer darkens the page', async ({ page }) => {
    await page.goto('/landing/homepage');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    const before = luminance(await paintedBackground(page));
    const customizer = await openCustomizer(page);
    await customizer.chooseDarkMode();
    await customizer.close();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect.poll(async () => luminance(await paintedBackground(page))).toBeLessThan(Math.min(before, 0.5));
  });

  test('a blocked remote only blanks its own routes, with a translated fallback', async ({ page }) => {
    await page.route('**/remotes/reservation/**', (route) => route.abort());
    await page.goto('/landing/reservation');
    const fallback = page.getByRole('alert').filter({ has: page.getByRole('button') });
    await expect(fallback).toBeVisible();
    const englishText = await fallback.innerText();

    // The fallback belongs to the host, so it follows the language chosen in the customizer.
    const customizer = await openCustomizer(page);
    await customizer.chooseLanguage('Français');
    await customizer.close();
    await expect(fallback).toBeVisible();
    await expect.poll(() => fallback.innerText()).not.toBe(englishText);

    // Another remote's route keeps working while this one is down.
    await page.goto('/landing/homepage');
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ has: page.getByRole('button') })).toHaveCount(0);
  });

  test('only one copy of react-dom (and of react and Chakra) is downloaded', async ({ page }) => {
    const sources = await javaScriptDuring(page, async () => {
      await page.goto('/landing/homepage');
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await page.goto('/auth/login');
      await expect(page.getByRole('heading').first()).toBeVisible();
    });
    const copies = analyzeLibraryCopies(sources);
    // Bytes: react-dom is downloaded once. Instances: one live copy of each (one React, one Chakra context).
    expect(copies['react-dom']).toEqual({ downloads: 1, instances: 1 });
    expect(copies.react.instances).toBe(1);
    expect(copies['@chakra-ui/react'].instances).toBe(1);
  });
});
