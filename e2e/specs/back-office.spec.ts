import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { CombosResponse, ManagedFoodsResponse, VouchersResponse } from '@restaurant/shared/contracts';
import { paths } from '@restaurant/shared/router';
import { scaled } from '../../scripts/lib/machine';
import { apiSignIn, STAFF, MANAGER } from '../support/api';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { navigateInApp } from '../support/navigation';
import { submitSignIn } from '../support/session';
import { watchDomChanges, watchRequests } from '../support/settled-page';
import { openCustomizer } from './customizer';

/**
 * Issue 55: the manager runs the menu and the vouchers from the site alone (remote-staff's back office), and diners
 * see each change at once. The records are the test's own (a new dish, combo and voucher, named by the run): the specs
 * run side by side on one database, and other specs order the seeded dishes.
 */

/** The manager the API seeds with the demo data (`SEED_DEMO_DINERS=1`, as the e2e servers run it). */

/** A back-office page opened signed out goes to the sign-in page, and back to itself once signed in. */
async function openAsManager(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await submitSignIn(page, MANAGER.email, MANAGER.password);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A second manager at another browser. */
async function secondManager(browser: Browser, path: string, heading: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openAsManager(page, path, heading);
  return { context, page };
}

async function managedDish(request: APIRequestContext, englishName: string) {
  const token = await apiSignIn(request, MANAGER);
  const response = await request.get('/api/manage/foods', { headers: { authorization: `Bearer ${token}` } });
  const dish = ((await response.json()) as ManagedFoodsResponse).data.find((food) => food.names.en === englishName);
  if (!dish) throw new Error(`no dish named ${englishName}`);
  return dish;
}

/** A real photo to upload: a JPEG of the page itself, as a phone's camera would send one. */
const photoOf = (page: Page) => page.screenshot({ type: 'jpeg', quality: 80 });

/** "87,500" or "87.500": the price as any interface language groups its digits. */
const priceText = (price: number) => new RegExp(String(price).replace(/(\d)(?=(\d{3})+$)/g, '$1[.,\\s\\u00a0\\u202f]'));

test('a manager adds a dish with a photo and changes its price; a diner sees both, in the server HTML and after hydration', async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(120_000));
  const run = Date.now().toString(36);
  const english = `Test dish ${run}`;
  await openAsManager(page, paths.staff.menu, 'Menu');

  await page.getByRole('tab', { name: 'Dishes' }).click();
  await page.getByRole('button', { name: 'New dish' }).click();
  const created = page.getByRole('dialog', { name: 'New dish' });
  await created.getByLabel('Name (Vietnamese)').fill(`Món thử ${run}`);
  await created.getByLabel('Name (English)').fill(english);
  await created.getByLabel('Price (VND)').fill('65000');
  await created.getByLabel('Category').selectOption({ index: 1 });
  await created.getByRole('button', { name: 'Save' }).click();

  // saved, the dialog stays open on the new dish: its photo can be added at once
  const editing = page.getByRole('dialog', { name: `Edit dish Món thử ${run}` });
  await expect(editing).toBeVisible();
  await editing.getByLabel('Upload a photo').setInputFiles({
    name: 'dish.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoOf(page),
  });
  await expect(editing.getByText('Photo uploaded.')).toBeVisible();
  await expect(editing.getByRole('img', { name: 'Current photo' })).toBeVisible();
  await editing.getByLabel('Price (VND)').fill('87500');
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Món thử ${run} saved.`)).toBeVisible();

  const dish = await managedDish(page.request, english);
  expect(dish.price).toBe(87_500);
  expect(dish.photo?.variants.map((variant) => variant.format)).toEqual(
    expect.arrayContaining(['avif', 'webp', 'jpeg']),
  );

  // The server's HTML already has both: the price and the photo's renditions.
  const html = await (await page.request.get(paths.foodDetail(dish.id))).text();
  expect(html).toMatch(priceText(87_500));
  expect(html).toMatch(/<picture[^>]*>[\s\S]*?\/api\/photos\/[0-9a-f]{64}-\d+\.avif/);

  // A diner's browser, after hydration: the photo is drawn (decoded), the price shown.
  const context = await browser.newContext();
  try {
    const diner = await context.newPage();
    await diner.goto(paths.foodDetail(dish.id));
    await expect(diner.getByText(priceText(87_500)).first()).toBeVisible();
    const photo = diner.locator('picture img').first();
    await expect(photo).toHaveAttribute('src', /\/api\/photos\/[0-9a-f]{64}-\d+\.jpg$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});

test('two managers edit one dish: the second save shows the conflict, and Reload brings the first one’s change', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const run = Date.now().toString(36);
  const token = await apiSignIn(request, MANAGER);
  const createdDish = await request.post('/api/manage/foods', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      categoryId: 1,
      names: { vi: `Món tranh ${run}`, en: `Contested dish ${run}`, fr: '', ar: '', ch: '' },
      descriptions: { vi: '', en: '', fr: '', ar: '', ch: '' },
      price: 50_000,
    },
  });
  expect(createdDish.status(), await createdDish.text()).toBe(201);
  const name = `Món tranh ${run}`;

  const openDish = async (on: Page) => {
    await on.getByRole('tab', { name: 'Dishes' }).click();
    await on.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = on.getByRole('dialog', { name: `Edit dish ${name}` });
    await expect(dialog.getByLabel('Price (VND)')).toHaveValue('50000');
    return dialog;
  };
  await openAsManager(page, paths.staff.menu, 'Menu');
  const mine = await openDish(page);
  const other = await secondManager(browser, paths.staff.menu, 'Menu');
  try {
    const theirs = await openDish(other.page);
    await theirs.getByLabel('Price (VND)').fill('52000');
    await theirs.getByRole('button', { name: 'Save' }).click();
    await expect(other.page.getByText(`${name} saved.`)).toBeVisible();
  } finally {
    await other.context.close();
  }

  await mine.getByLabel('Price (VND)').fill('58000');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine.getByText('Someone else changed this dish; reload to see their changes.')).toBeVisible();
  await mine.getByRole('button', { name: 'Reload' }).click();
  await expect(mine.getByLabel('Price (VND)')).toHaveValue('52000');
  expect((await managedDish(request, `Contested dish ${run}`)).price).toBe(52_000);
});

test('a manager retires a combo and creates a voucher; the diners’ menu and voucher list follow at once', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(120_000));
  const run = Date.now().toString(36).toUpperCase();
  const headers = { authorization: `Bearer ${await apiSignIn(request, MANAGER)}` };
  const combo = await request.post('/api/manage/combos', {
    headers,
    data: {
      names: { vi: `Combo thử ${run}`, en: `Test combo ${run}`, fr: '', ar: '', ch: '' },
      descriptions: { vi: '', en: '', fr: '', ar: '', ch: '' },
      price: 150_000,
      serves: 2,
      items: [{ foodId: 1, quantity: 2 }],
    },
  });
  expect(combo.status(), await combo.text()).toBe(201);
  const comboId = ((await combo.json()) as { data: { id: number } }).data.id;
  const publicCombos = async () =>
    ((await (await request.get('/api/public/combo/getCombos', { params: { size: 100 } })).json()) as CombosResponse)
      .data.items;
  expect((await publicCombos()).map((item) => item.id)).toContain(comboId);

  await openAsManager(page, paths.staff.menu, 'Menu');
  await page.getByRole('tab', { name: 'Combos' }).click();
  await page.getByRole('button', { name: `Retire Combo thử ${run}` }).click();
  await expect(page.getByText(`Combo thử ${run} is off the menu.`)).toBeVisible();
  expect((await publicCombos()).map((item) => item.id)).not.toContain(comboId);
  expect((await request.get(`/api/public/combo/${comboId}`)).status()).toBe(404);

  await page.goto(paths.staff.vouchers);
  await expect(page.getByRole('heading', { level: 1, name: 'Vouchers' })).toBeVisible();
  await page.getByRole('button', { name: 'New voucher' }).click();
  const form = page.getByRole('dialog');
  const code = `E2E-${run}`;
  await form.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Ten percent ${run}`);
  await form.getByRole('spinbutton', { name: 'Percent off' }).fill('10');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: `Edit ${code}` })).toBeVisible();
  const listed = (await (
    await request.get('/api/public/voucher/getVouchers', { params: { size: 100 } })
  ).json()) as VouchersResponse;
  expect(listed.data.items.map((voucher) => voucher.code)).toContain(code);

  // ended now: it leaves the diners' list of usable vouchers as inactive
  await page.getByRole('button', { name: `Expire now ${code}` }).click();
  await page
    .getByRole('alertdialog', { name: `Expire ${code} now?` })
    .getByRole('button', { name: 'Expire now' })
    .click();
  await expect
    .poll(async () => {
      const all = (await (
        await request.get('/api/public/voucher/getVouchers', { params: { size: 100 } })
      ).json()) as VouchersResponse;
      return all.data.items.find((voucher) => voucher.code === code)?.active ?? false;
    })
    .toBe(false);
});

