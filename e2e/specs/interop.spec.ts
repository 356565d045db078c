import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import webpack from 'webpack';
import { scaled } from '../../scripts/lib/machine';
import { INTEROP_HOST_BASE, interopHostConfig } from '../interop-host/webpack.config';
import { expect, test } from '../support/fixtures';

/**
 * Issue 28's interop test, tried as another team would: a plain webpack + Module Federation host (e2e/interop-host/,
 * none of our build code) loads each remote's production build from the composed site (`/remotes/<name>/`) and
 * renders one exposed page of it. The host's files are served on the site's origin, under /interop-host/, so the
 * pages reach the API as they do in the site.
 */

const sharedPackage = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'shared', 'package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};

interface ManifestShared {
  name: string;
  version: string;
  assets: { js: { sync: string[]; async: string[] } };
}

function build(config: webpack.Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

/** Serves the interop host's build for every /interop-host/ URL of the page (its index.html for its routes). */
async function serveInteropHost(page: Page, outputDir: string): Promise<void> {
  await page.route(`**${INTEROP_HOST_BASE}**`, async (route) => {
    const relative = new URL(route.request().url()).pathname.slice(INTEROP_HOST_BASE.length);
    const file = path.join(outputDir, relative);
    const found = relative !== '' && existsSync(file) && statSync(file).isFile();
    await route.fulfill({ path: found ? file : path.join(outputDir, 'index.html') });
  });
}

test.describe('the remotes in a plain Module Federation host', () => {
  let outputDir: string;

  test.beforeAll(async () => {
    // One development build of the small host (React, the shared package and Chakra): a minute or two on 2 busy cores.
    test.setTimeout(scaled(5 * 60_000));
    outputDir = mkdtempSync(path.join(tmpdir(), 'interop-host-'));
    await build(interopHostConfig(outputDir));
  });

  test.afterAll(() => {
    rmSync(outputDir, { recursive: true, force: true });
  });

  /** What a diner sees once each page has rendered: its title and the content its remote fetches or draws. */
  const PAGES = [
    {
      remote: 'ordering',
      shows: async (page: Page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Food menu' })).toBeVisible();
        // A seeded dish, from the API, with the cart button the page gives each dish.
        await expect(page.getByRole('heading', { name: 'Phở bò tái', exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Add to cart: Phở bò tái' })).toBeVisible();
      },
    },
    {
      remote: 'reservation',
      shows: async (page: Page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Reserve a table' })).toBeVisible();
        const choice = page.getByRole('search', { name: 'Your reservation' });
        await expect(choice.getByRole('combobox', { name: 'Party size' })).toBeVisible();
        await expect(choice.getByRole('combobox', { name: 'Date' })).toBeVisible();
      },
    },
    {
      remote: 'auth',
      shows: async (page: Page) => {
        await expect(page.getByRole('textbox', { name: /e-mail address/i })).toBeVisible();
        await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
      },
    },
    {
      remote: 'demo',
      shows: async (page: Page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Ecommerce dashboard' })).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Period' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: 'Yearly sales', exact: true })).toBeVisible();
      },
    },
    {
      remote: 'staff',
      shows: async (page: Page) => {
        // Signed out: the remote's own gate sends the visitor to sign in, back to this page after.
        await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Finterop-host%2Fstaff$/);
      },
    },
  ] as const;

  for (const { remote, shows } of PAGES) {
    test(`renders an exposed page of the ${remote} remote's production build`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await serveInteropHost(page, outputDir);
      await page.goto(`${INTEROP_HOST_BASE}${remote}`);
      await shows(page);
      expect(errors).toEqual([]);
    });
  }

  test("every remote's manifest records the versions it was built with, and its own copies of them", async ({
    request,
  }) => {
    for (const { remote } of PAGES) {
      const response = await request.get(`/remotes/${remote}/mf-manifest.json`);
      expect(response.ok()).toBe(true);
      const manifest = (await response.json()) as { shared: ManifestShared[] };
      expect(manifest.shared.length).toBeGreaterThan(0);
      for (const shared of manifest.shared) {
        const owner = shared.name.startsWith('@restaurant/shared')
          ? null
          : shared.name
              .split('/')
              .slice(0, shared.name.startsWith('@') ? 2 : 1)
              .join('/');
        const pinned = owner === null ? sharedPackage.version : sharedPackage.dependencies[owner];
        expect({ remote, name: shared.name, version: shared.version }).toEqual({
          remote,
          name: shared.name,
          version: pinned,
        });
      }
      // Module Federation's default fallback copies (no `import: false`): a host that does not provide React or the
      // shared package still runs the remote.
      for (const name of ['react', '@restaurant/shared']) {
        const assets = manifest.shared.find((shared) => shared.name === name)?.assets.js;
        expect({ remote, name, files: (assets?.sync.length ?? 0) + (assets?.async.length ?? 0) > 0 }).toEqual({
          remote,
          name,
          files: true,
        });
      }
    }
  });
});
