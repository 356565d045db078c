import type { Page } from '@playwright/test';
import type { ManagedFloorsResponse } from '@restaurant/shared/contracts';
import { paths } from '@restaurant/shared/router';
import { scaled } from '../../scripts/lib/machine';
import { apiSignIn, MANAGER } from '../support/api';
import { expect, test } from '../support/fixtures';
import { submitSignIn } from '../support/session';

/**
 * Issue 57, item 2: the manager moves a table in the floor plan editor (from the keyboard) and the diner's floor plan
 * draws it where it was put. The table is a seeded one the other specs do not book (the rooftop's bar table, C11),
 * put back where it stood at the end, since the specs share one database.
 */

/** The manager the API seeds with the demo data (`SEED_DEMO_DINERS=1`, as the e2e servers run it). */
const CODE = 'C11';
/** Three presses of the arrow key, 10 cm each. */
const MOVED_BY = 30;

/** The translate() of a table's drawing on the diner's plan: where its box stands. */
const drawnAt = (page: Page) =>
  page
    .getByRole('button', { name: new RegExp(`^${CODE} `) })
    .locator('g')
    .first();

test('a manager moves a table with the arrow keys; the diner’s floor plan draws it there', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(scaled(60_000));
  const auth = { authorization: `Bearer ${await apiSignIn(request, MANAGER)}` };
  const plan = (await (await request.get('/api/manage/floors', { headers: auth })).json()) as ManagedFloorsResponse;
  const floor = plan.data.find((f) => f.tables.some((t) => t.code === CODE));
  const table = floor?.tables.find((t) => t.code === CODE);
  if (!floor || !table) throw new Error(`no table ${CODE}`);
  try {
    await page.goto(paths.staff.floors);
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    await submitSignIn(page, MANAGER.email, MANAGER.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Floor plan' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Floors' }).getByRole('button', { name: floor.name }).click();
    const button = page.getByRole('button', { name: new RegExp(`^Table ${CODE}, `) });
    await button.focus();
    for (let i = 0; i < MOVED_BY / 10; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`Table ${CODE} moved to ${table.x + MOVED_BY}, ${table.y} cm.`)).toBeVisible();
    await expect(page.getByText(`Table ${CODE} saved.`)).toBeVisible();

    const diner = await browser.newContext();
    const dinerPage = await diner.newPage();
    // the floor chosen in the address, as the page's own floor tabs put it there
    await dinerPage.goto(`${paths.landing.reservation}?floor=${floor.id}`);
    await expect(
      dinerPage.getByRole('region', { name: 'Floors' }).getByRole('tab', { name: floor.name }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(drawnAt(dinerPage)).toHaveAttribute(
      'transform',
      new RegExp(`^translate\\(${table.x + MOVED_BY} ${table.y}\\)`),
    );
    await diner.close();
  } finally {
    await request.patch(`/api/manage/tables/${table.id}`, { headers: auth, data: { x: table.x, y: table.y } });
  }
});
