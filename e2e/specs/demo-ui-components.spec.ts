import type { Page } from '@playwright/test';
import { scaled } from '../../scripts/lib/machine';
import { routePatterns } from '../../shared/src/router/paths';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openCustomizer } from './customizer';

/** The 12 UI component galleries, then the permissions and tree view pages: every path issue 15 built. */
const PATHS = [...Object.values(routePatterns.demo['ui-components']), ...Object.values(routePatterns.demo.pages)];
/** Dark mode on a few pages whose examples paint the most colour (the host's sweep visits them all). */
const DARK_PATHS = [
  routePatterns.demo['ui-components'].alert,
  routePatterns.demo['ui-components'].typography,
  routePatterns.demo.pages.casl,
];

/**
 * Goes to `path` inside the running app, as following a link does: the customizer's settings live in memory only, so
 * a page load would drop the dark mode under test.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
}

/** Opens a path and waits for its h1 and its example cards (one lazy chunk per page). */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
}

test.describe('UI components, permissions and tree view pages', () => {
  test('every page renders without a page error and without serious axe violations', async ({ page }) => {
    test.setTimeout(scaled(180_000));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const path of PATHS) {
      await openPage(page, path);
      await expectNoSeriousViolations(page, path);
    }
    expect(errors).toEqual([]);
  });

  test('the pages stay clean in dark mode', async ({ page }) => {
    test.setTimeout(scaled(90_000));
    await openPage(page, PATHS[0] ?? '/');
    const customizer = await openCustomizer(page);
    await customizer.chooseDarkMode();
    await customizer.close();
    for (const path of DARK_PATHS) {
      await navigateInApp(page, path);
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expectNoSeriousViolations(page, `${path} (dark)`);
    }
  });

  test('the transfer list moves the selected items and disables what no longer applies', async ({ page }) => {
    await openPage(page, routePatterns.demo['ui-components']['transfer-list']);
    const basic = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Basic' }) });
    const choices = basic.getByRole('listbox', { name: 'Choices' });
    const chosen = basic.getByRole('listbox', { name: 'Chosen' });
    const moveRight = basic.getByRole('button', { name: 'Move selected to chosen' });

    await expect(moveRight).toBeDisabled();
    await choices.getByRole('option', { name: 'Hummus' }).click();
    await moveRight.click();
    await expect(chosen.getByRole('option', { name: 'Hummus' })).toBeVisible();
    await expect(choices.getByRole('option', { name: 'Hummus' })).toHaveCount(0);
    await expect(moveRight).toBeDisabled();

    await basic.getByRole('button', { name: 'Move all to chosen' }).click();
    await expect(choices.getByRole('option')).toHaveCount(0);
    await expect(basic.getByRole('button', { name: 'Move all to chosen' })).toBeDisabled();
  });

  test('switching role changes the actions, and a forbidden action is refused', async ({ page }) => {
    await openPage(page, routePatterns.demo.pages.casl);
    const post = 'Our spring menu is here';
    const edit = page.getByRole('button', { name: `Edit “${post}”` });
    const remove = page.getByRole('button', { name: `Delete “${post}”` });
    await expect(edit).toBeVisible();
    await expect(remove).toBeVisible();

    await page.getByText('Manager', { exact: true }).click();
    await expect(edit).toBeVisible();
    await expect(remove).toHaveCount(0);

    await page.getByText('Subscriber', { exact: true }).click();
    await expect(edit).toHaveCount(0);
    await expect(remove).toHaveCount(0);

    await page.getByText(/also show the actions/i).click();
    await remove.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Refused' })).toContainText('may not delete posts');
    await expect(page.getByText(post, { exact: true })).toBeVisible();
  });
});
