import { expect, type Page, type Request } from '@playwright/test';

/** How long the DOM must stay unchanged for the screen to count as drawn. */
const QUIET_MS = 250;
/** Scroll steps before giving up on reaching the bottom (a page that keeps growing). */
const MAX_SCROLL_STEPS = 40;

declare global {
  interface Window {
    /** `performance.now()` of the last DOM change, kept by the observer `watchDomChanges` installs. */
    lastDomChangeAt?: number;
  }
}

/** Counts the requests a page has sent and not yet seen answered (or failed), live streams aside. */
export interface RequestsInFlight {
  count: () => number;
}

/** A live stream (Server-Sent Events: an order's steps) stays open as long as its page: never "in flight". */
const isLiveStream = (request: Request): boolean => request.headers()['accept'] === 'text/event-stream';

export function watchRequests(page: Page): RequestsInFlight {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (!isLiveStream(request)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return { count: () => pending.size };
}

/** Starts recording when the current document last changed. A client-side navigation keeps the document. */
export async function watchDomChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.lastDomChangeAt = performance.now();
    new MutationObserver(() => {
      window.lastDomChangeAt = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** Where a skeleton still counts as unfinished: on screen, or anywhere once the whole page was scrolled through. */
export type BusyScope = 'screen' | 'page';

/** What still keeps the screen from being finished, in words; "nothing" once it is. */
function pendingInPage({ quietMs, scope }: { quietMs: number; scope: BusyScope }): string {
  const onScreen = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  };
  const busy = [...document.querySelectorAll('[aria-busy="true"]')].filter(
    (element) => scope === 'page' || onScreen(element),
  ).length;
  if (busy > 0) return `${busy} element(s) marked aria-busy (skeletons, placeholders)`;
  const heading = document.querySelector('h1');
  if (!heading?.checkVisibility()) return 'no visible h1 yet';
  const sinceChange = performance.now() - (window.lastDomChangeAt ?? 0);
  if (sinceChange < quietMs) return `the DOM changed ${Math.round(sinceChange)} ms ago`;
  return 'nothing';
}

/**
 * Waits until the page shows its real content: nothing in flight, no skeleton on screen (the app marks every loading
 * placeholder aria-busy; those below the fold wait to be scrolled near), a visible h1, and a DOM that has stopped changing. A heading alone is not enough after a
 * client-side navigation: the router renders the next page in a transition, so the previous page stays on screen,
 * heading and all, until the next page's code and data have arrived.
 */
export async function waitForSettledPage(
  page: Page,
  requests: RequestsInFlight,
  scope: BusyScope = 'screen',
): Promise<void> {
  await expect
    .poll(
      async () => {
        const inFlight = requests.count();
        if (inFlight > 0) return `${inFlight} request(s) in flight`;
        return page.evaluate(pendingInPage, { quietMs: QUIET_MS, scope });
      },
      { message: `the page at ${page.url()} never finished rendering`, intervals: [50, 100] },
    )
    .toBe('nothing');
}

/**
 * Resolves once the browser has drawn a frame and run the tasks it queued. A scroll changes no DOM, so the quiet-DOM
 * check alone can pass before the IntersectionObservers have seen it: a chart or section near the bottom would not
 * start loading (or drawing) until after the page counted as settled, or at all once it is scrolled back up.
 */
async function afterNextFrame(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );
}

/**
 * Scrolls down a screen at a time to the bottom, letting each screen settle, as a diner reading the page does:
 * sections below the fold load only when scrolled near. Then back to the top.
 */
export async function scrollThroughPage(page: Page, requests: RequestsInFlight): Promise<void> {
  for (let step = 0; step < MAX_SCROLL_STEPS; step += 1) {
    await page.evaluate(() => window.scrollBy({ top: window.innerHeight, behavior: 'instant' }));
    await afterNextFrame(page);
    await waitForSettledPage(page, requests);
    // Read after settling: a section that loaded may have made the page longer.
    const atBottom = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    );
    if (atBottom) break;
  }
  await waitForSettledPage(page, requests, 'page');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}
