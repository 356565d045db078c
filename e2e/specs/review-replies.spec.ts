import type { Page } from '@playwright/test';
import { paths } from '@restaurant/shared/router';
import { scaled } from '../../scripts/lib/machine';
import { apiSignIn, registerVerifiedDiner, MANAGER } from '../support/api';
import { expect, test } from '../support/fixtures';
import { submitSignIn } from '../support/session';

/**
 * Issue 57, part 3: the manager answers a diner's review from the back office (`/staff/reviews`), and the reply shows
 * under that review on the diner's reviews page, marked as the restaurant's and written in its own language. The
 * review is the test's own (a diner named by the run): other specs post reviews on the same database at once.
 */

async function openAsManager(page: Page): Promise<void> {
  await page.goto(paths.staff.reviews);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await submitSignIn(page, MANAGER.email, MANAGER.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
}

test('a manager replies to a review from the back office; the reply shows under it on /landing/review', async ({
  page,
  request,
}) => {
  test.setTimeout(scaled(60_000));
  const run = Date.now().toString(36);
  const diner = await registerVerifiedDiner(request, `reply-${run}`);
  const token = await apiSignIn(request, diner);
  const posted = await request.post('/api/public/restaurant-review', {
    headers: { authorization: `Bearer ${token}` },
    data: { rating: 4, comment: `Good bún chả, slow service (${run})` },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await openAsManager(page);
  await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Not answered yet' });
  const review = page.getByRole('article', { name: diner.fullName });
  await review.getByRole('button', { name: `Reply to ${diner.fullName}` }).click();
  const form = review.getByRole('form', { name: `Reply to ${diner.fullName}` });
  await form.getByRole('combobox', { name: /Language of the reply/ }).selectOption({ label: 'French' });
  const reply = `Merci ! Nous accélérons le service (${run}).`;
  await form.getByRole('textbox', { name: /Your reply/ }).fill(reply);
  await form.getByRole('button', { name: 'Publish reply' }).click();
  await expect(page.getByText(`Reply to ${diner.fullName} published.`)).toBeAttached();

  await page.goto(paths.landing.review);
  const shown = page
    .getByRole('article')
    .filter({ hasText: `(${run})` })
    .first();
  const restaurantReply = shown.getByRole('region', { name: 'Reply from the restaurant' });
  await expect(restaurantReply.getByText(reply)).toBeVisible();
  await expect(restaurantReply.getByText(reply)).toHaveAttribute('lang', 'fr');
});
