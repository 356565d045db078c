import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count } from 'drizzle-orm';
import { SourceMapGenerator } from 'source-map';
import { CLIENT_EVENT_MAX_BYTES } from '@restaurant/shared/client-errors';
import { databaseSource, parseErrorsArgs, runErrorsCommand, siteSource } from '../../scripts/errors';
import { SiteReadError } from '../../scripts/lib/site-activity';
import { releaseActivity } from '../../scripts/release-activity';
import { clientErrorSamples, clientEventCounts } from '../../src/db/schema';
import { CLIENT_ERROR_SAMPLES_PER_VERSION, CLIENT_EVENT_KEEP } from '../../src/repositories/client-event-repository';
import { createClientEventRepository } from '../../src/repositories/client-event-repository';
import { CLIENT_EVENT_RATE_LIMIT } from '../../src/routes/client-errors/index';
import { createTestApp, type TestApp } from '../helpers/test-app';

const RELEASED = '20261124T073512Z-3f9c01ab2e';
const NEVER_RELEASED = '20261124T073512Z-0000000000';
const METRICS_TOKEN = 'metrics-token-for-the-tests';

let t: TestApp;
let releasesDir: string;
beforeAll(async () => {
  releasesDir = mkdtempSync(path.join(os.tmpdir(), 'client-errors-releases-'));
  mkdirSync(path.join(releasesDir, 'ordering', RELEASED), { recursive: true });
  writeFileSync(path.join(releasesDir, 'ordering', RELEASED, 'mf-manifest.json'), '{}');
  t = await createTestApp({ config: { releasesDir, metricsToken: METRICS_TOKEN } });
});
afterAll(async () => {
  await t.close();
  rmSync(releasesDir, { recursive: true, force: true });
});

let pageViews = 0;
const newPageViewId = () => `pv-${process.pid}-${++pageViews}-abcdef`;

const pageView = (pageViewId: string, version = RELEASED) => ({
  type: 'page-view',
  pageViewId,
  remote: 'ordering',
  version,
  route: '/food-detail/:id',
});
const error = (pageViewId: string, message: string, extra: object = {}) => ({
  type: 'error',
  pageViewId,
  remote: 'ordering',
  version: RELEASED,
  route: '/food-detail/:id',
  kind: 'chunk-load',
  message,
  stack:
    'ChunkLoadError: Loading chunk 12 failed.\n    at http://localhost:3000/releases/ordering/x/static/js/12.js:1:200',
  ...extra,
});

