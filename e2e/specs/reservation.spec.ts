import type { Locator, Page, Response } from '@playwright/test';
import { registerDiner, type Diner } from '../support/api';
import { expect, test } from '../support/fixtures';
import { submitSignIn } from '../support/session';

/** The restaurant's calendar day `offset` days from now, as the date picker's value (its own zone, not the runner's). */
function restaurantDate(offset: number): string {
  const day = new Date(Date.now() + offset * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(day);
}

interface Slot {
  guests: number;
  date: string;
  time: string;
  duration: number;
}

async function chooseSlot(page: Page, slot: Slot): Promise<void> {
  const choice = page.getByRole('search', { name: 'Your reservation' });
  await choice.getByRole('combobox', { name: 'Party size' }).selectOption(String(slot.guests));
  await choice.getByRole('combobox', { name: 'Date' }).selectOption(slot.date);
  await choice.getByRole('combobox', { name: 'Time' }).selectOption(slot.time);
  await choice.getByRole('combobox', { name: 'Duration' }).selectOption(String(slot.duration));
}

function slotUrl(slot: Slot): string {
  const query = new URLSearchParams({
    guests: String(slot.guests),
    date: slot.date,
    time: slot.time,
    duration: String(slot.duration),
  });
  return `/landing/reservation?${query.toString()}`;
}

/** A table button on the plan of the floor shown, whatever its state. */
function tableButton(page: Page, code: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${code} \\S+ — \\d+ seats?, `) });
}

function isReservationPost(response: Response): boolean {
  return (
    new URL(response.url()).pathname === '/api/public/restaurant-table/reservations' &&
    response.request().method() === 'POST'
  );
}

test('book the first suggestion after signing in, find it in my reservations, then cancel it', async ({
  page,
  request,
}) => {
  const diner = await registerDiner(request, 'booking');
  const slot: Slot = { guests: 4, date: restaurantDate(1), time: '19:00', duration: 90 };

  await page.goto('/landing/homepage');
  await page.getByRole('banner').getByRole('link', { name: 'Reservation' }).click();
  await expect(page.getByRole('heading', { name: 'Reserve a table', level: 1 })).toBeVisible();
  await chooseSlot(page, slot);
  await expect(page.getByRole('combobox', { name: 'Date' }).locator('option:checked')).toHaveText(/^Tomorrow, /);

  // The plan shows availability for this party and slot.
  await expect(page.getByRole('status').filter({ hasText: /tables? free for your party/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^\w+ \S+ — \d+ seats?, free$/ }).first()).toBeVisible();

  const suggestions = page.getByRole('region', { name: 'Suggested seating' });
  await expect(suggestions).toContainText('The best fits for a party of 4');
  const firstChoice = suggestions.getByRole('button', { name: /^Choose / }).first();
  // Until this slot's seating has come, the last slot's is shown but cannot be chosen.
  await expect(firstChoice).toBeEnabled();
  const choiceLabel = (await firstChoice.getAttribute('aria-label')) ?? '';
  const [, tableCodes = '', floorName = ''] = /^Choose Tables? (.+) on (.+)$/.exec(choiceLabel) ?? [];
  const tableCode = tableCodes.split(/,\s*|\s*\+\s*/)[0] ?? '';
  expect(tableCode).not.toBe('');
  await firstChoice.click();
  await expect(firstChoice).toHaveAttribute('aria-pressed', 'true');
  await expect(tableButton(page, tableCode)).toHaveAttribute('aria-pressed', 'true');
  const chosenUrl = page.url();
  expect(chosenUrl).toMatch(/tables=\d+/);

  // Booking needs an account: sign in, and come back with the same party, slot and tables.
  await page.getByRole('button', { name: 'Sign in to book' }).click();
  await submitSignIn(page, diner.email, diner.password);
  await expect(page).toHaveURL(chosenUrl);
  await expect(page.getByRole('combobox', { name: 'Party size' })).toHaveValue('4');
  await expect(page.getByRole('combobox', { name: 'Date' })).toHaveValue(slot.date);
  await expect(page.getByRole('combobox', { name: 'Time' })).toHaveValue('19:00');
  await expect(page.getByRole('combobox', { name: 'Duration' })).toHaveValue('90');
  await expect(tableButton(page, tableCode)).toHaveAttribute('aria-pressed', 'true');
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByRole('textbox', { name: 'Name' })).toHaveValue(diner.fullName);

  const booked = page.waitForResponse(isReservationPost);
  await details.getByRole('button', { name: 'Confirm reservation' }).click();
  expect((await booked).status()).toBe(201);
  const confirmation = page.getByRole('status').filter({ hasText: 'Your table is booked' });
  await expect(confirmation).toBeVisible();
  const code = (await confirmation.getByTestId('reservation-code').innerText()).trim();
  expect(code).toMatch(/\w{4,}/);

  // Listed in my reservations.
  await confirmation.getByRole('button', { name: 'See my reservations' }).click();
  await expect(page.getByRole('tab', { name: 'My reservations' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'My reservations' })).toContainText(code);

  // The table is now taken for that slot.
  await page.goto(slotUrl(slot));
  await page.getByRole('region', { name: 'Floors' }).getByRole('tab', { name: floorName }).click();
  await expect(tableButton(page, tableCode)).toHaveAccessibleName(/, taken$/);

  // Cancel it: the table is free again.
  await page.getByRole('tab', { name: 'My reservations' }).click();
  const mine = page.getByRole('tabpanel', { name: 'My reservations' });
  const booking = mine.getByRole('listitem').filter({ hasText: code });
  await expect(booking.getByRole('button', { name: `Details of reservation ${code}` })).toBeVisible();
  await booking.getByRole('button', { name: 'Cancel reservation' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this reservation?' });
  await expect(dialog).toContainText(code);
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText(`Reservation ${code} is cancelled.`)).toBeVisible();

  await page.goto(slotUrl(slot));
  await page.getByRole('region', { name: 'Floors' }).getByRole('tab', { name: floorName }).click();
  await expect(tableButton(page, tableCode)).toHaveAccessibleName(/, free$/);
});

test('the page and floor tabs are chosen from the keyboard, in reading direction', async ({ page }) => {
  await page.goto('/landing/reservation');
  const book = page.getByRole('tab', { name: 'Book a table' });
  await expect(book).toHaveAttribute('aria-selected', 'true');
  await book.focus();
  await page.keyboard.press('ArrowRight');
  const mine = page.getByRole('tab', { name: 'My reservations' });
  await expect(mine).toBeFocused();
  await expect(mine).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]tab=mine/);
  await page.keyboard.press('Home');
  await expect(book).toHaveAttribute('aria-selected', 'true');

  const floors = page.getByRole('region', { name: 'Floors' }).getByRole('tab');
  await expect(floors.first()).toHaveAttribute('aria-selected', 'true');
  await floors.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(floors.nth(1)).toBeFocused();
  await expect(floors.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]floor=/);
});

test('a shared booking link arrives rendered with its slot, and its "Log in" comes back to it before any script runs', async ({
  browser,
  page,
}) => {
  const slot: Slot = { guests: 4, date: restaurantDate(5), time: '19:00', duration: 90 };

  // The server's HTML alone, as a diner on a slow phone has it before the scripts have run.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  try {
    const html = await withoutScripts.newPage();
    await html.goto(slotUrl(slot));
    await expect(html.getByRole('combobox', { name: 'Date' })).toHaveValue(slot.date);
    await expect(html.getByRole('combobox', { name: 'Time' })).toHaveValue(slot.time);
    const logIn = await html.getByRole('banner').getByRole('link', { name: 'Log in' }).getAttribute('href');
    const comesBackTo = new URL(logIn ?? '', 'http://site.invalid').searchParams.get('redirect') ?? '';
    expect(new URL(comesBackTo, 'http://site.invalid').searchParams.get('date')).toBe(slot.date);
  } finally {
    await withoutScripts.close();
  }

  // The browser hydrates that HTML as it is: no mismatch reported, the same slot chosen.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(slotUrl(slot));
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('combobox', { name: 'Date' })).toHaveValue(slot.date);
  expect(errors).toEqual([]);
});

test('two diners confirm the same table and slot at once: exactly one gets it', async ({
  browser,
  baseURL,
  request,
}) => {
  // Another day than the test above, so the two never compete for a table.
  const slot: Slot = { guests: 2, date: restaurantDate(3), time: '12:30', duration: 60 };
  const diners: Diner[] = [await registerDiner(request, 'race-a'), await registerDiner(request, 'race-b')];
  const contexts = await Promise.all(diners.map(() => browser.newContext({ baseURL })));
  try {
    const pages = await Promise.all(contexts.map((context) => context.newPage()));

    // Each diner signs in from the booking page and picks the same free table on the plan.
    let tableCode = '';
    for (const [index, page] of pages.entries()) {
      const diner = diners[index];
      if (!diner) throw new Error('one diner per page');
      await page.goto(slotUrl(slot));
      await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
      await submitSignIn(page, diner.email, diner.password);
      await expect(page.getByRole('heading', { name: 'Reserve a table', level: 1 })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Date' })).toHaveValue(slot.date);
      const free = page.getByRole('button', { name: /^\w+ \S+ — 2 seats, free$/ }).first();
      if (tableCode === '') {
        const label = (await free.getAttribute('aria-label')) ?? '';
        tableCode = /^(\w+) /.exec(label)?.[1] ?? '';
      }
      await tableButton(page, tableCode).click();
      await expect(tableButton(page, tableCode)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('form', { name: 'Your details' }).getByRole('textbox', { name: 'Name' })).toHaveValue(
        diner.fullName,
      );
    }

    const answers = pages.map((page) => page.waitForResponse(isReservationPost));
    await Promise.all(
      pages.map((page) =>
        page.getByRole('form', { name: 'Your details' }).getByRole('button', { name: 'Confirm reservation' }).click(),
      ),
    );
    const statuses = await Promise.all(answers.map(async (answer) => (await answer).status()));
    expect([...statuses].sort()).toEqual([201, 409]);

    const winner = pages[statuses.indexOf(201)];
    const loser = pages[statuses.indexOf(409)];
    if (!winner || !loser) throw new Error('one winner and one loser');
    await expect(winner.getByRole('status').filter({ hasText: 'Your table is booked' })).toBeVisible();
    await expect(loser.getByRole('alert')).toContainText(
      'Sorry, a table you picked was just booked by someone else. Availability is updated; please pick again.',
    );
    await expect(tableButton(loser, tableCode)).toHaveAccessibleName(/, taken$/);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
