/**
 * The cluster as `npm run start:cluster` runs it (nginx, two API instances, one throw-away PostgreSQL server), driven
 * over real HTTP on loopback. Run by `npm test` (scripts/test.ts) with node:test: `npx tsx --test scripts/cluster/`.
 * Skipped, saying so, only when nginx is not installed.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { distDir, HOST_DIR, REMOTES } from '../lib/front-ends';
import { inBatches } from '../lib/in-batches';
import { scaled } from '../lib/machine';
import { testBrowserPath } from '../lib/test-browser';
import { ReleaseStore, releasesDirOf } from '../release/release-store';
import { createSiteServer, type SiteServer } from '../site/site-server';
import { startCluster, type Cluster } from './cluster';
import {
  booking,
  call,
  cheapestDishId,
  dataField,
  errorCode,
  newDiner,
  newManager,
  newStaff,
  openEventStream,
  placePickupOrder,
  RESERVATIONS,
  tokensOf,
  upstreamsOf,
  type Answer,
  type Diner,
} from './cluster-client';
import { findNginx } from './nginx-process';

const GRACE_SECONDS = 2;
const CHROMIUM = testBrowserPath();
const nginxMissing = findNginx() === null;
if (nginxMissing) {
  console.log('# SKIPPED: nginx is not installed (apt-get install --no-install-recommends nginx; .ci/run does it)');
}

let cluster: Cluster;
let database: pg.Pool;
let scratch: string;
let logFile: string;
/** what the cluster and the site server it is compared with both read */
let env: NodeJS.ProcessEnv;

/** Headers the site server sends for its own files, compared one by one. */
const COMPARED_HEADERS = [
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'strict-transport-security',
  'access-control-allow-origin',
  'content-type',
];

async function sameAnswers(site: SiteServer, requests: ReadonlyArray<[string, Record<string, string>]>) {
  for (const [pathname, headers] of requests) {
    const [expected, actual] = await Promise.all(
      [site.url, cluster.url].map((base) => fetch(`${base}${pathname}`, { headers })),
    );
    assert.ok(expected && actual);
    assert.equal(actual.status, expected.status, `${pathname}: status`);
    for (const name of COMPARED_HEADERS) {
      assert.equal(actual.headers.get(name), expected.headers.get(name), `${pathname}: ${name}`);
    }
    if (pathname === '/remotes.json') assert.deepEqual(await actual.json(), await expected.json());
  }
}

/** Waits for nginx to pick up a change on disk (it regenerates its configuration within about a second). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`never happened: ${what}`);
}

/**
 * Waits for something a process does in its own time (a restart, a log line): checked every 100 ms, within a limit far
 * above what it needs on a slow machine (TEST_TIME_SCALE), so only a hang fails.
 */
