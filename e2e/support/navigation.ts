import { expect, type Page } from '@playwright/test';
import { localizedPath, splitLanguagePath } from '../../shared/src/i18n/language-path';

/**
 * Goes to `path` inside the running app, as following one of its links does (the customizer's settings and the demo's
 * cart live in memory only: a page load would drop them), and waits until the page on screen is that path's. The
 * router renders the next page in a transition, so for a while the address bar holds the new path and the screen the
 * previous page; a busy machine stretches that past any quiet period a test could wait for. The host's root layout
 * marks the location it shows (`<html data-location>`, root-layout.tsx).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  // as an in-app link does, the path stays in the language on screen (`/ar/...`: the router's basename)
  const { language } = splitLanguagePath(new URL(page.url()).pathname);
  const address = splitLanguagePath(new URL(path, page.url()).pathname).prefixed ? path : localizedPath(language, path);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  const target = new URL(address, page.url());
  await expect(page).toHaveURL(target.href);
  // the router's location: the path without its language prefix
  const shown = splitLanguagePath(target.pathname).path;
  await expect(page.locator('html')).toHaveAttribute('data-location', `${shown}${target.search}`);
}
