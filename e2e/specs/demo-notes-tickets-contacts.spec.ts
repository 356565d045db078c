import type { Page } from '@playwright/test';
import { scaled } from '../../scripts/lib/machine';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { watchDomChanges, watchRequests } from '../support/settled-page';
import { openCustomizer } from './customizer';

const NOTES = '/apps/notes';
const TICKETS = '/apps/tickets';
const CONTACTS = '/apps/contacts';
const PAGES = [
  { path: NOTES, ready: (page: Page) => page.getByRole('list', { name: 'Your notes' }) },
  { path: TICKETS, ready: (page: Page) => page.getByRole('table', { name: 'Support tickets' }) },
  { path: CONTACTS, ready: (page: Page) => page.getByRole('list', { name: 'Contacts' }) },
] as const;

/** In the app, as a link does: the customizer's mode lives in memory only. */
async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

test.describe('demo notes, tickets and contacts', () => {
  test('a note is added, recoloured and deleted', async ({ page }) => {
    await page.goto(NOTES);
    const notes = page.getByRole('list', { name: 'Your notes' });
    await expect(notes.getByRole('listitem')).toHaveCount(4);

    await page.getByRole('button', { name: 'Add note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a note' });
    await dialog.getByRole('textbox', { name: 'Note text' }).fill('Check the terrace heaters');
    await dialog.locator('label').filter({ hasText: 'Orange' }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(notes.getByRole('listitem')).toHaveCount(5);

    await page.getByRole('button', { name: 'Check the terrace heaters', exact: true }).click();
    const editor = page.getByRole('complementary', { name: 'Edit note' });
    await expect(editor.getByRole('textbox', { name: 'Note text' })).toHaveValue('Check the terrace heaters');
    await expect(editor.getByRole('radio', { name: 'Orange' })).toBeChecked();
    await editor.locator('label').filter({ hasText: 'Green' }).click();
    await expect(editor.getByRole('radio', { name: 'Green' })).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: 'Colour changed to Green' })).toBeAttached();

    await page.getByRole('button', { name: 'Delete note: Check the terrace heaters' }).click();
    await expect(notes.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Check the terrace heaters', exact: true })).toHaveCount(0);
  });

  test('the Open counter filters the tickets to open ones', async ({ page }) => {
    await page.goto(TICKETS);
    const table = page.getByRole('table', { name: 'Support tickets' });
    await expect(table.locator('tbody tr')).toHaveCount(5);

    const open = page.getByRole('button', { name: /Open$/ });
    const count = Number.parseInt((await open.textContent()) ?? '', 10);
    await open.click();
    await expect(open).toHaveAttribute('aria-pressed', 'true');
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(count, 5));
    for (const status of await table.locator('tbody tr td:nth-child(4)').allTextContents()) expect(status).toBe('Open');
  });

  test('a new contact is starred and found under Starred', async ({ page }) => {
    await page.goto(CONTACTS);
    await expect(page.getByRole('list', { name: 'Contacts' }).getByRole('listitem').first()).toBeVisible();

    await page.getByRole('button', { name: 'Add contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a contact' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a first name')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Linh');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Sommelier');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('linh@example.com');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('+84 912 000 111');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Star Linh Sommelier' }).click();
    await expect(page.getByRole('button', { name: 'Star Linh Sommelier' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: /^Starred \d+$/ }).click();
    await expect(
      page.getByRole('list', { name: 'Contacts' }).getByRole('button', { name: 'Linh Sommelier', exact: true }),
    ).toBeVisible();
  });

  test('the three pages have no serious accessibility violations, in light and dark mode', async ({ page }) => {
    test.setTimeout(scaled(120_000));
    const requests = watchRequests(page);
    for (const { path, ready } of PAGES) {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await watchDomChanges(page);
      await expectNoSeriousViolations(page, `${path} light`, requests);
    }

    const customizer = await openCustomizer(page);
    await customizer.chooseDarkMode();
    await customizer.close();
    await expect(page.locator('html')).toHaveClass(/dark/);
    for (const { path, ready } of PAGES) {
      await navigateInApp(page, path);
      await expect(ready(page)).toBeVisible();
      await expectNoSeriousViolations(page, `${path} dark`, requests);
    }
  });
});