const beacon = (payload: object | string, from = '198.51.100.1', contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/client-errors',
    remoteAddress: from,
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const countOf = async (table: typeof clientEventCounts | typeof clientErrorSamples) =>
  (await t.db.select({ value: count() }).from(table))[0]?.value;
const activity = () =>
  createClientEventRepository(t.db).activitySince('ordering', new Date(t.clock.now().getTime() - 3600_000));
const samples = () => createClientEventRepository(t.db).samplesSince('ordering', new Date(0), 1000);

describe('POST /api/client-errors', () => {
  it('counts a page view once per page view and an error once per page view, per remote version', async () => {
    const before = await activity();
    const first = newPageViewId();
    const second = newPageViewId();
    // navigator.sendBeacon sends a string as text/plain
    for (const payload of [pageView(first), pageView(first), pageView(second)]) {
      const response = await beacon(payload, '198.51.100.1', 'text/plain;charset=UTF-8');
      expect(response.statusCode).toBe(202);
    }
    // the same broken chunk, reported three times in one page view (retries), once in another
    const answers = [];
    for (const payload of [
      error(first, 'Loading chunk 12 failed.'),
      error(first, 'Loading chunk 12 failed.'),
      error(second, 'Loading chunk 12 failed.'),
    ])
      answers.push((await beacon(payload)).json().data.recorded);
    expect(answers).toEqual([true, false, true]);

    const released = (rows: Awaited<ReturnType<typeof activity>>) =>
      rows.find((row) => row.version === RELEASED) ?? { pageViews: 0, errors: 0 };
    const after = released(await activity());
    expect({
      pageViews: after.pageViews - released(before).pageViews,
      errors: after.errors - released(before).errors,
    }).toEqual({ pageViews: 2, errors: 2 });
  });

  it('refuses a forged remote or a malformed version (400, with a message) and drops a version never released', async () => {
    const forgedRemote = await beacon({ ...pageView(newPageViewId()), remote: 'evil' });
    expect(forgedRemote.statusCode).toBe(400);
    expect(forgedRemote.json().message).toEqual(expect.any(String));
    const forgedVersion = await beacon(pageView(newPageViewId(), '../../etc/passwd'));
    expect(forgedVersion.statusCode).toBe(400);

    const unknown = await beacon(pageView(newPageViewId(), NEVER_RELEASED));
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json().data.recorded).toBe(false);
    expect((await activity()).map((row) => row.version)).not.toContain(NEVER_RELEASED);
  });

  it('refuses what is not JSON (400) and a body over 8 KB (413) before storing anything', async () => {
    for (const contentType of ['application/json', 'text/plain;charset=UTF-8']) {
      const notJson = await beacon('{"type": "page-view", ', '198.51.100.2', contentType);
      expect([contentType, notJson.statusCode]).toEqual([contentType, 400]);
      expect(notJson.json().message).toEqual(expect.any(String));
    }
    const huge = await beacon(
      error(newPageViewId(), 'x', { stack: 'y'.repeat(CLIENT_EVENT_MAX_BYTES) }),
      '198.51.100.2',
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toEqual(expect.any(String));
  });

  it('stores a message without tokens, e-mail addresses or query strings, and script as plain text', async () => {
    const pageViewId = newPageViewId();
    const message =
      '<script>alert(1)</script> failed for an.nguyen@example.com at https://bepnha.test/reset?token=abc123#x with eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const stack = 'Error\n    at http://localhost:3000/releases/ordering/static/js/12.js?session=zzz:1:200';
    expect((await beacon(error(pageViewId, message, { kind: 'window-error', stack }))).statusCode).toBe(202);

    const stored = (await samples()).find((sample) => sample.message.startsWith('<script>'));
    expect(stored).toMatchObject({
      kind: 'window-error',
      route: '/food-detail/:id',
      message: '<script>alert(1)</script> failed for [email] at https://bepnha.test/reset with [token]',
      stack: 'Error\n    at http://localhost:3000/releases/ordering/static/js/12.js:1:200',
    });
  });

  it('`npm run errors` prints counts per version and the sampled stacks resolved against the source maps, escaped', async () => {
    // the build's hidden source map, beside its output as webpack leaves it
    const map = new SourceMapGenerator({ file: '12.js' });
    map.addMapping({
      generated: { line: 1, column: 199 },
      original: { line: 42, column: 6 },
      source: 'webpack://ordering/src/features/menu/food-card.tsx',
      name: 'renderPrice',
    });
    const jsDir = path.join(releasesDir, 'ordering', RELEASED, 'static', 'js');
    mkdirSync(jsDir, { recursive: true });
    writeFileSync(path.join(jsDir, '12.js.map'), map.toString());
    const stack = `TypeError: price is undefined\n    at https://bepnha.test/releases/ordering/${RELEASED}/static/js/12.js:1:200`;
    await beacon(
      error(newPageViewId(), 'TypeError: price is undefined \u001b[2J\u001b[31mred', { kind: 'error-boundary', stack }),
    );

    const command = parseErrorsArgs(['--remote', 'ordering', '--since', '1h']);
    if ('error' in command) throw new Error(command.error);
    const { exitCode, message } = await runErrorsCommand(databaseSource(t.db), command, {
      now: t.clock.now(),
      folders: { releasesDir, distDirOf: () => path.join(releasesDir, 'no-dist') },
    });
    expect(exitCode).toBe(0);
    expect(message).toMatch(new RegExp(`${RELEASED}  \\d+ page views  \\d+ errors`));
    expect(message).toContain('webpack://ordering/src/features/menu/food-card.tsx:42:7 renderPrice');
    expect(message).toContain('TypeError: price is undefined \\u001b[2J\\u001b[31mred');
    expect(message).not.toContain('\u001b');
    expect(parseErrorsArgs(['--remote', 'evil'])).toEqual({ error: expect.stringContaining('usage:') });
    expect(parseErrorsArgs(['--remote', 'ordering', '--since', 'forever'])).toEqual({
      error: expect.stringContaining('--since'),
    });
  });

  it('`npm run releases` reads nothing where no database was ever made, and creates none', async () => {
    const dataDir = path.join(releasesDir, 'no-data-yet');
    const env = { DATA_DIR: dataDir, RELEASES_DIR: releasesDir, NODE_ENV: 'test' };
    expect(await releaseActivity(env, 'ordering', new Date(0))).toEqual({ activity: [] });
    expect(existsSync(dataDir)).toBe(false);
  });

  it('`GET /api/ops/client-activity` answers the counts per version, and the stacks when asked, to the metrics token only', async () => {
    const read = (query: string, authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/ops/client-activity?${query}`,
        remoteAddress: '198.51.100.200',
        headers: authorization ? { authorization } : {},
      });
    const since = new Date(t.clock.now().getTime() - 3600_000).toISOString();
    const query = `remote=ordering&since=${encodeURIComponent(since)}`;
    for (const authorization of [undefined, 'Bearer nope', METRICS_TOKEN]) {
      const refused = await read(`remote=evil&since=yesterday`, authorization);
      expect([authorization, refused.statusCode]).toEqual([authorization, 401]);
      expect(refused.json().message).toEqual(expect.any(String));
    }

    const counts = await read(query, `Bearer ${METRICS_TOKEN}`);
    expect(counts.statusCode).toBe(200);
    expect(counts.headers['cache-control']).toBe('no-store');
    expect(counts.json().data).toEqual({ remote: 'ordering', since, activity: await activity(), samples: [] });

    const withStacks = (await read(`${query}&samples=true`, `Bearer ${METRICS_TOKEN}`)).json().data;
    expect(withStacks.samples.length).toBeGreaterThan(0);
    expect(withStacks.samples[0]).toEqual({
      version: RELEASED,
      kind: expect.any(String),
      route: '/food-detail/:id',
      message: expect.any(String),
      stack: expect.stringContaining('/static/js/12.js:1:200'),
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    for (const bad of ['remote=evil&since=' + encodeURIComponent(since), 'remote=ordering&since=yesterday']) {
      const refused = await read(bad, `Bearer ${METRICS_TOKEN}`);
      expect([bad, refused.statusCode]).toEqual([bad, 400]);
      expect(refused.json().message).toEqual(expect.any(String));
    }
  });

  it('`npm run releases` and `npm run errors` read the running site over HTTP while it holds PGlite, and say why not in one line', async () => {
    // the site's PGlite lock, as a site on another host holding the folder leaves it
    const lockedDataDir = path.join(releasesDir, 'held-by-the-site');
    mkdirSync(lockedDataDir, { recursive: true });
    writeFileSync(path.join(lockedDataDir, 'api.lock'), JSON.stringify({ pid: 1, host: 'the-site-host' }));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const site = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: lockedDataDir, RELEASES_DIR: releasesDir, NODE_ENV: 'test', PORT: String(port) };
    const since = new Date(t.clock.now().getTime() - 3600_000);

    // releases: the database is locked, so the site on PORT (127.0.0.1) is asked
    expect(await releaseActivity({ ...env, METRICS_TOKEN }, 'ordering', since)).toEqual({
      activity: await activity(),
      from: site,
    });
    // errors: SITE_URL given; the stacks still resolved against the source maps on this disk
    const command = parseErrorsArgs(['--remote', 'ordering', '--since', '1h']);
    if ('error' in command) throw new Error(command.error);
    const folders = { releasesDir, distDirOf: () => path.join(releasesDir, 'no-dist') };
    const overHttp = await runErrorsCommand(siteSource({ SITE_URL: site, METRICS_TOKEN }), command, {
      now: t.clock.now(),
      folders,
    });
    expect(overHttp.message).toContain(`(read from the site at ${site})`);
    expect(overHttp.message).toMatch(new RegExp(`${RELEASED}  \\d+ page views  \\d+ errors`));
    expect(overHttp.message).toContain('webpack://ordering/src/features/menu/food-card.tsx:42:7 renderPrice');

    const held = 'the database is held by another API process (pid 1 on the-site-host), and';
    expect(await releaseActivity({ ...env, METRICS_TOKEN: 'wrong-token-of-16-chars' }, 'ordering', since)).toEqual({
      unavailable: `${held} the site at ${site} refused METRICS_TOKEN (401)`,
    });
    expect(await releaseActivity(env, 'ordering', since)).toEqual({
      unavailable: `${held} set METRICS_TOKEN (the site's) to read the figures from the site at ${site}`,
    });
    // a port nothing listens on any more
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const nobody = { SITE_URL: `http://127.0.0.1:${closedPort}`, METRICS_TOKEN };
    expect(await releaseActivity(nobody, 'ordering', since)).toEqual({
      unavailable: `no site answers at http://127.0.0.1:${closedPort} (ECONNREFUSED)`,
    });
    await expect(
      runErrorsCommand(siteSource(nobody, 'the database is held by x'), command, { now: t.clock.now(), folders }),
    ).rejects.toThrow(
      new SiteReadError(
        `the database is held by x, and no site answers at http://127.0.0.1:${closedPort} (ECONNREFUSED)`,
      ),
    );
  });

  it(`keeps at most ${CLIENT_ERROR_SAMPLES_PER_VERSION} sampled stacks per remote version, and counts every error`, async () => {
    for (let index = 0; index < CLIENT_ERROR_SAMPLES_PER_VERSION + 5; index++)
      await beacon(error(newPageViewId(), `TypeError: x is undefined (${index})`), `198.51.100.${10 + (index % 40)}`);
    expect(await countOf(clientErrorSamples)).toBe(CLIENT_ERROR_SAMPLES_PER_VERSION);
    const released = (await activity()).find((row) => row.version === RELEASED);
    expect(released?.errors).toBeGreaterThanOrEqual(CLIENT_ERROR_SAMPLES_PER_VERSION + 5);
  });

  it(`answers 429 past ${CLIENT_EVENT_RATE_LIMIT.max} beacons a minute from one address; another address still counts`, async () => {
    const statuses = new Set<number>();
    for (let index = 0; index < CLIENT_EVENT_RATE_LIMIT.max; index++)
      statuses.add((await beacon(pageView(newPageViewId()), '203.0.113.99')).statusCode);
    expect([...statuses]).toEqual([202]);
    const flooded = await beacon(pageView(newPageViewId()), '203.0.113.99');
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toEqual(expect.any(String));
    expect((await beacon(pageView(newPageViewId()), '203.0.113.100')).statusCode).toBe(202);
  });

  it('lets housekeeping remove the counts and samples older than a month', async () => {
    const repository = createClientEventRepository(t.db);
    await repository.purgeExpired(new Date(t.clock.now().getTime() + CLIENT_EVENT_KEEP.counts + 3600_000));
    expect({ counts: await countOf(clientEventCounts), kept: await countOf(clientErrorSamples) }).toEqual({
      counts: 0,
      kept: 0,
    });
  });
});

describe('GET /metrics', () => {
  it('answers Prometheus only with the token, counting the requests and client events just made', async () => {
    await t.app.inject({ method: 'GET', url: '/api/public/food/getFoodsByCategory' });
    await t.app.inject({ method: 'GET', url: '/api/public/food/getFoodsByCategory' });
    await beacon(pageView(newPageViewId()), '198.51.100.77');
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);

    const scraped = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    const text = scraped.body;
    expect(text).toMatch(
      /http_requests_total\{server="api",method="GET",route="\/api\/public\/food\/getFoodsByCategory",status="200"\} [2-9]/,
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",server="api",method="POST",route="/api/client-errors"}',
    );
    expect(text).toMatch(
      new RegExp(`client_events_total\\{remote="ordering",version="${RELEASED}",type="page-view"\\} \\d+`),
    );
    expect(text).toMatch(/response_cache_requests_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/event_streams_open 0/);
    expect(text).toMatch(/mail_outbox_pending \d+/);
  });

  it("is not there without METRICS_TOKEN (404), nor are the operator's reads", async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      // nor the operator's reads, whatever the query or token
      for (const url of [
        '/api/ops/client-activity?remote=ordering&since=2026-01-01T00:00:00Z',
        '/api/ops/client-activity',
      ])
        expect(
          (await plain.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer x' } })).statusCode,
        ).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('request ids', () => {
  it("answers with the caller's x-request-id (the site server's, on a server render's calls), else a new one", async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/public/food/getFoodsByCategory',
      headers: { 'x-request-id': 'site-req-0001' },
    });
    expect(given.headers['x-request-id']).toBe('site-req-0001');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/public/food/getFoodsByCategory',
      headers: { 'x-request-id': 'line\nbreak forged' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
