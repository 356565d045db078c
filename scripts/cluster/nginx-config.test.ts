import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ReleaseStore } from '../release/release-store';
import { KNOWN_ROUTE_PATH, LANGUAGE_PAGE_PATH } from '../site/crawlers';
import { SERVER_RENDERED_PATH } from '../site/server-rendering';
import {
  addressLimits,
  EVENT_STREAM_PATH,
  instanceTrustProxy,
  PHOTO_UPLOAD_PATH,
  remotesByCohort,
  writeNginxSite,
} from './nginx-config';
import { findNginx } from './nginx-process';

describe('the proxies an instance behind the cluster nginx believes', () => {
  it('is nginx alone when the site trusts no proxy', () => {
    for (const value of [undefined, '', '0', 'false']) assert.equal(instanceTrustProxy(value), '1');
  });

  it('is one hop more than the site trusts', () => {
    assert.equal(instanceTrustProxy('true'), '2');
    assert.equal(instanceTrustProxy('1'), '2');
    assert.equal(instanceTrustProxy('2'), '3');
  });

  it('adds nginx, on loopback, to proxies named by address', () => {
    assert.equal(instanceTrustProxy('10.0.0.5, 10.0.1.0/24'), '10.0.0.5, 10.0.1.0/24,127.0.0.1');
  });
});

