import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildStackFloor, serveStackFloor, type StackFloorServer } from './stack-floor';

let outDir: string;
let floor: StackFloorServer;

// A webpack production build of two pages: real work, so a limit of its own (a limit, not a pass mark).
const BUILD_LIMIT_MS = 240_000;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'stack-floor-test-'));
  await buildStackFloor(outDir);
  floor = await serveStackFloor(outDir);
}, BUILD_LIMIT_MS);

afterAll(async () => {
  await floor?.close();
  rmSync(outDir, { recursive: true, force: true });
});

describe("the stack's floor", () => {
  it('serves React alone and React with Chakra UI, each page server rendered', async () => {
    expect(floor.routes).toEqual(['/react-only', '/chakra']);
    for (const route of floor.routes) {
      const response = await fetch(`${floor.url}${route}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<h1');
      expect(html).toContain('Phở Hà Nội');
      expect(html).toMatch(/<button[^>]*>Order<\/button>/);
    }
  });

  it("draws the Chakra page with Chakra's styles, inline from the server render", async () => {
    const html = await (await fetch(`${floor.url}/chakra`)).text();
    expect(html).toContain('<style data-emotion');
    expect(html).toContain('--chakra-colors-blue-500');
  });

  it('loads one minified react-dom client script per page, served compressed as the site serves its files', async () => {
    for (const route of floor.routes) {
      const html = await (await fetch(`${floor.url}${route}`)).text();
      const script = /<script defer src="([^"]+)">/.exec(html)?.[1];
      expect(script).toBeDefined();
      const response = await fetch(`${floor.url}${script}`, { headers: { 'accept-encoding': 'br' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('br');
      const source = await response.text();
      expect(source).toContain('hydrateRoot');
      expect(source.split('\n').length).toBeLessThan(10);
    }
  });
});
