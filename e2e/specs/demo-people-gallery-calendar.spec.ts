import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { navigateInApp } from '../support/navigation';
import { openCustomizer } from './customizer';

const FOLLOWERS = '/apps/followers';
const FRIENDS = '/apps/friends';
const GALLERY = '/apps/gallery';
const CALENDAR = '/apps/calendar';

/** Strings of FullCalendar's bundle (its theme's class prefix, its month view's name) no other page has reason to hold. */
const CALENDAR_MARKERS = ['fc-classic-', 'dayGridMonth'];

/** The bodies of every script the page downloads from now on. */
function recordScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

/** `YYYY-MM-DD` of a day of the current month, as the calendar's cells carry it in `data-date`. */
function dayOfThisMonth(day: number): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(day)}`;
}

test.describe('demo followers, friends, gallery and calendar', () => {
  test('following a follower changes the button and the following count', async ({ page }) => {
    await page.goto(FOLLOWERS);
    const summary = page.getByRole('status', { name: 'Follow summary' });
    await expect(page.getByRole('article')).toHaveCount(20);
    const following = async () => Number((await summary.getByTestId('count-following').textContent()) ?? 'NaN');
    const before = await following();

    const follow = page.getByRole('button', { name: /^Follow / }).first();
    const name = ((await follow.textContent()) ?? '').replace(/^Follow\s*/, '').trim();
    await follow.click();
    await expect(page.getByRole('button', { name: `Following ${name}` })).toBeVisible();
    await expect(summary.getByTestId('count-following')).toHaveText(String(before + 1));

    // The change lives for the session: it is still there after visiting another page.
    await navigateInApp(page, FRIENDS);
    await expect(page.getByRole('heading', { level: 1, name: 'Friends' })).toBeVisible();
    await navigateInApp(page, FOLLOWERS);
    await expect(page.getByRole('button', { name: `Following ${name}` })).toBeVisible();
    expect(await following()).toBe(before + 1);
  });

  test('a gallery photo opens larger, the arrow key shows the next, Escape closes back to its thumbnail', async ({
    page,
  }) => {
    await page.goto(GALLERY);
    const thumbnails = page.getByRole('article').getByRole('button');
    await expect(thumbnails).toHaveCount(12);
    const nameOf = async (index: number) =>
      ((await thumbnails.nth(index).getAttribute('aria-label')) ?? '').replace(/^Open /, '');
    const [first, second] = [await nameOf(0), await nameOf(1)];

    await thumbnails.nth(0).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByRole('heading', { name: first })).toBeVisible();
    await expect(viewer.getByRole('img', { name: first })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByRole('heading', { name: second })).toBeVisible();
    await expect(viewer).toContainText('Photo 2 of 12');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(thumbnails.nth(1)).toBeFocused();
  });

  test('a calendar event is added on a day and dragged to another', async ({ page }) => {
    await page.goto(CALENDAR);
    await expect(page.getByText('Menu tasting')).toBeVisible();
    const from = dayOfThisMonth(5);
    const to = dayOfThisMonth(12);

    // Clicking a day selects it: the dialog opens on that day, all day.
    await page.locator(`[role="gridcell"][data-date="${from}"], [data-date="${from}"]`).last().click();
    const dialog = page.getByRole('dialog', { name: 'New event' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Olive oil tasting');
    await expect(dialog.getByLabel('Start')).toHaveValue(from);
    await dialog.getByRole('button', { name: 'Save event' }).click();
    await expect(dialog).toBeHidden();
    const event = page.getByText('Olive oil tasting');
    await expect(event).toBeVisible();

    // Drag it, as a person does with the mouse, onto another day. Hovered first: the pointer is then on the event once
    // the closing dialog has let the calendar settle (a box read while it still moved started no drag under load).
    const target = page.locator(`[data-date="${to}"]`).last();
    await event.hover();
    const start = await event.boundingBox();
    const end = await target.boundingBox();
    if (!start || !end) throw new Error('the event or the target day is not on screen');
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, { steps: 5 });
    await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 15 });
    // FullCalendar takes the day under the last move as the drop's: one more move there, after the others were handled
    await page.mouse.move(end.x + end.width / 2 + 1, end.y + end.height / 2);
    await page.mouse.up();

    // The drag's floating copy lingers a moment after the drop: wait until only the event itself is left.
    const moved = page.getByText('Olive oil tasting');
    await expect(moved).toHaveCount(1);
    await moved.click();
    const editor = page.getByRole('dialog', { name: 'Edit event' });
    await expect(editor.getByLabel('Start')).toHaveValue(to);
    await expect(editor.getByLabel('Last day')).toHaveValue(to);
  });

  test("the calendar's code is downloaded on the calendar page only", async ({ page }) => {
    const otherPage = recordScripts(page);
    await page.goto(FOLLOWERS);
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const otherScripts = await Promise.all(otherPage);
    expect(otherScripts.length).toBeGreaterThan(0);
    for (const marker of CALENDAR_MARKERS) {
      expect(
        otherScripts.some((body) => body.includes(marker)),
        `a script of ${FOLLOWERS} holds ${marker}`,
      ).toBe(false);
    }

    // The markers do mark the calendar: its page downloads them.
    const before = otherPage.length;
    await navigateInApp(page, CALENDAR);
    await expect(page.getByText('Menu tasting')).toBeVisible();
    const calendarScripts = await Promise.all(otherPage.slice(before));
    for (const marker of CALENDAR_MARKERS) expect(calendarScripts.some((body) => body.includes(marker))).toBe(true);
  });

  test('the calendar turns right-to-left with its own Arabic labels', async ({ page }) => {
    await page.goto(CALENDAR);
    await expect(page.getByText('Menu tasting')).toBeVisible();
    const arabic = await openCustomizer(page);
    await arabic.chooseLanguage('العربية');
    await arabic.close();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('tab', { name: 'عرض شهر' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'اليوم' })).toBeVisible();
  });
});
