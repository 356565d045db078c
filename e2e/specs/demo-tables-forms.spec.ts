import type { Page } from '@playwright/test';
import { routePatterns } from '../../shared/src/router/paths';
import { expect, test } from '../support/fixtures';

/** A string only ProseMirror's code (under Tiptap) carries: its editor's root class. */
const EDITOR_MARKER = 'ProseMirror';

/** Opens a path and waits for its h1 and its example cards (one lazy chunk per page). */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
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