async function waitFor<T>(check: () => T | null | undefined | Promise<T | null | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + scaled(120_000);
  while (Date.now() < deadline) {
    const found = await check();
    if (found !== null && found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`never happened: ${what}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The host's Node build: without it every page is sent client-rendered. */
const SERVER_BUILD = path.join(distDir(HOST_DIR), 'server', 'main.js');

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

async function verifyEmail(email: string): Promise<void> {
  await database.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [email]);
}

/** Tables of the seed that seat two, for bookings that must not collide with each other. */
async function twoSeatTables(): Promise<number[]> {
  const { rows } = await database.query<{ id: number }>(
    'SELECT id FROM restaurant_tables WHERE capacity >= 2 ORDER BY id',
  );
  return rows.map((row) => row.id);
}

describe('cluster: nginx in front of two API instances on one PostgreSQL', { skip: nginxMissing }, () => {
  before(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'restaurant-cluster-test-'));
    // nginx's workers (nobody, when the tests run as root) read the releases published in here
    await chmod(scratch, 0o755);
    logFile = path.join(scratch, 'cluster.log');
    env = {
      ...process.env,
      // releases of the test's own, never the repository's
      RELEASES_DIR: path.join(scratch, 'releases'),
      // the test's own throw-away server, whatever the caller's environment names
      DATABASE_URL: '',
      // the defaults under test, whatever the caller's shell exports
      DEV_OUTBOX: '',
      SEED_DEMO_DINERS: '',
      JWT_SECRET: '',
      REFRESH_GRACE_SECONDS: String(GRACE_SECONDS),
      // every diner the tests register comes from 127.0.0.1
      AUTH_RATE_LIMIT_MAX: '5000',
      // a registration warns that no mail server is configured: errors only
      LOG_LEVEL: 'error',
      // 100 simultaneous bookings queue for ten connections and one table's lock: on a slow machine the wait passes
      // the 5 s / 10 s overload guards, and the test is about the booking rule, not about a clock
      DATABASE_CONNECT_TIMEOUT_MS: '0',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
    };
    cluster = await startCluster({
      instances: 2,
      port: 0,
      env,
      log: (line) => void appendFile(logFile, `${line}\n`),
      output: (name, line) => void appendFile(logFile, `[${name}] ${line}\n`),
    });
    database = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  });

  after(async () => {
    await database?.end();
    await cluster?.stop();
    // what the instances and nginx said (errors only) is shown with the results, then the scratch folder goes
    const log = await readFile(logFile, 'utf8').catch(() => '');
    const said = log.split('\n').filter((line) => line.trim() && !line.startsWith('[cluster]'));
    if (said.length > 0) console.log(said.map((line) => `# ${line}`).join('\n'));
    await rm(scratch, { recursive: true, force: true });
  });

  it('serves the builds with the headers the site server sends', { skip: !existsSync(distDir(HOST_DIR)) }, async () => {
    const site = await createSiteServer({ port: 0, host: '127.0.0.1', withApi: false, env });
    try {
      const hashedChunk = readdirSync(distDir(HOST_DIR)).find((name) => /\.[0-9a-f]{8,}\.js$/.test(name));
      await sameAnswers(site, [
        ['/', {}],
        ['/index.html', {}],
        ['/landing/food', {}],
        // an unknown path is redirected to the not-found page (followed here), which answers 404 with the page
        ['/landing/nope', { accept: 'text/html' }],
        ['/auth/404', {}],
        ['/remotes.json', {}],
        ['/missing.js', {}],
        ['/missing.html', { accept: 'text/html' }],
        ['/.env', {}],
        ...(hashedChunk ? [[`/${hashedChunk}`, {}] as [string, Record<string, string>]] : []),
        ...REMOTES.flatMap(({ name }): Array<[string, Record<string, string>]> => [
          [`/remotes/${name}/remoteEntry.js`, {}],
          [`/remotes/${name}/mf-manifest.json`, {}],
        ]),
      ]);
      // source maps are on disk beside the files, and answered 404 like any missing file, by both
      const maps = [
        ...(hashedChunk ? [`/${hashedChunk}.map`] : []),
        ...REMOTES.map(({ name }) => `/remotes/${name}/remoteEntry.js.map`),
      ];
      await sameAnswers(
        site,
        maps.map((map): [string, Record<string, string>] => [map, {}]),
      );
      for (const map of maps) assert.equal((await fetch(`${cluster.url}${map}`)).status, 404, map);
      // the host's server bundle is the page renderer's code: 404 from both, however its path is spelled
      const serverBundle = ['/server/main.js', '/server/%6Dain.js', '//server/main.js'];
      for (const url of serverBundle) {
        assert.equal((await fetch(`${cluster.url}${url}`, { headers: { accept: '*/*' } })).status, 404, url);
        assert.equal((await fetch(`${site.url}${url}`, { headers: { accept: '*/*' } })).status, 404, url);
      }
    } finally {
      await site.close();
    }
  });

  it(
    'the site works through nginx in Chromium: a page renders through its remote over the API, with no CSP refusal',
    { skip: !existsSync(path.join(distDir(HOST_DIR), 'index.html')) || !existsSync(CHROMIUM) },
    async () => {
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
      try {
        const page = await browser.newPage();
        const refused: string[] = [];
        const missing: string[] = [];
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
        });
        page.on('response', (response) => {
          const url = new URL(response.url());
          if (response.status() >= 400 && !url.pathname.startsWith('/api/'))
            missing.push(`${response.status()} ${url}`);
        });
        const menu = page.waitForResponse((response) => response.url().includes('/api/') && response.ok());
        await page.goto(`${cluster.url}/landing/food`);
        await page.getByRole('main').getByRole('heading').first().waitFor({ state: 'visible' });
        await menu;
        assert.equal(
          await page
            .getByRole('alert')
            .filter({ hasText: /unavailable/i })
            .count(),
          0,
        );
        assert.deepEqual(refused, []);
        assert.deepEqual(missing, []);
      } finally {
        await browser.close();
      }
    },
  );

  it(
    'the menu through nginx is rendered on the server: its HTML names the dishes before any script runs',
    { skip: !existsSync(SERVER_BUILD) },
    async () => {
      assert.ok(cluster.renderer, 'the cluster starts a renderer');
      const answer = await fetch(`${cluster.url}/landing/food`, { headers: { accept: 'text/html' } });
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get('content-type'), 'text/html; charset=utf-8');
      const html = await answer.text();
      const { rows } = await database.query<{ name: string }>('SELECT name FROM foods');
      const named = rows.filter(({ name }) => html.includes(escapeHtml(name)));
      assert.ok(named.length >= 3, `dish names in the HTML: ${named.map(({ name }) => name).join(', ')}`);
      assert.match(html, /id="server-render-state"/);
      const served = await upstreamsOf(cluster.accessLog, 'GET', '/landing/food');
      assert.ok(served.includes(cluster.renderer.port), 'the renderer answered it');
      // a dish that does not exist: the renderer's 404 comes through with the page, never nginx's JSON not-found
      const missing = await fetch(`${cluster.url}/landing/food-detail/99999`, { headers: { accept: 'text/html' } });
      assert.equal(missing.status, 404);
      assert.equal(missing.headers.get('content-type'), 'text/html; charset=utf-8');
      // and a demo product the server render finds missing
      const missingProduct = await fetch(`${cluster.url}/apps/ecommerce/detail/999999`, {
        headers: { accept: 'text/html' },
      });
      assert.equal(missingProduct.status, 404);
      // the crawlers' files come from the renderer too, the sitemap with the dishes its API lists
      const sitemap = await fetch(`${cluster.url}/sitemap.xml`);
      assert.equal(sitemap.status, 200);
      assert.match(await sitemap.text(), /\/landing\/food-detail\/[0-9]+<\/loc>/);
      assert.match(await (await fetch(`${cluster.url}/robots.txt`)).text(), /^Sitemap: http:\/\/.+\/sitemap\.xml$/m);
    },
  );

  it(
    "a review posted through an instance drops a site server's rendered review page at once, long before it expires",
    { skip: !existsSync(SERVER_BUILD) },
    async () => {
      const [first] = cluster.instances;
      assert.ok(first);
      // a site server of its own on the cluster's database, keeping pages a minute: only the bus can refresh it
      const site = await createSiteServer({
        port: 0,
        host: '127.0.0.1',
        env: { ...env, DATABASE_URL: cluster.databaseUrl, JWT_SECRET: randomBytes(48).toString('base64url') },
        renderCacheMs: 60_000,
      });
      try {
        const reviewPage = () => fetch(`${site.url}/landing/review`, { headers: { accept: 'text/html' } });
        const before = await reviewPage();
        assert.equal(before.status, 200);
        const cached = await reviewPage();
        assert.ok(before.headers.get('etag')?.includes('ssr-'), 'the page is rendered on the server');
        assert.equal(cached.headers.get('etag'), before.headers.get('etag'), 'kept: the same rendering again');

        const comment = `Heard by every site server ${randomBytes(4).toString('hex')}`;
        const diner = await newDiner(first.url);
        await verifyEmail(diner.email);
        const posted = await call(first.url, 'POST', '/api/public/restaurant-review', {
          token: diner.accessToken,
          body: { rating: 5, comment },
        });
        assert.equal(posted.status, 201, JSON.stringify(posted.body));
        const after = await reviewPage();
        assert.notEqual(after.headers.get('etag'), before.headers.get('etag'));
        assert.ok((await after.text()).includes(comment), 'the new review is in the next rendered page');
      } finally {
        await site.close();
      }
    },
  );

  it('serves a release and a rollback without a restart, and every release folder with the same headers', async () => {
    const store = new ReleaseStore(releasesDirOf(env));
    const hashes: Record<string, string> = { first: '0123456789', second: 'abcdef0123', canary: '9876543210' };
    // versions sort by their time, to the second: each release is dated a minute after the one before
    const minutesAgo: Record<string, number> = { first: 2, second: 1, canary: 0 };
    const release = async (text: string, canaryPercent?: number) => {
      const staging = store.stagingDir('ordering');
      await writeFile(path.join(staging, 'mf-manifest.json'), JSON.stringify({ text }));
      await writeFile(path.join(staging, `chunk.${hashes[text] ?? ''}.js`), `// ${text}`);
      const at = new Date(Date.now() - (minutesAgo[text] ?? 0) * 60_000);
      return store.publish('ordering', staging, at, canaryPercent).version;
    };
    const liveOrdering = async () => {
      const remotes = (await (await fetch(`${cluster.url}/remotes.json`)).json()) as Record<string, string>;
      return remotes.ordering;
    };
    const first = await release('first');
    await eventually(async () => (await liveOrdering()) === store.liveManifestPath('ordering'), 'first release live');
    const second = await release('second');
    await eventually(async () => (await liveOrdering())?.includes(second) ?? false, 'second release live');
    store.rollback('ordering');
    await eventually(async () => (await liveOrdering())?.includes(first) ?? false, 'rolled back to the first');

    // a canary at 50 %: the cohorts below 50 get it, the others the live release, the same from nginx as from the
    // site server (compared below); a browser without a cohort is given one with the same cookie
    const canary = await release('canary', 50);
    const orderingOf = async (cookie: string) => {
      const response = await fetch(`${cluster.url}/remotes.json`, { headers: { cookie } });
      assert.equal(response.headers.get('set-cookie'), null, 'a kept cohort is not set again');
      return ((await response.json()) as Record<string, string>).ordering;
    };
    await eventually(async () => (await orderingOf('cohort=0'))?.includes(canary) ?? false, 'canary to cohort 0');
    assert.ok((await orderingOf('cohort=99'))?.includes(first), 'cohort 99 stays on the live release');
    const drawn = await fetch(`${cluster.url}/remotes.json`);
    assert.equal(drawn.headers.get('cache-control'), 'private, no-cache');
    assert.match(drawn.headers.get('vary') ?? '', /Cookie/);
    const cookie = drawn.headers.get('set-cookie') ?? '';
    assert.match(cookie, /^cohort=([0-9]|[1-9][0-9]); Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const cohort = Number(/^cohort=(\d+)/.exec(cookie)?.[1]);
    const served = ((await drawn.json()) as Record<string, string>).ordering;
    assert.ok(served?.includes(cohort < 50 ? canary : first), `cohort ${cohort} served its side`);

    const site = await createSiteServer({ port: 0, host: '127.0.0.1', withApi: false, env });
    try {
      await sameAnswers(site, [
        ['/remotes.json', { cookie: 'cohort=0' }],
        ['/remotes.json', { cookie: 'cohort=99' }],
        [`/releases/ordering/${first}/mf-manifest.json`, {}],
        [`/releases/ordering/${first}/chunk.0123456789.js`, {}],
        // the release rolled back from stays served: a tab opened on it keeps loading its chunks
        [`/releases/ordering/${second}/chunk.abcdef0123.js`, {}],
        [`/releases/ordering/${second}/missing.js`, {}],
        ['/releases/ordering/live.json', {}],
        ['/releases/nobody/x.js', {}],
      ]);
    } finally {
      await site.close();
    }
    // rolled back: the canary is dropped, every cohort is on the live release again
    store.rollback('ordering');
    await eventually(async () => (await orderingOf('cohort=0'))?.includes(first) ?? false, 'canary dropped');
  });

  it('keeps the safe defaults of npm start: no development outbox, no demo diner with a published password', async () => {
    assert.equal((await call(cluster.url, 'GET', '/api/dev/outbox')).status, 404);
    const demo = await call(cluster.url, 'POST', '/api/auth/login', {
      body: { email: 'diner@example.com', password: 'Diner#2026' },
    });
    assert.equal(demo.status, 401);
  });

  it('100 concurrent overlapping bookings spread over both instances: exactly one 201', async () => {
    const diners = await inBatches(Array.from({ length: 10 }), 4, () => newDiner(cluster.url));
    const [table] = await twoSeatTables();
    assert.ok(table !== undefined);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        // every attempt overlaps every other: one table, starts 18:00-18:45, two hours each
        call(cluster.url, 'POST', RESERVATIONS, {
          token: diners[i % diners.length]?.accessToken,
          body: booking(table, 20, `18:${String((i % 4) * 15).padStart(2, '0')}`),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    assert.equal(statuses.filter((status) => status === 201).length, 1, `statuses: ${statuses.join(',')}`);
    assert.equal(statuses.filter((status) => status === 409).length, 99);
    const served = new Set(await upstreamsOf(cluster.accessLog, 'POST', RESERVATIONS));
    assert.deepEqual([...served].sort(), cluster.instances.map((instance) => instance.port).sort());
  });

  it('a review posted through one instance is in the next average read through the other', async () => {
    const [first, second] = cluster.instances;
    assert.ok(first && second);
    const averages = (base: string) => call(base, 'GET', '/api/public/restaurant-review/average-ratings');
    // both instances have the average cached before the write
    const earlier = await averages(second.url);
    assert.equal((await averages(second.url)).headers.get('x-cache'), 'HIT', 'the other instance holds the average');
    await averages(first.url);
    const diner = await newDiner(first.url);
    await verifyEmail(diner.email);
    const posted = await call(first.url, 'POST', '/api/public/restaurant-review', {
      token: diner.accessToken,
      body: { rating: 1, comment: 'Seen by every instance' },
    });
    assert.equal(posted.status, 201, JSON.stringify(posted.body));
    const afterwards = await averages(second.url);
    assert.equal(dataField(afterwards, 'count'), Number(dataField(earlier, 'count')) + 1);
  });

  it(
    "a manager's new price and photo, sent through one instance, are served by both and through nginx",
    { skip: !existsSync(CHROMIUM) },
    async () => {
      const [first, second] = cluster.instances;
      assert.ok(first && second);
      const dishId = await cheapestDishId(database);
      const dish = (base: string) => call(base, 'GET', `/api/public/food/getFood/${dishId}`);
      // both instances have the dish cached before the edits
      for (const base of [first.url, second.url, first.url, second.url]) assert.equal((await dish(base)).status, 200);
      const manager = await newManager(cluster.url, database);
      const price = Number(dataField(await dish(second.url), 'price'));
      const repriced = await call(first.url, 'PATCH', `/api/manage/foods/${dishId}`, {
        token: manager.accessToken,
        body: { price: price + 500 },
      });
      assert.equal(repriced.status, 200, JSON.stringify(repriced.body));

      // a real JPEG, as a phone sends one: a screenshot from the test browser
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
      let jpeg: Buffer;
      try {
        const page = await browser.newPage({ viewport: { width: 480, height: 360 } });
        await page.setContent('<body style="margin:0;background:linear-gradient(90deg,#c33,#3c3)"></body>');
        jpeg = await page.screenshot({ type: 'jpeg', quality: 80 });
      } finally {
        await browser.close();
      }
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'dish.jpg');
      const uploaded = await fetch(`${second.url}/api/manage/foods/${dishId}/photo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${manager.accessToken}` },
        body: form,
      });
      assert.equal(uploaded.status, 200, await uploaded.clone().text());
      try {
        for (const base of [first.url, second.url, cluster.url]) {
          const seen = await dish(base);
          assert.equal(dataField(seen, 'price'), price + 500, `${base}: the new price`);
          const photo = dataField(seen, 'photo') as { variants: { url: string; format: string }[] } | null;
          assert.ok(photo && photo.variants.length > 0, `${base}: the photo`);
          for (const { url, format } of photo.variants) {
            const served = await fetch(`${base}${url}`);
            assert.equal(served.status, 200, `${base}${url}`);
            assert.equal(served.headers.get('content-type'), `image/${format}`);
            assert.match(served.headers.get('cache-control') ?? '', /immutable/);
            assert.ok((await served.arrayBuffer()).byteLength > 0);
          }
        }
      } finally {
        await fetch(`${first.url}/api/manage/foods/${dishId}/photo`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${manager.accessToken}` },
        });
        await call(first.url, 'PATCH', `/api/manage/foods/${dishId}`, { token: manager.accessToken, body: { price } });
      }
    },
  );

  it('a booking made through one instance shows in the next availability read through the other', async () => {
    const [first, second] = cluster.instances;
    assert.ok(first && second);
    const { rows } = await database.query<{ id: number; floor_id: number }>(
      'SELECT id, floor_id FROM restaurant_tables WHERE capacity >= 2 ORDER BY id DESC LIMIT 1',
    );
    const table = rows[0];
    assert.ok(table);
    const slot = booking(table.id, 12, '19:00');
    const query = new URLSearchParams({
      reservationDate: slot.reservationDate,
      reservationTime: slot.reservationTime,
      estimatedDuration: String(slot.estimatedDuration),
    });
    const availableOn = async (base: string) => {
      const answer = await call(
        base,
        'GET',
        `/api/public/restaurant-table/floors/${table.floor_id}/availability?${query}`,
      );
      const tables = dataField(answer, 'tables') as Array<{ tableId: number; available: boolean }>;
      return tables.find((entry) => entry.tableId === table.id)?.available;
    };
    // the other instance has read (and may hold) the slot as free
    assert.equal(await availableOn(second.url), true);
    assert.equal(await availableOn(second.url), true);
    const diner = await newDiner(first.url);
    const booked = await call(first.url, 'POST', RESERVATIONS, { token: diner.accessToken, body: slot });
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    assert.equal(await availableOn(second.url), false);
  });

  it('an order placed on either instance reaches a staff board streaming through nginx, unbuffered', async () => {
    const [first, second] = cluster.instances;
    assert.ok(first && second);
    const staff = await newStaff(cluster.url, database);
    const board = await openEventStream(cluster.url, '/api/staff/events', staff.accessToken);
    try {
      assert.equal(board.status, 200);
      assert.equal(board.headers.get('content-type'), 'text/event-stream; charset=utf-8');
      assert.equal(board.headers.get('content-encoding'), null, 'a compressed stream would be held back');
      await board.next((e) => e.event === 'ready', 'ready');
      const dishId = await cheapestDishId(database);
      // one order on each instance: whichever the board's stream went to, the other one's order crossed over
      for (const instance of [first, second]) {
        const { id } = await placePickupOrder(instance.url, await newDiner(instance.url), dishId);
        const pushed = await board.next(
          (e) => e.event === 'order-placed' && isRecord(e.data) && isRecord(e.data.order) && e.data.order.id === id,
          `order ${String(id)} placed on ${instance.name}`,
        );
        assert.ok(Number(pushed.id) > 0);
      }
    } finally {
      await board.close();
    }
  });

  it('a refresh rotated on one instance and reused on the other: same successor within the grace window, the family revoked after it', async () => {
    const [first, second] = cluster.instances;
    assert.ok(first && second);
    const diner: Diner = await newDiner(first.url);
    const refresh = (base: string, refreshToken: string) =>
      call(base, 'POST', '/api/auth/refreshToken', { body: { refreshToken } });

    const rotated = await refresh(first.url, diner.refreshToken);
    assert.equal(rotated.status, 200);
    const successor = tokensOf(rotated);
    // a second tab on the other instance, within the window: the same successor, the session intact
    const secondTab = await refresh(second.url, diner.refreshToken);
    assert.equal(secondTab.status, 200);
    assert.equal(tokensOf(secondTab).refreshToken, successor.refreshToken);

    await new Promise((resolve) => setTimeout(resolve, (GRACE_SECONDS + 1) * 1000));
    const replay = await refresh(second.url, diner.refreshToken);
    assert.equal(replay.status, 401);
    // the whole family is gone, on every instance: the successor and the access tokens of the session
    assert.equal((await refresh(first.url, successor.refreshToken)).status, 401);
    for (const instance of cluster.instances) {
      const mine = await call(instance.url, 'GET', `${RESERVATIONS}/my?when=upcoming`, {
        token: successor.accessToken,
      });
      assert.equal(mine.status, 401, `${instance.name}: ${JSON.stringify(mine.body)}`);
    }
  });

  it('failed sign-ins slow one account and address down on every instance, never the account from elsewhere', async () => {
    const diner = await newDiner(cluster.url);
    // straight to an instance, which believes one proxy hop: the address a diner signs in from
    const attempt = (base: string, password: string, from = '203.0.113.5') =>
      call(base, 'POST', '/api/auth/login', {
        body: { email: diner.email, password },
        headers: { 'x-forwarded-for': from },
      });
    for (let i = 0; i < 5; i++) {
      const instance = cluster.instances[i % 2];
      assert.ok(instance);
      assert.equal((await attempt(instance.url, 'Wrong#2026')).status, 401, `attempt ${i + 1} on ${instance.name}`);
    }
    // one counter for the pair, in PostgreSQL, which both instances read and write
    const pairKeys = `%|pair:${diner.email}|%`;
    const { rows } = await database.query<{ key: string; hits: number }>(
      'SELECT key, hits FROM rate_limit_hits WHERE key LIKE $1 ORDER BY key',
      [pairKeys],
    );
    assert.deepEqual(
      rows.map((row) => [row.key.endsWith('|wait') ? 'wait' : 'failures', row.hits]),
      [
        ['failures', 5],
        ['wait', 1],
      ],
    );
    // the fifth failure started a wait of a second; made ten minutes here, so the checks below never race it
    await database.query("UPDATE rate_limit_hits SET reset_at = now() + interval '10 minutes' WHERE key LIKE $1", [
      `${pairKeys.slice(0, -1)}wait`,
    ]);
    for (const instance of cluster.instances) {
      for (const password of ['Wrong#2026', diner.password]) {
        const waiting = await attempt(instance.url, password);
        assert.equal(waiting.status, 429, `${instance.name} while the pair waits`);
        assert.equal(errorCode(waiting), 'RATE_LIMITED');
      }
      // the diner, from another address: no lock-out by whoever failed from the first one
      assert.equal((await attempt(instance.url, diner.password, '198.51.100.7')).status, 200, instance.name);
    }
  });

  it('with the renderer gone, nginx sends the landing pages as the static shell, with the same headers', async () => {
    assert.ok(cluster.renderer);
    const site = await createSiteServer({ port: 0, host: '127.0.0.1', withApi: false, env, serverRendering: false });
    try {
      await cluster.renderer.kill();
      await sameAnswers(site, [
        ['/landing/food', {}],
        ['/landing/food-detail/1', { accept: 'text/html' }],
      ]);
      const shell = await fetch(`${cluster.url}/landing/homepage`);
      assert.equal(shell.status, 200);
      assert.doesNotMatch(await shell.text(), /id="server-render-state"/);
    } finally {
      await site.close();
    }
  });

  it('an instance that dies is started again on its port and takes requests through nginx again', async () => {
    const [victim] = cluster.instances;
    assert.ok(victim);
    await victim.kill();
    // the supervisor waits 1 s, then starts it and waits for it to be ready: a limit far above that, not a pass mark
    const restarted = await waitFor(() => {
      const current = cluster.instances.find((instance) => instance.name === victim.name);
      return current && current.pid !== victim.pid ? current : null;
    }, `${victim.name} started again`);
    assert.equal(restarted.port, victim.port, 'on its port: nginx needs no new configuration');
    assert.equal((await fetch(`${restarted.url}/api/health/ready`)).status, 200);
    await waitFor(async () => {
      const log = await readFile(logFile, 'utf8');
      return log.includes(`${victim.name} (pid ${victim.pid}) exited (killed by SIGKILL)`) &&
        log.includes(`${victim.name} restarted (pid ${restarted.pid})`)
        ? log
        : null;
    }, 'the exit and the restart in the cluster log');
    // nginx sends it requests again once its failure window is over (the old process had the same port: only the
    // requests logged from now on count)
    const earlier = (await upstreamsOf(cluster.accessLog, 'GET', '/api/health/live')).length;
    await waitFor(async () => {
      await Promise.all(Array.from({ length: 4 }, () => call(cluster.url, 'GET', '/api/health/live')));
      const since = (await upstreamsOf(cluster.accessLog, 'GET', '/api/health/live')).slice(earlier);
      return since.includes(restarted.port) || null;
    }, `nginx sending requests to the restarted ${victim.name}`);
  });

  // the last two: they leave instances dead
  it('killing one instance during a booking load loses no acknowledged booking, and nginx keeps answering', async () => {
    const [, victim] = cluster.instances;
    assert.ok(victim);
    const tables = await twoSeatTables();
    const diners = await inBatches(Array.from({ length: 24 }), 4, () => newDiner(cluster.url));
    // three bookings per diner (the cap), on three different days; no two on one table, day and hour
    const requests = diners.flatMap((diner, d) =>
      [0, 1, 2].map((k) => ({
        diner,
        body: booking(tables[d % tables.length] ?? 1, 30 + k * 7 + Math.floor(d / tables.length), '12:00'),
      })),
    );
    let killedAt = Number.POSITIVE_INFINITY;
    let done = 0;
    const outcomes: Array<{ startedAt: number; answer: Answer | null; error?: string }> = [];
    await inBatches(requests, 8, async ({ diner, body }) => {
      const startedAt = Date.now();
      if (done === 20) {
        done++;
        await victim.kill();
        killedAt = Date.now();
      }
      try {
        const answer = await call(cluster.url, 'POST', RESERVATIONS, { token: diner.accessToken, body });
        outcomes.push({ startedAt, answer });
      } catch (error) {
        outcomes.push({ startedAt, answer: null, error: String(error) });
      }
      done++;
    });
    assert.ok(Number.isFinite(killedAt), 'the instance was killed during the load');

    assert.deepEqual(
      outcomes.filter((o) => o.answer === null).map((o) => o.error),
      [],
      'nginx answered every request',
    );
    // A request the dead instance held (or a kept-alive connection to it nginx had not yet seen close) cannot be
    // retried once sent, as it may have run: nginx answers it 503, the client was never told "booked".
    assert.deepEqual(
      outcomes
        .filter((o) => o.answer?.status !== 201)
        .map((o) => [o.answer?.status, o.answer ? errorCode(o.answer) : undefined])
        .filter(([status, code]) => status !== 503 || code !== 'SERVICE_UNAVAILABLE'),
      [],
      'every other answer is a booking',
    );
    const afterKill = outcomes.filter((o) => o.startedAt > killedAt);
    assert.ok(afterKill.length >= 10);
    assert.deepEqual(
      afterKill.slice(-10).map((o) => o.answer?.status),
      Array.from({ length: 10 }, () => 201),
      'the surviving instance takes the bookings sent after the kill',
    );
    const acknowledged = outcomes
      .filter((o) => o.answer?.status === 201)
      .map((o) => Number(o.answer ? dataField(o.answer, 'id') : NaN));
    const { rows } = await database.query<{ count: string }>(
      "SELECT count(*) FROM reservations WHERE id = ANY($1::int[]) AND status = 'confirmed'",
      [acknowledged],
    );
    assert.equal(Number(rows[0]?.count), acknowledged.length, 'every 201 is in the database');
    const health = await call(cluster.url, 'GET', '/api/health');
    assert.equal(health.status, 200);
  });

  it('with no instance left, nginx answers 503 in the API shape and in the language asked for', async () => {
    // as when the cluster is shutting down: no instance comes back
    await cluster.stopRestarting();
    await Promise.all(cluster.instances.map((instance) => instance.kill()));
    const answers = await Promise.all(
      ['fr-CA,fr;q=0.9', 'en'].map((language) =>
        fetch(`${cluster.url}/api/health`, { headers: { 'accept-language': language } }),
      ),
    );
    const [french, english] = answers;
    assert.ok(french && english);
    assert.equal(french.status, 503);
    assert.equal(french.headers.get('content-language'), 'fr');
    const frenchBody = (await french.json()) as { message: string; code: string };
    const englishBody = (await english.json()) as { message: string; code: string };
    assert.equal(frenchBody.code, 'SERVICE_UNAVAILABLE');
    assert.equal(englishBody.code, 'SERVICE_UNAVAILABLE');
    assert.notEqual(frenchBody.message, englishBody.message);
  });
});
