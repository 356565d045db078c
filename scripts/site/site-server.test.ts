import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createSiteServer, type SiteServer } from './site-server';

/**
 * The site server's own answers for built files, on a release folder of this test's (RELEASES_DIR): the rule that
 * keeps source maps off the public site is the same for the host's and the remotes' dist/ (e2e/specs/site-server.spec.ts
 * checks those on the real build).
 */

const VERSION = '20261124T080100Z-0123456789';
const CHUNK = '144.0a1b2c3d4e.js';

let releasesDir: string;
let site: SiteServer;
let siteUrl: string;

beforeAll(async () => {
  releasesDir = mkdtempSync(path.join(tmpdir(), 'site-server-releases-'));
  const release = path.join(releasesDir, 'ordering', VERSION);
  mkdirSync(release, { recursive: true });
  writeFileSync(path.join(release, 'mf-manifest.json'), JSON.stringify({ name: 'ordering', shared: [] }));
  writeFileSync(path.join(release, CHUNK), 'console.log("chunk");\n');
  // what a production build leaves beside each file: its source map, sources included
  writeFileSync(
    path.join(release, `${CHUNK}.map`),
    JSON.stringify({ version: 3, sources: ['webpack://ordering/./src/secret.ts'], mappings: '' }),
  );
  site = await createSiteServer({
    port: 0,
    host: '127.0.0.1',
    withApi: false,
    serverRendering: false,
    env: { RELEASES_DIR: releasesDir },
    log: () => undefined,
  });
  siteUrl = `http://127.0.0.1:${site.port}`;
});

afterAll(async () => {
  await site.close();
  rmSync(releasesDir, { recursive: true, force: true });
});

describe('source maps beside the built files', () => {
  it('serves the built file and answers 404 for its map', async () => {
    const chunk = await fetch(`${siteUrl}/releases/ordering/${VERSION}/${CHUNK}`);
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toContain('chunk');

    const map = await fetch(`${siteUrl}/releases/ordering/${VERSION}/${CHUNK}.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.ts');
  });

  it('answers 404 for a map however its name is spelled in the URL', async () => {
    for (const spelling of [`${CHUNK}%2Emap`, `${CHUNK}.%6Dap`, `./${CHUNK}.map`]) {
      const response = await fetch(`${siteUrl}/releases/ordering/${VERSION}/${spelling}`);
      expect({ spelling, status: response.status }).toEqual({ spelling, status: 404 });
    }
  });

  it('answers 404 for a map under the host and every remote, with or without a file there', async () => {
    for (const url of ['/main.0123456789.js.map', '/server/main.js.map', `/remotes/ordering/${CHUNK}.map`]) {
      const response = await fetch(`${siteUrl}${url}`, { headers: { accept: '*/*' } });
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
    }
  });
});

describe("the host's server bundle", () => {
  it('is never served, whatever the spelling of its path (404)', async () => {
    for (const url of ['/server/main.js', '/server/%6Dain.js', '//server/main.js', '/server/', '/server']) {
      const response = await fetch(`${siteUrl}${url}`, { headers: { accept: '*/*' } });
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
    }
  });
});
