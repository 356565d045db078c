import { REMEMBERED_LANGUAGE_KEY } from '../../shared/src/i18n/remembered-language';
import { paths } from '../../shared/src/router/paths';
import { WEB_FONTS } from '../../shared/src/system/typeface';
import { expect, test } from '../support/fixtures';
import { navigateInApp } from '../support/navigation';
import { fontFilesDuring, fontsDrawingText, textInOtherFonts } from '../support/typeface';
import { openCustomizer } from './customizer';

// Issue 51: the restaurant's pages are drawn in the typeface the site ships, on every device. The browser has the
// machine's fonts, so a glyph missing from the site's faces would be drawn by one of them, and Chromium says which
// font drew each element's text.

const PUBLIC_PAGES = [
  paths.landing.homepage,
  paths.landing.food,
  paths.landing.reservation,
  paths.auth.login,
  paths.foodDetail(1),
];

const DEMO_PAGES = [paths.demo.dashboards.ecommerce, paths.demo.ecommerce.shop, paths.demo.apps.email];

test.describe('the restaurant’s typeface', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path}: at most two font files on a first load, every text drawn in the site's own faces`, async ({
      page,
    }) => {
      const files = await fontFilesDuring(page, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      });
      expect(files.length).toBeGreaterThan(0);
      expect(files.length).toBeLessThanOrEqual(2);
      expect(files.every((file) => /^\/fonts\/noto-sans-[a-z-]+-wght-normal\.[0-9a-f]{10}\.woff2$/.test(file))).toBe(
        true,
      );
      expect(await textInOtherFonts(page)).toEqual([]);
    });
  }

  test('the page preloads the one file every page shows first, and the site serves the font files immutable', async ({
    page,
  }) => {
    await page.goto(paths.landing.homepage);
    const preloads = page.locator('link[rel="preload"][as="font"]');
    await expect(preloads).toHaveCount(1);
    const href = (await preloads.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/fonts\/noto-sans-latin-wght-normal\.[0-9a-f]{10}\.woff2$/);
    const response = await page.request.get(href);
    expect(response.headers()['content-type']).toBe('font/woff2');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('three demo pages: every text drawn in the site’s own faces', async ({ page }) => {
    await page.goto(paths.landing.homepage);
    for (const path of DEMO_PAGES) {
      await navigateInApp(page, path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await textInOtherFonts(page), path).toEqual([]);
    }
  });

  test('Vietnamese, on a Vietnamese browser’s first visit: every stacked diacritic in the site’s own face at every weight used', async ({
    browser,
  }) => {
    // A vi-VN browser opens the site in Vietnamese (issue 60); the theme's weights: normal, medium, semibold, bold.
    const context = await browser.newContext({ locale: 'vi-VN' });
    const page = await context.newPage();
    try {
      await page.goto(paths.auth.login);
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const weights = [400, 500, 600, 700];
      await page.evaluate((all) => {
        // beside the app's root, which React never redraws, in the page's own body text
        for (const weight of all) {
          const line = document.createElement('p');
          line.textContent = `ầ ặ ữ ở ỹ Ầ Ặ Ữ Ở Ỹ ậ ẫ ợ ự đ ₫ ${weight}`;
          // CSSOM, not a style attribute: the page's CSP refuses inline styles
          line.style.fontWeight = String(weight);
          document.body.append(line);
        }
      }, weights);
      const drawn = await fontsDrawingText(page);
      for (const weight of weights) {
        const probe = drawn.filter((entry) => entry.text.startsWith('ầ ặ ữ') && entry.text.endsWith(String(weight)));
        expect(probe.length, `weight ${weight}`).toBeGreaterThan(0);
        expect(
          probe.every((entry) => entry.webFont && entry.family.startsWith('Noto Sans')),
          `weight ${weight}`,
        ).toBe(true);
      }
      expect(await textInOtherFonts(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('Arabic and Chinese are drawn in their own shipped faces, the Chinese ones downloaded only once Chinese shows', async ({
    page,
  }) => {
    const chineseStylesheet = page.locator('link[rel="stylesheet"][href*="/fonts/noto-sans-sc."]');
    for (const [option, script, font] of [
      ['العربية', /[\u0600-\u06ff]/, WEB_FONTS.arabic],
      ['中文', /[\u4e00-\u9fff]/, WEB_FONTS.chinese],
    ] as const) {
      // An English browser's visit starts in English.
      await page.goto(paths.landing.homepage);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(chineseStylesheet).toHaveCount(0);
      const customizer = await openCustomizer(page);
      // The language choices name each language in itself, Chinese included.
      await expect(chineseStylesheet).toHaveCount(1);
      await customizer.chooseLanguage(option);
      await customizer.close();
      await expect(page.getByRole('main')).toContainText(script);
      await page.waitForLoadState('networkidle');

      const inScript = (await fontsDrawingText(page)).filter((entry) => script.test(entry.text));
      expect(inScript.length).toBeGreaterThan(0);
      // The script in its own face (digits and spaces beside it may come from Noto Sans).
      const family = font.family.replace(/ Variable$/, '');
      expect(inScript.some((entry) => entry.webFont && entry.family.startsWith(family))).toBe(true);
      expect(await textInOtherFonts(page)).toEqual([]);
      // the next visit starts in English again: the language chosen here, remembered for the unprefixed URL, forgotten
      await page.evaluate((key) => localStorage.removeItem(key), REMEMBERED_LANGUAGE_KEY);
    }
  });
});
