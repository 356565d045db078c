import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { lighthouseRunWith } from './lighthouse-fixture';
import { buildStackFloor, serveStackFloor, themeCost, themeCostLine, type StackFloorServer } from './stack-floor';

let outDir: string;
let floor: StackFloorServer;

// A webpack production build of three pages: real work, so a limit of its own (a limit, not a pass mark).
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
  it("serves React alone, React with Chakra UI and Chakra on the product's system, each page server rendered", async () => {
    expect(floor.routes).toEqual(['/react-only', '/chakra', '/product-system']);
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

  it("draws the product-system page with the product's theme, not Chakra's default", async () => {
    const html = await (await fetch(`${floor.url}/product-system`)).text();
    // the customizer's radius variable exists only in the product's globalCss (shared/src/system/system.ts)
    expect(html).toContain('--app-radius');
    expect(await (await fetch(`${floor.url}/chakra`)).text()).not.toContain('--app-radius');
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
      // hydrated as the product's bootstrap hydrates, in the task after the modules' (its nextTask); minified, the
      // startTransition around it has no name left to look for
      expect(source).toMatch(/setTimeout\([^,]+,0\)/);
      expect(source.split('\n').length).toBeLessThan(10);
    }
  });
});

describe("the theme's cost", () => {
  const runOf = (tbtMs: number, performance: number) => lighthouseRunWith({ tbtMs, performance });

  it("is the product's system's median TBT minus the default system's, against a target of the default's own", () => {
    const cost = themeCost({
      '/chakra': [runOf(700, 83), runOf(720, 82), runOf(650, 85)],
      '/product-system': [runOf(1600, 70), runOf(1500, 72), runOf(1550, 71)],
    });
    expect(cost).toEqual({
      defaultTbtMs: 700,
      productTbtMs: 1550,
      addedTbtMs: 850,
      defaultPerformance: 83,
      productPerformance: 71,
    });
    expect(themeCostLine('calibrated slowdown', cost)).toBe(
      "Theme's cost, calibrated slowdown: TBT 1550 ms on the product's system vs 700 ms on the default one: +850 ms " +
        "(target ≤ the default system's 700 ms: OVER target); performance 71 vs 83",
    );
  });

  it('can be a saving: a system cheaper than the default one', () => {
    const cost = themeCost({ '/chakra': [runOf(738, 82)], '/product-system': [runOf(252, 95)] });
    expect(themeCostLine('calibrated slowdown', cost)).toContain('on the default one: −486 ms');
  });

  it('says so when a floor page had no runs', () => {
    expect(themeCostLine('4× slowdown', themeCost({ '/chakra': [runOf(700, 83)] }))).toBe(
      "Theme's cost, 4× slowdown: - (a floor page had no runs)",
    );
  });
});
