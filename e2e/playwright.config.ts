import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { scaled } from '../scripts/lib/machine';
import { testBrowserPath } from '../scripts/lib/test-browser';
import { SHORT_ACCESS_TOKEN_TTL_SECONDS } from './support/servers';

/**
 * End-to-end tests of the composed production site (API + host + remotes from their dist/ folders, one process)
 * in Debian's Chromium, its headless shell when installed (scripts/lib/test-browser.ts). The web server gets a free
 * port and a throw-away DATA_DIR (`--ephemeral-data`). The port is chosen once, in the runner, and passed to workers
 * through the environment (workers load this file again and must agree on the URL).
 */
const ROOT_DIR = path.resolve(__dirname, '..');

function freePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

process.env.E2E_PORT ??= String(freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const noBuild = process.env.E2E_NO_BUILD === '1';

/**
 * A second copy of the site whose access tokens live a few seconds, for the accounts journey (silent refresh). A
 * short TTL for the whole run would make every other spec depend on refresh timing; this one server is cheap
 * (no build: it serves the dist/ the first server built, with its own throw-away database).
 */
process.env.E2E_SHORT_TTL_PORT ??= String(freePort());
const shortTtlPort = Number(process.env.E2E_SHORT_TTL_PORT);
const shortTtlBaseURL = `http://127.0.0.1:${shortTtlPort}`;

const tsx = path.join(ROOT_DIR, 'node_modules', '.bin', 'tsx');
// Every test signs in through the real UI, from one address: the default 10 sign-ins per minute would throttle the
// suite, not a diner (and so would the other limits per address below). The suite reads reset links and codes from
// the development outbox and signs in as the demo diners: both exist only when asked for. APP_BASE_URL makes the links
// the API writes point at this server. The staff journeys that depend on the hour (a booking about to start, a
// no-show) set the API's clock for their own requests (TEST_CLOCK, `X-Test-Now`) and the browser's with Playwright's
// clock, so they run at any hour.
const serverEnv = (serverPort: number): Record<string, string> => ({
  PORT: String(serverPort),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  AUTH_RATE_LIMIT_MAX: '500',
  // the same address opens every page and stream of the suite, two browsers at once: the limits per address would
  // measure the suite (the sweep renders some 90 pages a minute; boards and order pages reopen their streams)
  SERVER_RENDERS_PER_MINUTE: '100000',
  EVENTS_OPEN_RATE_MAX: '100000',
  EVENTS_MAX_PER_ACCOUNT: '100',
  EVENTS_MAX_PER_ADDRESS: '1000',
  APP_BASE_URL: `http://127.0.0.1:${serverPort}`,
  DEV_OUTBOX: '1',
  SEED_DEMO_DINERS: '1',
  TEST_CLOCK: '1',
  // the demo accounts refuse a production start (their passwords are published): these servers are not one
  NODE_ENV: 'development',
});

export const CHROMIUM_ARGS = [
  // Glyphs placed and drawn from the font's own outlines, not snapped to the machine's fontconfig hinting: the
  // screenshots then depend neither on that configuration nor on which of Debian's builds draws them (the headless
  // shell and the desktop browser place every glyph alike; without it, text lines drifted apart by up to a few pixels).
  '--font-render-hinting=none',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './specs',
  outputDir: path.join(ROOT_DIR, 'test-results'),
  // The demo pages' screenshot baselines (accessibility.spec.ts), by look and page: screenshots/light-1440/apps-notes.png
  snapshotPathTemplate: '{testDir}/../screenshots/{arg}{ext}',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two browsers at once: the site server mostly waits on them, and the suite (about 90 tests, a third of them demo
  // pages with axe) would take twice as long in one. E2E_WORKERS=1 runs one at a time, to look at a failure alone.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // npm test multiplies every limit by TEST_TIME_SCALE, how much slower than the reference this machine measured
  timeout: scaled(45_000),
  expect: { timeout: scaled(15_000) },
  reporter: 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    // A first visit starts in the browser's first language the site speaks (navigator.languages, Accept-Language):
    // every spec's browser is an English one unless it says otherwise.
    locale: 'en-US',
    channel: undefined,
    launchOptions: { executablePath: testBrowserPath(), args: CHROMIUM_ARGS },
    // Recording a trace snapshots the page at every step of every test, then throws it away when the test passes:
    // in CI, where a failed test runs once more, only that second try is recorded.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Started in order: the first builds what is stale, the second only serves.
  webServer: [
    {
      command: `${tsx} scripts/start.ts --ephemeral-data${noBuild ? ' --no-build' : ''}`,
      cwd: ROOT_DIR,
      url: `${baseURL}/remotes.json`,
      env: serverEnv(port),
      reuseExistingServer: false,
      // Building every front end first (when not built) takes minutes on 2 cores; serving alone takes seconds.
      timeout: scaled(noBuild ? 180_000 : 900_000),
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      command: `${tsx} scripts/start.ts --ephemeral-data --no-build`,
      cwd: ROOT_DIR,
      url: `${shortTtlBaseURL}/remotes.json`,
      env: { ...serverEnv(shortTtlPort), ACCESS_TOKEN_TTL: String(SHORT_ACCESS_TOKEN_TTL_SECONDS) },
      reuseExistingServer: false,
      timeout: scaled(180_000),
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});
