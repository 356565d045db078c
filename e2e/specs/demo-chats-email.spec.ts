import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { navigateInApp } from '../support/navigation';
import { watchDomChanges, watchRequests } from '../support/settled-page';
import { openCustomizer } from './customizer';

const CHATS = '/apps/chats';
const EMAIL = '/apps/email';

const folder = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Folders' }).getByRole('button', { name: new RegExp(`^${name}`) });
const mails = (page: Page) => page.getByRole('list', { name: /^E-mails in/ }).getByRole('listitem');

test.describe('demo chats and e-mail', () => {
  test('a sent chat message appears last in the thread', async ({ page }) => {
    await page.goto(CHATS);
    await expect(page.getByText('Select a chat')).toBeVisible();
    const contacts = page.getByRole('list', { name: 'Contacts' }).getByRole('button');
    await expect(contacts).toHaveCount(10);
    await contacts.first().click();

    await page.getByRole('textbox', { name: 'Message' }).fill('Table for two at eight?');
    await page.getByRole('button', { name: 'Insert emoji' }).click();
    await page.getByRole('button', { name: 'Thumbs up' }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('log').getByTestId('message').last()).toContainText('Table for two at eight?👍');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  test('a starred e-mail is deleted and found in Trash; a composed one lands in Sent', async ({ page }) => {
    await page.goto(EMAIL);
    await expect(mails(page)).toHaveCount(12);
    const first = mails(page).first();
    const star = first.getByRole('button', { name: /^Star “/ });
    const wasStarred = (await star.getAttribute('aria-pressed')) === 'true';
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', String(!wasStarred));

    await first.getByRole('button').last().click();
    const subject = (await page.getByRole('article').getByRole('heading', { level: 2 }).textContent()) ?? '';
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(mails(page)).toHaveCount(11);
    await folder(page, 'Trash').click();
    await expect(mails(page).filter({ hasText: subject })).toHaveCount(1);

    await page.getByRole('button', { name: 'Compose' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'To' }).fill('ana@example.com');
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Booking for Friday');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Four people, window table please.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    await folder(page, 'Sent').click();
    await expect(mails(page).first()).toContainText('Booking for Friday');
  });

  // The accessibility spec sweeps both pages as they open; an open chat and an open mail paint the most (messages,
  // attachments, the sanitized content), and dark mode is where their colours could fail.
  test('an open chat and an open mail have no serious accessibility violations in dark mode', async ({ page }) => {
    const requests = watchRequests(page);
    await page.goto(CHATS);
    await expect(page.getByRole('list', { name: 'Contacts' })).toBeVisible();
    await watchDomChanges(page);
    const customizer = await openCustomizer(page);
    await customizer.chooseDarkMode();
    await customizer.close();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('list', { name: 'Contacts' }).getByRole('button').first().click();
    await expect(page.getByRole('log')).toBeVisible();
    await expectNoSeriousViolations(page, `${CHATS} dark`, requests);
    await navigateInApp(page, EMAIL);
    await mails(page).first().getByRole('button').last().click();
    await expect(page.getByRole('article')).toBeVisible();
    await expectNoSeriousViolations(page, `${EMAIL} dark`, requests);
  });
});
