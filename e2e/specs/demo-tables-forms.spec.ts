import type { Page } from '@playwright/test';
import { scaled } from '../../scripts/lib/machine';
import { routePatterns } from '../../shared/src/router/paths';
import { expectNoViolationReports, sweepViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openCustomizer } from './customizer';

/** The 6 table pages and the 12 form pages issue 15 built. */
const PATHS = [...Object.values(routePatterns.demo.tables), ...Object.values(routePatterns.demo.forms)];

/** A string only ProseMirror's code (under Tiptap) carries: its editor's root class. */
const EDITOR_MARKER = 'ProseMirror';

/** Opens a path and waits for its h1 and its example cards (one lazy chunk per page). */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
}

/**
 * Goes to `path` inside the running app, as a link does: the customizer's settings live in memory only, so a page
 * load would drop the mode under test.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new URL(path, page.url()).href);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
}

/** Every page in the current mode; all are scanned before failing, so one run reports all of them. */
async function expectCleanPages(page: Page, mode: string): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  const reports = await sweepViolations(
    page,
    PATHS,
    (path) => navigateInApp(page, path),
    (path) => `${path} (${mode})`,
  );
  expectNoViolationReports(reports, mode);
  expect(errors).toEqual([]);
}

/** The JavaScript a page downloads, body by body. */
function recordScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .text()
      .then((body) => bodies.push(body))
      .catch(() => undefined);
  });
  return bodies;
}

test.describe('Tables and forms pages', () => {
  test('every page renders without a page error and without serious axe violations', async ({ page }) => {
    test.setTimeout(scaled(240_000));
    await openPage(page, routePatterns.demo.tables.basic);
    await expectCleanPages(page, 'light');
  });

  test('every page stays clean in dark mode and right-to-left', async ({ page }) => {
    test.setTimeout(scaled(360_000));
    await openPage(page, routePatterns.demo.tables.basic);
    let customizer = await openCustomizer(page);
    await customizer.chooseDarkMode();
    await customizer.close();
    await expectCleanPages(page, 'dark');

    customizer = await openCustomizer(page);
    await customizer.chooseLanguage('العربية');
    await customizer.close();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectCleanPages(page, 'dark, rtl');
  });

  test('the wizard refuses to advance while a required field is empty', async ({ page }) => {
    await openPage(page, routePatterns.demo.forms['form-wizard']);
    await page.getByRole('button', { name: 'Next' }).click();

    const email = page.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(page.getByRole('heading', { level: 3, name: 'Account' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Profile' })).toBeHidden();
  });

  test('the validation form says when the passwords do not match', async ({ page }) => {
    await openPage(page, routePatterns.demo.forms['form-validation']);
    // Chromium exposes a password input as a textbox, named by its label.
    const confirm = page.getByRole('textbox', { name: 'Confirm password' });
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('pho-lover-1');
    await confirm.fill('pho-lover-2');
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription('The passwords do not match.');
  });

  test('the editor formats text, and its code downloads only on its own page', async ({ page }) => {
    const scripts = recordScripts(page);
    await openPage(page, routePatterns.demo.tables.basic);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((body) => body.includes(EDITOR_MARKER))).toEqual([]);

    await openPage(page, routePatterns.demo.forms['quill-editor']);
    const editor = page.getByRole('textbox', { name: 'Dish description' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    const bold = page.getByRole('button', { name: 'Bold' });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((body) => body.includes(EDITOR_MARKER))).toBe(true);
  });
});
