import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import webpack from 'webpack';
import { scaled } from '../../scripts/lib/machine';
import { startInteropHostServer, type InteropHostServer } from '../interop-host/serve';
import { INTEROP_HOST_BASE, interopHostConfig } from '../interop-host/webpack.config';
import { expect, test } from '../support/fixtures';

/**
 * Issue 28's interop test, tried as another team would (issue 58, item 7): a plain webpack + Module Federation host
 * (e2e/interop-host/, none of our build code), with its own Module Federation and React one patch apart from ours,
 * built in production mode and served by its own static server, loads each remote's production build from the
 * composed site (`/remotes/<name>/`, passed through by that server with the API) and renders one exposed page of it.
 * It leaves zustand unprovided: the demo shop's cart then runs the remote's own copy.
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

/** The URLs of a remote's own copy of a shared module, as its manifest lists them. */
async function fallbackFiles(request: APIRequestContext, remote: string, name: string): Promise<string[]> {
  const manifest = (await (await request.get(`/remotes/${remote}/mf-manifest.json`)).json()) as {
    shared: ManifestShared[];
  };
  const js = manifest.shared.find((shared) => shared.name === name)?.assets.js;
  return [...(js?.sync ?? []), ...(js?.async ?? [])].map((file) => `/remotes/${remote}/${file}`);
}

test.describe('the remotes in a plain Module Federation host', () => {
  let outputDir: string;
  let server: InteropHostServer;

  test.beforeAll(async () => {
    // One production build of the small host (React, the shared package and Chakra), not minified.
    test.setTimeout(scaled(5 * 60_000));
    outputDir = mkdtempSync(path.join(tmpdir(), 'interop-host-'));
    await build(interopHostConfig(outputDir));
    server = await startInteropHostServer(outputDir, String(test.info().project.use.baseURL));
  });

  test.afterAll(async () => {
    await server?.close();
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
        await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
        // The cart is a zustand store: it works on the remote's own zustand, the host having none to give.
        await page
          .getByRole('button', { name: /^Add to cart: / })
          .first()
          .click();
        await expect(page.getByRole('link', { name: 'Cart 1 items' })).toBeVisible();
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
    test(`renders an exposed page of the ${remote} remote's production build`, async ({ page, request }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Module Federation's warning when a remote refuses the host's version of a singleton.
      page.on('console', (message) => {
        if (/does not satisfy/.test(message.text())) errors.push(message.text());
      });
      const fetched: string[] = [];
      page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
      await page.goto(`${server.origin}${INTEROP_HOST_BASE}${remote}`);
      await shows(page);
      expect(errors).toEqual([]);
      // React runs once, the host's 19.3.0, which the remote accepts: its own copy is never fetched.
      const ownReact = await fallbackFiles(request, remote, 'react');
      expect(ownReact.length).toBeGreaterThan(0);
      expect(fetched.filter((file) => ownReact.includes(file))).toEqual([]);
      if (remote === 'demo') {
        // What this host leaves unprovided, the remote brings: its zustand copy was fetched and ran the cart.
        const ownZustand = await fallbackFiles(request, remote, 'zustand');
        expect(ownZustand.length).toBeGreaterThan(0);
        expect(fetched).toEqual(expect.arrayContaining(ownZustand));
      }
    });
  }

  test("the host builds with its own Module Federation and React, a patch apart from the remotes'", () => {
    // The package.json Node's resolution finds from `dir` (Module Federation's `exports` do not list it).
    const versionFrom = (dir: string, name: string): string => {
      const candidates = createRequire(path.join(dir, 'package.json')).resolve.paths(name) ?? [];
      const manifest = candidates.map((modules) => path.join(modules, name, 'package.json')).find(existsSync);
      if (!manifest) throw new Error(`${name} is not installed for ${dir}`);
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    };
    const hostDir = path.join(__dirname, '..', 'interop-host');
    const rootDir = path.join(__dirname, '..', '..');
    for (const name of ['@module-federation/enhanced', 'react', 'react-dom']) {
      const [theirs, ours] = [versionFrom(hostDir, name), versionFrom(rootDir, name)];
      expect({ name, otherPatch: theirs !== ours && theirs.split('.')[0] === ours.split('.')[0] }).toEqual({
        name,
        otherPatch: true,
      });
    }
  });

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
