import { demoRemoteFiles, uiFamiliesIn } from '../../scripts/lib/bundle-markers';
import { paths } from '../../shared/src/router/paths';
import { javaScriptDuring } from '../support/downloads';
import { expect, test } from '../support/fixtures';
import { openCustomizer } from './customizer';

// Issue 17: a restaurant page downloads only the UI families it renders, and nothing of the demo area (its pages,
// charts, editor and calendar live only in the demo remote; its Chakra parts are the ui-demo family). Sizes are the
// bench's figures; these tests check what is downloaded, not how fast.

const RESTAURANT_PAGES = [
  paths.landing.homepage,
  paths.landing.food,
  paths.foodDetail(1),
  paths.comboDetail(1),
  paths.landing.voucher,
  paths.landing.reviews,
  paths.landing.reservation,
  paths.auth.login,
];

test.describe('first loads', () => {
  for (const path of RESTAURANT_PAGES) {
    test(`${path} downloads nothing of the demo area`, async ({ page }) => {
      const files = await javaScriptDuring(page, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      });
      expect(files.length).toBeGreaterThan(0);
      expect(demoRemoteFiles(files)).toEqual([]);
      expect(uiFamiliesIn(files)).not.toContain('ui-demo');
      expect(uiFamiliesIn(files)).not.toContain('ui-demo-controls');
    });
  }

  test('the homepage needs no UI family; the customizer drawer loads its own on first use', async ({ page }) => {
    const firstRender = await javaScriptDuring(page, async () => {
      await page.goto(paths.landing.homepage);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    });
    expect(uiFamiliesIn(firstRender)).toEqual([]);

    const onOpen = await javaScriptDuring(page, async () => {
      await openCustomizer(page);
    });
    expect(uiFamiliesIn(onOpen)).toEqual(expect.arrayContaining(['ui-choice', 'ui-dialog', 'ui-slider']));
  });

  test('the menu page renders its search box and sort order with the form family alone', async ({ page }) => {
    const firstRender = await javaScriptDuring(page, async () => {
      await page.goto(paths.landing.food);
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: 'Search dishes' })).toBeVisible();
    });
    // Chakra's Field, Input and NativeSelect.
    expect(uiFamiliesIn(firstRender)).toEqual(['ui-form']);
  });

  test('the booking page renders its tabs and choice bar without the dialog family (the cancel dialog of my reservations)', async ({
    page,
  }) => {
    const firstRender = await javaScriptDuring(page, async () => {
      await page.goto(paths.landing.reservation);
      await expect(page.getByRole('heading', { name: 'Reserve a table', level: 1 })).toBeVisible();
    });
    const families = uiFamiliesIn(firstRender);
    expect(families).not.toContain('ui-dialog');
    // Chakra's Tabs (the page's and the floors') and the choice bar's Field and NativeSelect.
    expect(families).toEqual(expect.arrayContaining(['ui-form', 'ui-tabs']));
  });
});