test('staff see "managers only" on the menu editor; the back office passes axe in light, dark and right-to-left, every manager page', async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(150_000));
  const cook = await browser.newContext();
  try {
    const staffPage = await cook.newPage();
    await staffPage.goto(paths.staff.menu);
    await submitSignIn(staffPage, STAFF.email, STAFF.password);
    await expect(staffPage.getByRole('heading', { level: 1, name: 'Managers only' })).toBeVisible();
    await expect(staffPage.getByRole('button', { name: 'Management' })).toHaveCount(0);
  } finally {
    await cook.close();
  }

  const requests = watchRequests(page);
  await openAsManager(page, paths.staff.menu, 'Menu');
  // the back office's own navigation: the restaurant's tasks, not the template demo's
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('button', { name: 'Management' })).toBeVisible();
  await expect(navigation.getByRole('button', { name: 'Dashboards' })).toHaveCount(0);
  await watchDomChanges(page);
  await expectNoSeriousViolations(page, 'the menu editor, light', requests);
  await page.getByRole('tab', { name: 'Dishes' }).click();
  await page.getByRole('button', { name: 'New dish' }).click();
  await expect(page.getByRole('dialog', { name: 'New dish' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the new dish dialog, light', requests);
  await page.keyboard.press('Escape');

  const dark = await openCustomizer(page);
  await dark.chooseDarkMode();
  await dark.close();
  await expectNoSeriousViolations(page, 'the menu editor, dark', requests);

  const rtl = await openCustomizer(page);
  await rtl.chooseLanguage('العربية');
  await rtl.close();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousViolations(page, 'the menu editor, dark and right-to-left', requests);

  // within the app: the customizer's choices last until a reload (spec section 2)
  await navigateInApp(page, paths.staff.vouchers);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousViolations(page, 'the vouchers page, dark and right-to-left', requests);

  // part 2's pages, as the manager reads them in Arabic at night (reports: light and dark in reports.spec.ts)
  for (const path of [paths.staff.settings, paths.staff.floors, paths.staff.reviews, paths.staff.audit]) {
    await navigateInApp(page, path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, `${path}, dark and right-to-left`, requests);
  }
});
