import type { Locator, Page, Response } from '@playwright/test';
import { myCart, registerDiner, registerVerifiedDiner } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signInFromHeader, storedTokens } from '../support/session';

function isApi(response: Response, pathPrefix: string): boolean {
  return new URL(response.url()).pathname.startsWith(`/api${pathPrefix}`);
}

/** Waits for the next successful cart write (add, change or removal) the page sends. */
function cartWrite(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => (isApi(response, '/carts/updateToCart/') || isApi(response, '/carts/addToCart')) && response.ok(),
  );
}

async function accessToken(page: Page): Promise<string> {
  const { accessToken: token } = await storedTokens(page);
  if (!token) throw new Error('no access token in storage: the diner is not signed in');
  return token;
}

/**
 * Scrolls to a homepage section the way a diner does: below the fold, it is a labelled loading placeholder until it
 * comes near the screen, then the section itself.
 */
async function scrollToSection(page: Page, name: string, loadingLabel: string): Promise<Locator> {
  const main = page.getByRole('main');
  const region = main.getByRole('region', { name });
  await region.or(main.getByRole('status', { name: loadingLabel })).scrollIntoViewIfNeeded();
  await expect(region).toBeVisible();
  await region.scrollIntoViewIfNeeded();
  return region;
}

test('the homepage shows the seeded dishes, combos and vouchers', async ({ page }) => {
  await page.goto('/landing/homepage');
  await expect(page.getByRole('heading', { name: 'Bếp Nhà', level: 1 })).toBeVisible();

  const dishes = await scrollToSection(page, 'Popular dishes', 'Loading dishes…');
  await expect(dishes.getByRole('heading', { name: 'Phở bò tái' })).toBeVisible();
  await expect(dishes.getByRole('button', { name: 'Add to cart: Phở bò tái' })).toBeVisible();
  expect(await dishes.getByRole('article').count()).toBeGreaterThanOrEqual(4);

  const combos = await scrollToSection(page, 'Combos', 'Loading combos…');
  await expect(combos.getByRole('heading', { name: 'Combo Hà Nội' })).toBeVisible();
  expect(await combos.getByRole('article').count()).toBeGreaterThanOrEqual(3);

  const vouchers = await scrollToSection(page, 'Current vouchers', 'Loading vouchers…');
  await expect(vouchers.getByRole('button', { name: 'Copy code PHO50K' })).toBeVisible();
  expect(await vouchers.getByRole('article').count()).toBeGreaterThanOrEqual(2);
});

