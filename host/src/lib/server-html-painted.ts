import { SERVER_RENDER_STATE_ID } from '@restaurant/shared/server-render-state';

/**
 * The longest the app waits for the browser to show the server's HTML before it starts anyway. A browser paints it
 * within a frame or two of reading it; headless Chromium under Lighthouse has been seen to hold that frame for up to
 * 2.5 s (GoogleChrome/lighthouse#17148: viz stops offering the page frames during a busy load).
 */
export const SERVER_HTML_PAINT_LIMIT_MS = 3000;

/**
 * Resolves once the browser has shown the server-rendered page (its first contentful paint), so that the page's code
 * (the remotes' files, hydration) starts after the diner sees the menu, not before: evaluated first, it held the first
 * frame (and the dish photo in it) back until hydration had finished. Resolves at once when there is nothing to wait
 * for: a page the browser renders itself (no server render state), a tab in the background (it paints nothing until
 * shown), a browser without paint timing.
 */
export function serverHtmlPainted(limitMs: number = SERVER_HTML_PAINT_LIMIT_MS): Promise<void> {
  const serverRendered = document.getElementById(SERVER_RENDER_STATE_ID) !== null;
  const paintTimed =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!serverRendered || document.visibilityState !== 'visible' || !paintTimed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', done);
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    // buffered: a paint that happened before this script ran counts
    observer.observe({ type: 'paint', buffered: true });
    const timer = setTimeout(done, limitMs);
    document.addEventListener('visibilitychange', done);
  });
}
