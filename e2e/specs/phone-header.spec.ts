import type { Locator, Page } from '@playwright/test';
import { DEMO_DINER } from '../support/api';
import { expect, test } from '../support/fixtures';
import { headerCart, submitSignIn } from '../support/session';
import { openCustomizer } from './customizer';

/** An everyday phone screen (the width of most current iPhones and many Android phones). */
test.use({ viewport: { width: 390, height: 844 } });

/** Tab presses allowed to reach one control before the test gives up. */
const MAX_TABS = 30;

/** A page of each layout a diner reaches on a phone: the product pages, and the dish and combo detail pages. */
const PAGES = [
  { layout: 'landing', path: '/landing/homepage' },
  { layout: 'dashboard', path: '/landing/food-detail/1' },
];

/** Waits for the header's widest control, the cart (the host's link for a guest, the ordering remote's button signed in). */
async function waitForFullHeader(page: Page): Promise<void> {
  await expect(headerCart(page, /^(cart|panier|السلة)/i)).toBeVisible();
}

/** Every visible element of the header that reaches past either edge of the screen, described for the report. */
function elementsPastTheScreenEdges(header: Locator): Promise<string[]> {
  return header.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((element) => element.checkVisibility())
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5);
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()}> "${text}" spans ${Math.round(box.left)}..${Math.round(box.right)} px`;
      }),
  );
}

/** Presses Tab until `target` has the focus, as a keyboard user does. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

for (const { layout, path } of PAGES) {
  test.describe(`${layout} header on a phone (390 × 844), ${path}`, () => {
    test('nothing reaches past the screen, as a guest and signed in, in English, French and Arabic (rtl)', async ({
      page,
    }) => {
      const header = page.getByRole('banner');
      await page.goto(path);
      await waitForFullHeader(page);
      expect(await elementsPastTheScreenEdges(header), 'guest').toEqual([]);

      // Signed in, the header holds the most: the account menu joins the cart and the settings.
      await page.goto(`/auth/login?redirect=${encodeURIComponent(path)}`);
      await submitSignIn(page, DEMO_DINER.email, DEMO_DINER.password);
      await expect(header.getByRole('button', { name: 'Account' })).toBeVisible();
      await waitForFullHeader(page);
      expect(await elementsPastTheScreenEdges(header), 'signed in, English').toEqual([]);

      // French has the longest words; Arabic lays the bar out right to left. A reload comes back in the language of
      // the page's URL (French the second time, where the customizer's button has a name the helper looks for).
      for (const language of ['Français', 'العربية']) {
        await page.reload();
        await waitForFullHeader(page);
        const customizer = await openCustomizer(page);
        await customizer.chooseLanguage(language);
        await customizer.close();
        await waitForFullHeader(page);
        expect(await elementsPastTheScreenEdges(header), `signed in, ${language}`).toEqual([]);
      }
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });

    test('sign-in and sign-up move into the menu, and sign-in is reached from it by keyboard', async ({ page }) => {
      await page.goto(path);
      await waitForFullHeader(page);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Log in' })).toBeHidden();
      await expect(header.getByRole('link', { name: 'Sign up' })).toBeHidden();

      const menuButton = header.getByRole('button', { name: 'Open navigation' });
      await tabTo(page, menuButton);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Sign up' })).toBeVisible();

      await tabTo(page, menu.getByRole('link', { name: 'Log in' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`/auth/login?redirect=${encodeURIComponent(path)}`);
      await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
      await expect(menu).toBeHidden();
    });
  });
}
