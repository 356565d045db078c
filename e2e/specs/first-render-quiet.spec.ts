import type { Page, Request } from '@playwright/test';
import { paths } from '../../shared/src/router/paths';
import { registerDiner } from '../support/api';
import { expect, test } from '../support/fixtures';
import { accountButton, signInFromHeader } from '../support/session';

// Issue 17: a signed-out visitor's server-rendered page is whole without the API (its data came with the HTML), so
// the API client (axios) is not on its first load; and the header's auth-dependent controls hold their place when a
// diner's session shows after hydration.

/** A string only axios' own code holds (one of its error codes): no first-load file may carry it. */
const AXIOS_MARKER = 'ERR_BAD_OPTION_VALUE';

const PUBLIC_PAGES = [paths.landing.homepage, paths.landing.food, paths.landing.reservation];

interface Box {
  x: number;
  width: number;
}

/** Where the header's settings button and cart control sit (rounded to the pixel). */
async function headerPlaces(page: Page): Promise<{ settings: Box; cart: Box }> {
  const banner = page.getByRole('banner');
  const place = async (name: RegExp): Promise<Box> => {
    const box = await banner.getByRole('button', { name }).or(banner.getByRole('link', { name })).first().boundingBox();
    expect(box, String(name)).not.toBeNull();
    return { x: Math.round(box?.x ?? 0), width: Math.round(box?.width ?? 0) };
  };
  return { settings: await place(/^Display settings$/), cart: await place(/^Cart\b/) };
}

test.describe('a first render', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} calls no API and downloads no API client until it is used`, async ({ page }) => {
      const apiCalls: string[] = [];
      const scripts: Array<Promise<string>> = [];
      page.on('request', (request: Request) => {
        // Calls of the API client (the dishes' pictures are served under /api/images too).
        const called = ['xhr', 'fetch'].includes(request.resourceType());
        if (called && new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      });
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text().catch(() => ''));
      });

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // A signed-out visitor's header cart stays the host's own link once all is loaded: the ordering remote's
      // button is fetched on intent only (pointer, touch or focus on it), not with the page.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('banner').getByRole('link', { name: /^Cart\b/ })).toBeVisible();

      expect(apiCalls).toEqual([]);
      const sources = await Promise.all(scripts);
      expect(sources.length).toBeGreaterThan(0);
      expect(sources.filter((source) => source.includes(AXIOS_MARKER))).toHaveLength(0);
    });
  }

  test("a signed-in diner's reload shows the session without moving the header's controls", async ({
    page,
    request,
    browser,
  }) => {
    const diner = await registerDiner(request, 'header-box');
    await page.goto(paths.landing.homepage);
    await signInFromHeader(page, diner.email, diner.password);

    // What the server sends (signed out: a session lives in the browser only), as it stands before any script.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const serverPage = await noScript.newPage();
    await serverPage.goto(paths.landing.homepage);
    await expect(serverPage.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    const asServed = await headerPlaces(serverPage);
    await noScript.close();

    await page.reload();
    await expect(accountButton(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /^Cart\b/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await headerPlaces(page)).toEqual(asServed);
  });
});
