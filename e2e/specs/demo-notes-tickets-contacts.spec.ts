import { expect, test } from '../support/fixtures';

const NOTES = '/apps/notes';
const TICKETS = '/apps/tickets';
const CONTACTS = '/apps/contacts';

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
});
