import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ROOT_DIR } from '../../scripts/lib/front-ends';
import { scaled } from '../../scripts/lib/machine';
import { ReleaseStore } from '../../scripts/release/release-store';
import { createSiteServer, type SiteServer } from '../../scripts/site/site-server';
import { expect, test } from '../support/fixtures';
import { startOwnSite, type OwnSite } from '../support/servers';

/**
 * Independent delivery of one remote (issue 19) against a site server of its own, reading a throw-away RELEASES_DIR:
 * remote-ordering is released alone (once as it is, once from a temporary copy whose menu title differs), rolled back
 * twice (to the first release, then past it to the remote's own dist/ build), then replaced by a build declaring
 * another React major; and the fifth remote, remote-staff, released and rolled back the same way. The repository's
 * files are never touched: the copy lives in a git-ignored folder removed afterwards, and every release goes to the
 * temporary folder.
 */

const run = promisify(execFile);
const NEW_TITLE = 'Food menu, new release';
const OLD_TITLE = 'Food menu';

/** Runs a release command as a developer would, with this test's releases folder; fails the test with its output. */
async function releaseCommand(args: readonly string[], releasesDir: string): Promise<string> {
  try {
    const { stdout } = await run('npm', [...args], {
      cwd: ROOT_DIR,
      env: { ...process.env, RELEASES_DIR: releasesDir },
      maxBuffer: 32 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(`npm ${args.join(' ')} failed:\n${failed.stdout ?? ''}\n${failed.stderr ?? ''}`);
  }
}

/** remote-ordering's sources beside it (same depth: its config's `../` paths still resolve), menu title changed. */
function copyOrderingWithNewTitle(): string {
  const copy = path.join(ROOT_DIR, `.release-e2e-ordering-${process.pid}`);
  const source = path.join(ROOT_DIR, 'remote-ordering');
  for (const entry of ['src', 'package.json', 'tsconfig.json', 'webpack.config.ts']) {
    cpSync(path.join(source, entry), path.join(copy, entry), { recursive: true });
  }
  const locale = path.join(copy, 'src', 'locales', 'en.ts');
  const english = readFileSync(locale, 'utf8');
  const changed = english.replace(`title: '${OLD_TITLE}',`, `title: '${NEW_TITLE}',`);
  if (changed === english) throw new Error(`remote-ordering's en.ts no longer has the menu title "${OLD_TITLE}"`);
  writeFileSync(locale, changed);
  return copy;
}

async function remotesJson(request: APIRequestContext, siteUrl: string): Promise<Record<string, string>> {
  const response = await request.get(`${siteUrl}/remotes.json`);
  // computed per cohort (canary releases): never kept by a cache shared between browsers
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  return (await response.json()) as Record<string, string>;
}

/** A browser of its own in a canary cohort (0-99), as the site's cookie would keep it. */
async function browserInCohort(browser: Browser, siteUrl: string, cohort: number): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'cohort', value: String(cohort), url: siteUrl }]);
  return context.newPage();
}

