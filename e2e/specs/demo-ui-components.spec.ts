import type { Page } from '@playwright/test';
import { routePatterns } from '../../shared/src/router/paths';
import { expect, test } from '../support/fixtures';

/** Opens a path and waits for its h1 and its example cards (one lazy chunk per page). */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
}

test.describe('UI components, permissions and tree view pages', () => {
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
