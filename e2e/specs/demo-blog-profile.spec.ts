import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openCustomizer } from './customizer';

const POSTS = '/apps/blog/posts';
const PROFILE = '/user/user-profile';
/** A sample post's title (the sample data is generated from a fixed seed) and its slug (spec section 7). */
const POST_TITLE = 'Designing dashboards people actually read';
const POST = '/apps/blog/detail/designing-dashboards-people-actually-read';
/** A slug no post has: its not-found state must be clean too. */
const UNKNOWN = '/apps/blog/detail/1';

/** Goes to `path` inside the running app (the customizer's mode lives in memory: a page load would drop it). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new URL(path, page.url()).href);
}

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

  test('the three pages have no serious accessibility violations, light and dark', async ({ page }) => {
    const pages = [
      { path: POSTS, ready: page.getByRole('region', { name: 'Featured posts' }) },
      { path: POST, ready: page.getByRole('list', { name: 'Comments' }) },
      { path: UNKNOWN, ready: page.getByRole('link', { name: 'Back to the posts' }) },
      { path: PROFILE, ready: page.getByRole('list', { name: 'Posts' }) },
    ];
    await page.goto(POSTS);
    for (const mode of ['light', 'dark']) {
      if (mode === 'dark') {
        const customizer = await openCustomizer(page);
        await customizer.chooseDarkMode();
        await customizer.close();
      }
      for (const { path, ready } of pages) {
        await navigateInApp(page, path);
        await expect(ready).toBeVisible();
        await expectNoSeriousViolations(page, `${path} (${mode})`);
      }
    }
  });
});