/** What a command printed when it failed (its one line on stderr), or fails the test if it succeeded. */
async function failedCommand(args: readonly string[], releasesDir: string): Promise<string> {
  try {
    await releaseCommand(args, releasesDir);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error(`npm ${args.join(' ')} succeeded`);
}

test.describe('releasing one remote alone', () => {
  // Two builds of one remote (about 20-60 s each on this machine) and four page loads.
  test.describe.configure({ timeout: scaled(6 * 60_000) });

  let releasesDir: string;
  let copy: string | null = null;
  let site: SiteServer;
  let siteUrl: string;

  test.beforeAll(async () => {
    releasesDir = mkdtempSync(path.join(tmpdir(), 'restaurant-releases-'));
    site = await createSiteServer({
      port: 0,
      host: '127.0.0.1',
      withApi: false,
      env: { RELEASES_DIR: releasesDir },
      log: () => undefined,
    });
    siteUrl = `http://127.0.0.1:${site.port}`;
  });

  test.afterAll(async () => {
    await site.close();
    rmSync(releasesDir, { recursive: true, force: true });
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  test('a release shows on the next page load, a canary on its share of the browsers until promoted, each rollback brings back what was live before it (the dist build too), a skewed build is refused', async ({
    browser,
    page,
    request,
  }) => {
    const store = new ReleaseStore(releasesDir);
    const before = await remotesJson(request, siteUrl);
    expect(before.ordering).toBe('/remotes/ordering/mf-manifest.json');

    // The first release of remote-ordering, as it is, through its npm script.
    await releaseCommand(['run', 'release', '-w', 'remote-ordering'], releasesDir);
    const first = store.live('ordering');
    expect(first).not.toBeNull();

    // Bad input, refused before anything is built: a share outside 1-99, a promotion with no canary running.
    const cli = ['exec', '--', 'tsx', 'scripts/release/cli.ts', 'release', 'ordering'];
    for (const percent of ['0', '100', 'ten']) {
      expect(await failedCommand([...cli, '--canary', percent], releasesDir)).toContain(
        `[release] --canary takes a whole percentage from 1 to 99, not "${percent}"`,
      );
    }
    expect(await failedCommand([...cli, '--promote'], releasesDir)).toContain(
      '[release] ordering has no canary to promote',
    );
    expect(store.live('ordering')).toBe(first);

    // The second, from the copy with another menu title, as a canary to half the browsers: each browser stays on its
    // side across reloads (its cohort cookie), no restart. The server renders for the browsers on the live release
    // only; the canary's browsers get the page rendered in the browser, so neither hydrates another version's markup.
    copy = copyOrderingWithNewTitle();
    await releaseCommand([...cli, '--package-dir', copy, '--canary', '50'], releasesDir);
    const second = store.canary('ordering')?.version;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(store.live('ordering')).toBe(first);
    const listed = await releaseCommand(['run', 'releases', '-w', 'remote-ordering'], releasesDir);
    expect(listed).toMatch(new RegExp(`${first}\\s+stable 50 %\\s+(—|0)\\s+—`));
    expect(listed).toMatch(new RegExp(`${second}\\s+canary 50 %\\s+(—|0)\\s+—`));

    const onCanary = await browserInCohort(browser, siteUrl, 7);
    const onStable = await browserInCohort(browser, siteUrl, 93);
    const hydrationErrors: string[] = [];
    for (const diner of [onCanary, onStable]) {
      diner.on('console', (message) => {
        if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
      });
    }
    const canaryAnswer = await onCanary.goto(`${siteUrl}/landing/food`);
    const stableAnswer = await onStable.goto(`${siteUrl}/landing/food`);
    expect(canaryAnswer?.headers()['cache-control']).toBe('private, no-cache');
    expect(stableAnswer?.headers()['cache-control']).toBe('private, no-cache');
    // (the menu's render needs the API, absent here: the sign-in page renders without it) rendered on the server
    // for the live release's browsers, in the browser for the canary's
    const signIn = async (cohort: number) =>
      (await request.get(`${siteUrl}/auth/login`, { headers: { cookie: `cohort=${cohort}` } })).text();
    expect(await signIn(93)).toContain('id="server-render-state"');
    expect(await signIn(7)).not.toContain('id="server-render-state"');
    for (let load = 0; load < 2; load += 1) {
      await expect(onCanary.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();
      await expect(onStable.getByRole('heading', { level: 1, name: OLD_TITLE, exact: true })).toBeVisible();
      await Promise.all([onCanary.reload(), onStable.reload()]);
    }
    // a browser without a cohort is given one by its first page, and served that cohort's side
    await page.goto(`${siteUrl}/landing/food`);
    const given = (await page.context().cookies(siteUrl)).find((cookie) => cookie.name === 'cohort');
    expect(given).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const givenTitle = Number(given?.value) < 50 ? NEW_TITLE : OLD_TITLE;
    await expect(page.getByRole('heading', { level: 1, name: givenTitle, exact: true })).toBeVisible();

    // Promoted: the canary is everyone's on their next page load.
    await releaseCommand(['run', 'release', '-w', 'remote-ordering', '--', '--promote'], releasesDir);
    expect(store.live('ordering')).toBe(second);
    expect(store.canary('ordering')).toBeNull();
    await Promise.all([onCanary.reload(), onStable.reload()]);
    for (const diner of [onCanary, onStable]) {
      await expect(diner.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();
    }
    expect(hydrationErrors).toEqual([]);
    await Promise.all([onCanary.context().close(), onStable.context().close()]);

    const afterRelease = await remotesJson(request, siteUrl);
    expect(afterRelease.ordering).toBe(`/releases/ordering/${second}/mf-manifest.json`);
    // Every other remote is untouched.
    expect({ ...afterRelease, ordering: null }).toEqual({ ...before, ordering: null });

    await page.goto(`${siteUrl}/landing/food`);
    await expect(page.getByRole('heading', { level: 1, name: NEW_TITLE })).toBeVisible();

    // The release's files carry the remotes' cache headers: the manifest and entry revalidate, chunks are immutable.
    const manifestUrl = `${siteUrl}${afterRelease.ordering}`;
    const manifestResponse = await request.get(manifestUrl);
    expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
    // An exposed module's chunk (content-hashed, like the shared modules' fallback copies).
    const manifest = (await manifestResponse.json()) as { exposes: Array<{ assets: { js: { sync: string[] } } }> };
    const entryResponse = await request.get(manifestUrl.replace('mf-manifest.json', 'remoteEntry.js'));
    expect(entryResponse.headers()['cache-control']).toBe('no-cache');
    const chunk = manifest.exposes.flatMap((exposed) => exposed.assets.js.sync)[0];
    expect(chunk).toBeTruthy();
    const chunkUrl = manifestUrl.replace('mf-manifest.json', chunk ?? '');
    expect((await request.get(chunkUrl)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    // Roll back: the old title on the next load, and the rolled-back release still served for tabs left open on it.
    await releaseCommand(['run', 'rollback', '-w', 'remote-ordering'], releasesDir);
    expect(store.live('ordering')).toBe(first);
    expect((await remotesJson(request, siteUrl)).ordering).toBe(`/releases/ordering/${first}/mf-manifest.json`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: OLD_TITLE, exact: true })).toBeVisible();
    expect((await request.get(chunkUrl)).status()).toBe(200);

    // Roll back the first release: what was live before it, the remote's own dist/ build, is live again.
    const rolledBack = await releaseCommand(['run', 'rollback', '-w', 'remote-ordering'], releasesDir);
    expect(rolledBack).toContain(`rolled back from ${first} to its own build (remote-ordering/dist)`);
    expect(store.live('ordering')).toBeNull();
    expect(await remotesJson(request, siteUrl)).toEqual(before);
    const orderingFiles: string[] = [];
    const recordOrderingFile = (sent: { url: () => string }) => {
      if (/\/(remotes|releases)\/ordering\//.test(sent.url())) orderingFiles.push(sent.url());
    };
    page.on('request', recordOrderingFile);
    const distEntry = page.waitForRequest(`${siteUrl}/remotes/ordering/remoteEntry.js`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: OLD_TITLE, exact: true })).toBeVisible();
    await distEntry;
    page.off('request', recordOrderingFile);
    expect(orderingFiles.filter((url) => url.includes('/releases/'))).toEqual([]);
    // both releases stay published for tabs still on them
    expect((await request.get(`${siteUrl}/releases/ordering/${first}/mf-manifest.json`)).status()).toBe(200);
    expect((await request.get(chunkUrl)).status()).toBe(200);

    // A build declaring another React major (published by hand, as a team with another toolchain could): refused by
    // the host, whose panel replaces the page while the rest of the site stays.
    const skewed = `20991231T235959Z-${'f'.repeat(10)}`;
    cpSync(path.join(releasesDir, 'ordering', first ?? ''), path.join(releasesDir, 'ordering', skewed), {
      recursive: true,
    });
    const skewedManifest = path.join(releasesDir, 'ordering', skewed, 'mf-manifest.json');
    const parsed = JSON.parse(readFileSync(skewedManifest, 'utf8')) as {
      shared: Array<{ name: string; version: string }>;
    };
    const react = parsed.shared.find((shared) => shared.name === 'react');
    expect(react).toBeTruthy();
    if (react) react.version = '18.3.1';
    writeFileSync(skewedManifest, JSON.stringify(parsed));
    store.switchTo('ordering', skewed);

    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(sent.url()));
    await page.reload();
    const panel = page.getByRole('alert').filter({ hasText: 'This section is waiting for an update' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('It was built for another version of the site');
    await expect(page.getByRole('heading', { level: 1, name: OLD_TITLE, exact: true })).toHaveCount(0);
    expect(consoleErrors.join('\n')).toMatch(/react 18\.3\.1.*react 19\.\d+\.\d+/);
    // Refused on its manifest: none of the skewed build's code was downloaded, so it never ran beside the host's React.
    const skewedFiles = requested.filter((url) => url.includes(`/releases/ordering/${skewed}/`));
    expect([...new Set(skewedFiles)]).toEqual([`${siteUrl}/releases/ordering/${skewed}/mf-manifest.json`]);
    // Another remote's page still works.
    await page.goto(`${siteUrl}/auth/login`);
    await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
  });

  test('the fifth remote, remote-staff, is released and rolled back alone like the others', async ({
    page,
    request,
  }) => {
    const store = new ReleaseStore(releasesDir);
    const before = await remotesJson(request, siteUrl);
    expect(before.staff).toBe('/remotes/staff/mf-manifest.json');

    await releaseCommand(['run', 'release', '-w', 'remote-staff'], releasesDir);
    const release = store.live('staff');
    expect(release).not.toBeNull();
    const released = await remotesJson(request, siteUrl);
    expect(released.staff).toBe(`/releases/staff/${release}/mf-manifest.json`);
    expect({ ...released, staff: null }).toEqual({ ...before, staff: null });

    // The release's code runs: its staff gate sends a signed-out visitor to sign in.
    const staffFiles: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/staff/')) staffFiles.push(sent.url());
    });
    await page.goto(`${siteUrl}/staff/orders`);
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fstaff%2Forders$/);
    expect(staffFiles.some((url) => url.includes(`/releases/staff/${release}/`))).toBe(true);
    expect(staffFiles.filter((url) => url.includes('/remotes/staff/'))).toEqual([]);

    const rolledBack = await releaseCommand(['run', 'rollback', '-w', 'remote-staff'], releasesDir);
    expect(rolledBack).toContain(`rolled back from ${release} to its own build (remote-staff/dist)`);
    expect(await remotesJson(request, siteUrl)).toEqual(before);
  });
});

test.describe('a bad canary rolls itself back', () => {
  // One site with its API in its own process (a throw-away PGlite), one release copied from the dist build (no
  // build), one browser.
  test.describe.configure({ timeout: scaled(3 * 60_000) });

  let releasesDir: string;
  let site: OwnSite;
  let siteUrl: string;

  test.beforeAll(async () => {
    releasesDir = mkdtempSync(path.join(tmpdir(), 'restaurant-releases-'));
    site = await startOwnSite(
      {
        RELEASES_DIR: releasesDir,
        NODE_ENV: 'development',
        // the watch looks every second here (30 s by default); the rule is the default one
        CANARY_CHECK_SECONDS: '1',
        // the beacons below come from many diners' addresses, as through the cluster's proxy
        TRUST_PROXY: 'loopback',
      },
      { args: ['--ephemeral-data'] },
    );
    siteUrl = site.url;
  });

  test.afterAll(async () => {
    await site.stop();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  test('a canary whose page throws is rolled back by itself past the threshold, listed with its figures, and its diners load the stable build next', async ({
    browser,
    request,
  }) => {
    // The canary: remote-ordering's dist build whose entry throws, published beside the dist build served to everyone.
    const store = new ReleaseStore(releasesDir);
    const canary = `20261207T120000Z-${'b'.repeat(10)}`;
    cpSync(path.join(ROOT_DIR, 'remote-ordering', 'dist'), path.join(releasesDir, 'ordering', canary), {
      recursive: true,
    });
    writeFileSync(
      path.join(releasesDir, 'ordering', canary, 'remoteEntry.js'),
      "throw new Error('a broken canary');\n",
    );
    store.startCanary('ordering', canary, 50);

    // A diner in the canary's half: the broken section, the rest of the page still there.
    const diner = await browserInCohort(browser, siteUrl, 7);
    await diner.goto(`${siteUrl}/landing/food`);
    await expect(diner.getByText('This section is unavailable right now')).toBeVisible();
    await expect(diner.getByRole('banner')).toBeVisible();

    // The diners' beacons (sent here, not from 200 page loads): the dist build at 1 %, then the canary reaching the
    // default threshold, 5 errors over 100 page views (5 %, above 2 × 1 %).
    let beacons = 0;
    const send = async (version: string, type: 'page-view' | 'error') => {
      beacons += 1;
      const pageViewId = `e2e-canary-${process.pid}-${beacons}`;
      const event =
        type === 'page-view'
          ? { type, pageViewId, remote: 'ordering', version, route: '/food' }
          : { type, pageViewId, remote: 'ordering', version, route: '/food', kind: 'remote-load', message: 'boom' };
      const response = await request.post(`${siteUrl}/api/client-errors`, {
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': `198.51.100.${beacons % 100}` },
        data: JSON.stringify(event),
      });
      expect(response.status()).toBe(202);
    };
    const sendMany = async (count: number, version: string, type: 'page-view' | 'error') => {
      for (let batch = 0; batch < count; batch += 20) {
        await Promise.all(Array.from({ length: Math.min(20, count - batch) }, () => send(version, type)));
      }
    };
    await sendMany(100, 'dist', 'page-view');
    await sendMany(1, 'dist', 'error');
    await sendMany(100, canary, 'page-view');
    expect(store.canary('ordering')?.version).toBe(canary);
    await sendMany(5, canary, 'error');

    await expect.poll(() => store.canary('ordering'), { timeout: scaled(20_000) }).toBeNull();
    expect(store.live('ordering')).toBeNull();
    const listed = await releaseCommand(['run', 'releases', '-w', 'remote-ordering'], releasesDir);
    expect(listed).toMatch(
      new RegExp(`${canary}: rolled back automatically: \\d+ errors / \\d+ views, [0-9.]+ % vs 1\\.0 %`),
    );

    // The same diner's next navigation: the stable (dist) build, its menu on the page, nothing blank.
    const distEntry = diner.waitForRequest(`${siteUrl}/remotes/ordering/remoteEntry.js`);
    await diner.reload();
    await distEntry;
    await expect(diner.getByRole('heading', { level: 1, name: OLD_TITLE, exact: true })).toBeVisible();
    await expect(diner.getByText('This section is unavailable right now')).toHaveCount(0);
    await diner.context().close();
  });
});
