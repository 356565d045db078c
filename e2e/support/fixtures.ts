import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * `test` and `expect` for every spec: `test` fails any test during which a page refused something under the site's
 * Content-Security-Policy, so a policy too strict for what the site really loads (or code that starts loading from
 * elsewhere) shows up as a failing journey, not as a silently broken page in production.
 */

/** Chromium's own console line for a refusal, and the one the listener below writes, both say this. */
const CSP_MESSAGE = /Content Security Policy/i;

/**
 * Runs in every document before its scripts. The `securitypolicyviolation` event carries what Chromium's console
 * line may leave out (the directive that refused, the blocked URL, where it happened); it goes out through the console
 * so one listener per context hears it from every page and across navigations.
 */
function reportViolationsToConsole(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
    console.error(
      `Content Security Policy violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline code'}${where} on ${document.location.href}`,
    );
  });
}

/** Starts recording a context's violations; resolves once its new documents carry the listener. */
async function recordViolations(context: BrowserContext, violations: string[]): Promise<void> {
  context.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text())) violations.push(message.text());
  });
  await context.addInitScript(reportViolationsToConsole);
}

/** Every context the test opens: the `page` fixture's and those a test opens itself (two diners racing). */
function recordEveryContext(browser: Browser, violations: string[]): { stop: () => Promise<void> } {
  const setUps: Array<Promise<void>> = [];
  // A context closed by its test before the listener landed has nothing left to report.
  const record = (context: BrowserContext): void => {
    setUps.push(recordViolations(context, violations).catch(() => undefined));
  };
  browser.contexts().forEach(record);
  browser.on('context', record);
  return {
    stop: async () => {
      browser.off('context', record);
      await Promise.all(setUps);
    },
  };
}

/**
 * A server-rendered page shows its buttons before the browser has hydrated them, and a click then does nothing: after
 * loading one, wait until the host marks its page live (remote-page.tsx). A client-rendered page has no such wait.
 */
export async function untilPageLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('server-render-state') || document.documentElement.dataset['pageLive'] === 'true',
  );
}

export const test = base.extend<{ contentSecurityPolicyViolations: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    Object.assign(page, {
      goto: async (...args: Parameters<Page['goto']>) => {
        const response = await goto(...args);
        await untilPageLive(page);
        return response;
      },
      reload: async (...args: Parameters<Page['reload']>) => {
        const response = await reload(...args);
        await untilPageLive(page);
        return response;
      },
    });
    await use(page);
  },
  contentSecurityPolicyViolations: [
    async ({ browser }, use) => {
      const violations: string[] = [];
      const recording = recordEveryContext(browser, violations);
      await use(violations);
      await recording.stop();
      expect(violations, 'Content-Security-Policy violations seen by the pages of this test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
