import { existsSync } from 'node:fs';

/**
 * Debian's Chromium builds the tests can drive, preferred first: the headless shell (apt package
 * chromium-headless-shell, Chromium's own headless build, which Playwright also runs its headless tests in), then the
 * desktop browser. Both come from Debian's chromium source at one version: the same Blink, V8 and Skia, so the same
 * pages, the same axe results and the same screenshots. The shell leaves out the desktop browser around the engine,
 * and the e2e suite used a third less CPU in it (1,265 against 1,905 CPU-seconds, 11.4 against 16.7 min on 2 cores).
 */
const DEBIAN_CHROMIUM_BUILDS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const;

/**
 * The browser the end-to-end and cluster tests drive: CHROMIUM_PATH when set, else the first of Debian's builds
 * installed (.ci/run installs both). The bench never uses it: it measures the desktop browser diners run.
 */
export function testBrowserPath(): string {
  return (
    process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM_BUILDS.find((file) => existsSync(file)) ?? DEBIAN_CHROMIUM_BUILDS[1]
  );
}