test('a guest picks a dish from page 2, signs in, and the cart moves to the account where it can be changed', async ({
  page,
  request,
}) => {
  const diner = await registerDiner(request, 'cart');

  await page.goto('/landing/homepage');
  await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click();
  await expect(page.getByRole('heading', { name: 'Food menu', level: 1 })).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Categories' });

  // A category narrows the list (no seeded category fills a second page of 12)...
  await categories.getByRole('link', { name: /Khai vị/ }).click();
  await expect(categories.getByRole('link', { name: /Khai vị/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('6 dishes', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/category=5/);

  // ...and the whole menu has pages: go to page 2.
  await categories.getByRole('link', { name: /All dishes/ }).click();
  const pager = page.getByRole('navigation', { name: 'Dish pages' });
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  // Page 1 stays on screen, marked busy, until page 2 arrives: read the first dish only once it has.
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  const firstDish = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
  const dishName = (await firstDish.innerText()).trim();
  await firstDish.click();

  await expect(page.getByRole('heading', { name: dishName, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: `One more ${dishName}` }).click();
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${dishName}` })).toHaveValue('2');
  await page.getByRole('button', { name: 'Add 2 to the cart' }).click();
  await expect(page.getByText('Kept on this device until you sign in')).toBeVisible();
  // A guest's header shows the host's stand-in (a link with the local count) until the ordering remote's button is
  // wanted; clicking it fetches that button and opens its drawer, staying on the dish.
  const guestCart = page.getByRole('banner').getByRole('link', { name: /^Cart, / });
  await expect(guestCart).toHaveAccessibleName('Cart, 2 items');
  await guestCart.click();
  const guestDrawer = page.getByRole('dialog', { name: 'Your cart (2 items)' });
  await expect(guestDrawer).toBeVisible();
  await expect(guestDrawer.getByText('Your cart is kept on this device')).toBeVisible();
  await guestDrawer.getByRole('button', { name: 'Close the cart' }).click();
  await expect(guestDrawer).toBeHidden();
  await expect(page.getByRole('heading', { name: dishName, level: 1 })).toBeVisible();
  const cartButton = page.getByRole('banner').getByRole('button', { name: /^Cart, / });
  await expect(cartButton).toHaveAccessibleName('Cart, 2 items');

  // Signing in sends the guest lines to the account's cart and comes back to the dish.
  const merged = page.waitForResponse((response) => isApi(response, '/carts/addToCart') && response.ok());
  await signInFromHeader(page, diner.email, diner.password);
  await merged;
  await expect(page.getByRole('heading', { name: dishName, level: 1 })).toBeVisible();
  const token = await accessToken(page);
  const serverCart = await myCart(request, token);
  expect(serverCart.cartDetails).toEqual([expect.objectContaining({ name: dishName, quantity: 2, type: 'FOOD' })]);

  await expect(cartButton).toHaveAccessibleName('Cart, 2 items');
  await cartButton.click();
  const drawer = page.getByRole('dialog', { name: 'Your cart (2 items)' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Your cart is kept on this device')).toHaveCount(0);
  // The drawer's name follows the count, so later steps find it by role alone.
  const quantity = page.getByRole('dialog').getByRole('spinbutton', { name: `Quantity of ${dishName}` });
  await expect(quantity).toHaveValue('2');

  // One more: saved on the server.
  let written = cartWrite(page);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `One more ${dishName}` })
    .click();
  await written;
  await expect(page.getByRole('dialog', { name: 'Your cart (3 items)' })).toBeVisible();
  await expect(quantity).toHaveValue('3');
  expect((await myCart(request, token)).cartDetails).toEqual([expect.objectContaining({ quantity: 3 })]);

  // A typed 0 removes the line.
  written = cartWrite(page);
  await quantity.fill('0');
  await quantity.press('Enter');
  await written;
  await expect(page.getByRole('dialog').getByText('Your cart is empty')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close the cart' }).click();
  await expect(cartButton).toHaveAccessibleName('Cart, 0 items');
  const emptied = await myCart(request, token);
  expect(emptied.cartDetails).toEqual([]);
  expect(emptied.itemCount).toBe(0);
});

test('a new diner posts a 5-star review and the rating summary follows', async ({ page, request }) => {
  const diner = await registerVerifiedDiner(request, 'review');
  await page.goto('/landing/review');
  const distribution = page.getByRole('list', { name: 'Reviews per star rating' });
  const fiveStars = distribution.getByRole('button', { name: /^5 stars: / });
  await expect(fiveStars).toBeVisible();
  const countOf = async (label: string | null): Promise<number> => Number(/: (\d+) review/.exec(label ?? '')?.[1]);
  const fiveBefore = await countOf(await fiveStars.getAttribute('aria-label'));
  const totalBefore = Number(
    /^Average of (\d+) reviews?$/.exec(await page.getByText(/^Average of \d+ reviews?$/).innerText())?.[1],
  );

  const yourReview = page.getByRole('region', { name: 'Your review' });
  await yourReview.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail address').fill(diner.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(diner.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/landing\/review$/);

  const form = yourReview.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '5 out of 5 stars' }).check({ force: true });
  await form
    .getByRole('textbox', { name: 'Your comment' })
    .fill('Phở ngon tuyệt, nước dùng đậm đà. Excellent service!');
  const posted = page.waitForResponse(
    (response) => isApi(response, '/public/restaurant-review') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Post my review' }).click();
  expect((await posted).status()).toBeLessThan(300);
  // The form gives way to the diner's review, with a way to edit it.
  const mine = yourReview.getByRole('article');
  await expect(mine).toContainText('Phở ngon tuyệt, nước dùng đậm đà. Excellent service!');
  await expect(mine.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(yourReview.getByRole('button', { name: 'Edit my review' })).toBeVisible();

  // The distribution and the count take the new five-star review; the total and the average shown agree with the
  // distribution. Other specs post reviews on the same site at the same time: "at least one more", never "exactly".
  await expect
    .poll(async () => countOf(await fiveStars.getAttribute('aria-label')))
    .toBeGreaterThanOrEqual(fiveBefore + 1);
  const rows = await distribution
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const perStar = rows.map((label) => {
    const [, star = '0', count = '0'] = /^(\d) stars?: (\d+) reviews?$/.exec(label) ?? [];
    return { star: Number(star), count: Number(count) };
  });
  const total = perStar.reduce((sum, row) => sum + row.count, 0);
  expect(total).toBeGreaterThanOrEqual(totalBefore + 1);
  await expect(page.getByText(`Average of ${total} reviews`, { exact: true })).toBeVisible();
  const mean = perStar.reduce((sum, row) => sum + row.star * row.count, 0) / total;
  await expect(page.getByTestId('average-rating')).toHaveText(mean.toFixed(1));
  const averages = await request.get('/api/public/restaurant-review/average-ratings');
  const { data } = (await averages.json()) as { data: { average: number; count: number } };
  expect(data.count).toBeGreaterThanOrEqual(total);
});

test.describe('voucher codes', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copying a voucher code puts it on the clipboard and says so', async ({ page }) => {
    await page.goto('/landing/voucher');
    const copy = page.getByRole('button', { name: 'Copy code PHO50K' });
    await copy.click();
    await expect(copy).toHaveText('Copied');
    await expect(page.getByRole('status').filter({ hasText: 'Code PHO50K copied to the clipboard' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('PHO50K');
  });
});
