import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const POSTS = '/apps/blog/posts';
const PROFILE = '/user/user-profile';
/** A sample post's title (the sample data is generated from a fixed seed) and its slug (spec section 7). */
const POST_TITLE = 'Designing dashboards people actually read';
const POST = '/apps/blog/detail/designing-dashboards-people-actually-read';
/** A slug no post has: its not-found state must be accessible too. */
const UNKNOWN = '/apps/blog/detail/1';

test.describe('demo blog and user profile', () => {
  test('a post opened by its slug takes a comment, shown first', async ({ page }) => {
    await page.goto(POST);
    await expect(page.getByRole('heading', { level: 1, name: POST_TITLE })).toBeVisible();

    await page.getByRole('textbox', { name: 'Add a comment' }).fill('Clear and useful, thank you');
    await page.getByRole('button', { name: 'Post comment' }).click();

    const comments = page.getByRole('list', { name: 'Comments' });
    await expect(comments.getByRole('listitem').first()).toContainText('Clear and useful, thank you');
    await expect(page.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
  });

  test('an unknown slug says Post not found, with a way back to the posts', async ({ page }) => {
    await page.goto(UNKNOWN);
    await expect(page.getByRole('alert')).toContainText('Post not found');
    // not a route of its own, so not in the accessibility spec's sweep of every demo page
    await expectNoSeriousViolations(page, UNKNOWN);
    await page.getByRole('link', { name: 'Back to the posts' }).click();
    await expect(page).toHaveURL(new RegExp(`${POSTS}$`));
    await expect(page.getByRole('region', { name: 'Featured posts' }).getByRole('article')).toHaveCount(2);
  });

  test('liking a social post counts one more, and liking again takes it back', async ({ page }) => {
    await page.goto(PROFILE);
    const like = page
      .getByRole('list', { name: 'Posts' })
      .getByRole('button', { name: /^Like \(/ })
      .first();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const before = Number((await like.textContent())?.replace(/\D/g, ''));

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText(String(before + 1));

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like).toHaveText(String(before));
  });
});