/** The generated configuration's text, after nginx itself accepted it (when nginx is installed). */
async function generated(env: NodeJS.ProcessEnv, rendererPort?: number): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nginx-config-test-'));
  try {
    const site = await writeNginxSite({
      dir,
      host: '127.0.0.1',
      port: 8999,
      upstreamPorts: [9001, 9002],
      rendererPort,
      env,
    });
    const nginx = findNginx();
    if (nginx) {
      const check = spawnSync(nginx, ['-e', site.errorLog, '-c', site.configFile, '-t', '-q'], { encoding: 'utf8' });
      assert.equal(check.status, 0, check.stderr);
    }
    return await readFile(site.configFile, 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The directives of one location, its nested blocks left out. */
function location(config: string, opening: string): string {
  const start = config.indexOf(`location ${opening} {`);
  assert.ok(start >= 0, `a location ${opening}`);
  return config.slice(start, config.indexOf('}', start));
}

describe('the limits per client address in the generated configuration', () => {
  it("gives the site server's statuses: unknown path redirected, not-found page 404, maintenance 503", async () => {
    const config = await generated({});
    // an unknown path is sent to /auth/404; a page of the app gets the app; a missing file keeps its 404
    assert.ok(config.includes(`"~${KNOWN_ROUTE_PATH.source}" 1;`));
    assert.match(config, /"~\^2:" unknown;/);
    // keeping the language of the URL (/fr/landing/nope -> /fr/auth/404)
    assert.match(
      config,
      /if \(\$restaurant_fallback = unknown\) \{ return 302 \$restaurant_language_prefix\/auth\/404; \}/,
    );
    assert.match(config, /map \$uri \$restaurant_language_prefix \{\s+"~\^\(\?<prefix>\(\?:\/\(\?:fr\|ar\|zh/);
    assert.match(config, /absolute_redirect off;/);
    const notFoundPage = location(config, '~ "^/auth/404/*$"');
    assert.match(notFoundPage, /error_page 404 @status_page;\s+error_page 429 = @rate_limited;\s+return 404;/);
    // out of maintenance the maintenance page is a page like another
    assert.doesNotMatch(location(config, '~ "^/auth/maintenance/*$"'), /return 503/);
    const inMaintenance = await generated({ MAINTENANCE: '1' });
    assert.match(location(inMaintenance, '~ "^/auth/maintenance/*$"'), /error_page 503 @maintenance_page; return 503;/);
    assert.match(location(inMaintenance, '@maintenance_page'), /add_header Retry-After 300 always;/);
  });

  it("passes the sitemap, robots.txt and a missing dish page's 404 from the site server that renders the pages", async () => {
    const config = await generated({}, 9003);
    const start = config.indexOf(`location ~ "${SERVER_RENDERED_PATH.source}" {`);
    assert.ok(start >= 0, 'the rendered pages have a location of their own');
    const rendered = config.slice(start, config.indexOf('location @page_shell', start));
    assert.match(rendered, /proxy_intercept_errors on;/);
    // intercepted errors are those with an error page at the location's level: never the renderer's 404 (the method
    // check's own 404, inside its if block, goes to the JSON answer)
    assert.match(rendered, /\{ error_page 404 = @not_found; return 404; \}/);
    assert.doesNotMatch(
      rendered.replace(/\{ error_page 404 = @not_found; return 404; \}/, ''),
      /error_page[^;]*\b404\b/,
    );
    assert.doesNotMatch(rendered, /include [^;]*reads-only\.conf/);
    // every page in another language, and the public pages' English URLs (their alternates), from the site server:
    // its 404, 503 and redirects pass; the shell stands in only when it cannot answer
    const languagePages = location(config, `~ "${LANGUAGE_PAGE_PATH.source}"`);
    assert.match(languagePages, /proxy_pass http:\/\/restaurant_renderer;/);
    assert.match(languagePages, /error_page 502 504 = @page_shell;/);
    assert.doesNotMatch(languagePages, /error_page[^;]*\b(404|503)\b/);
    for (const file of ['/sitemap.xml', '/robots.txt']) {
      const block = location(config, `= ${file}`);
      assert.match(block, /proxy_pass http:\/\/restaurant_renderer;/);
      assert.match(block, /proxy_set_header Host \$http_host;/);
    }
  });

  /** The directives of the live streams' location, its nested blocks left out. */
  function streamLocation(config: string): string {
    const start = config.indexOf(`location ~ "${EVENT_STREAM_PATH.source}"`);
    assert.ok(start >= 0, 'the streams have a location of their own');
    return config.slice(start, config.indexOf('}', start));
  }

  it('lets a photo upload through up to 16 MB (a 15 MB photo and its form), every other body at 1 MB', async () => {
    const config = await generated({});
    assert.match(config, /client_max_body_size 1m;/);
    const start = config.indexOf(`location ~ "${PHOTO_UPLOAD_PATH.source}"`);
    assert.ok(start >= 0, 'the uploads have a location of their own');
    const uploads = config.slice(start, config.indexOf('}', start));
    assert.match(uploads, /client_max_body_size 16m;/);
    assert.match(uploads, /proxy_pass http:\/\/restaurant_api;/);
    assert.match(uploads, /limit_conn restaurant_connections 256;/);
    assert.ok(PHOTO_UPLOAD_PATH.test('/api/manage/foods/12/photo'));
    assert.ok(!PHOTO_UPLOAD_PATH.test('/api/manage/foods/12'));
  });

  it("holds the live streams to the API's own limits per address, and the whole site to its own", async () => {
    const config = await generated({});
    const streams = streamLocation(config);
    assert.match(streams, /limit_conn restaurant_streams 20;/);
    assert.match(streams, /limit_req zone=restaurant_stream_opens burst=10 nodelay;/);
    assert.match(config, /limit_req_zone \$binary_remote_addr zone=restaurant_stream_opens:10m rate=30r\/m;/);
    // the site's limits hold in the streams' location too (nginx inherits none where a level sets its own)
    assert.match(streams, /limit_conn restaurant_connections 256;/);
    assert.match(config, /limit_req_zone \$binary_remote_addr zone=restaurant_requests:10m rate=200r\/s;/);
    assert.match(config, /limit_conn_status 429;/);
    assert.match(config, /return 429 \$restaurant_rate_limited_body;/);
  });

  it('follows EVENTS_MAX_PER_ADDRESS and EVENTS_OPEN_RATE_MAX, and counts nothing behind a trusted proxy', async () => {
    const config = await generated({ EVENTS_MAX_PER_ADDRESS: '5', EVENTS_OPEN_RATE_MAX: '12', TRUST_PROXY: '1' });
    assert.match(streamLocation(config), /limit_conn restaurant_streams 5;/);
    assert.match(config, /zone=restaurant_stream_opens:10m rate=12r\/m;/);
    // nginx's peer is the proxy then: the instances, which read the client's address, keep the limits
    assert.match(config, /limit_conn_zone "" zone=restaurant_streams:10m;/);
    assert.deepEqual(addressLimits({ TRUST_PROXY: '1' }).key, '""');
  });
});

describe('/remotes.json per canary cohort (issue 58)', () => {
  it("writes each cohort's remotes as the site server computes them, and serves the browser's cohort privately", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'nginx-cohorts-test-'));
    try {
      const store = new ReleaseStore(path.join(dir, 'releases'));
      const release = async (version: string) => {
        await mkdir(path.join(dir, 'releases', 'ordering', version), { recursive: true });
        await writeFile(path.join(dir, 'releases', 'ordering', version, 'mf-manifest.json'), '{}');
        return version;
      };
      const stable = await release('20261124T080100Z-0123456789');
      const canary = await release('20261124T090100Z-abcdef0123');
      store.switchTo('ordering', stable);
      store.startCanary('ordering', canary, 30);
      const env = { RELEASES_DIR: path.join(dir, 'releases') };

      const ordering = remotesByCohort(env).map((body) => (JSON.parse(body) as Record<string, string>).ordering);
      assert.equal(ordering.length, 100);
      assert.deepEqual(new Set(ordering.slice(0, 30)), new Set([`/releases/ordering/${canary}/mf-manifest.json`]));
      assert.deepEqual(new Set(ordering.slice(30)), new Set([`/releases/ordering/${stable}/mf-manifest.json`]));

      // accepted by nginx itself when it is installed
      const config = await generated(env);
      const remotes = location(config, '= /remotes.json');
      assert.match(remotes, /try_files \/cohorts\/\$restaurant_cohort\.json =404;/);
      assert.match(remotes, /add_header Cache-Control "private, no-cache" always;/);
      assert.match(remotes, /add_header Set-Cookie \$restaurant_cohort_cookie always;/);
      assert.match(config, /"cohort=\$restaurant_drawn_cohort; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax"/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
