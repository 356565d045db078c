import { expect, type Page } from '@playwright/test';

/**
 * Goes to `path` inside the running app, as following one of its links does (the customizer's settings and the demo's
 * cart live in memory only: a page load would drop them), and waits until the page on screen is that path's. The
 * router renders the next page in a transition, so for a while the address bar holds the new path and the screen the
 * previous page; a busy machine stretches that past any quiet period a test could wait for. The host's root layout
 * marks the location it shows (`<html data-location>`, root-layout.tsx).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const target = new URL(path, page.url());
  await expect(page).toHaveURL(target.href);
  await expect(page.locator('html')).toHaveAttribute('data-location', `${target.pathname}${target.search}`);
}
