import { SERVER_RENDER_STATE_ID } from '@restaurant/shared/server-render-state';
import { serverHtmlPainted } from './server-html-painted';

/** jsdom has no paint timing: a PerformanceObserver whose paint entries the test hands out. */
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ['paint'];
  static observers: FakePaintObserver[] = [];
  static paint(name: string): void {
    for (const observer of FakePaintObserver.observers)
      observer.callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) });
  }
  constructor(private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }) => void) {
    FakePaintObserver.observers.push(this);
  }
  observe(): void {}
  disconnect(): void {
    FakePaintObserver.observers = FakePaintObserver.observers.filter((observer) => observer !== this);
  }
}

function serverRenderedPage(): void {
  document.body.innerHTML = `<div id="root"><h1>Menu</h1></div><script type="application/json" id="${SERVER_RENDER_STATE_ID}">{}</script>`;
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('serverHtmlPainted', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'PerformanceObserver', { value: FakePaintObserver, configurable: true });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    FakePaintObserver.observers = [];
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('waits for the first contentful paint of a server-rendered page', async () => {
    serverRenderedPage();
    const painted = serverHtmlPainted();
    expect(await settled(painted)).toBe(false);
    FakePaintObserver.paint('first-paint');
    expect(await settled(painted)).toBe(false);
    FakePaintObserver.paint('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
    expect(FakePaintObserver.observers).toHaveLength(0);
  });

  it('starts the page anyway once the limit has passed without a paint', async () => {
    serverRenderedPage();
    const painted = serverHtmlPainted(3000);
    jest.advanceTimersByTime(2999);
    expect(await settled(painted)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(painted)).toBe(true);
  });

  it('stops waiting when the tab goes to the background (a hidden page paints nothing)', async () => {
    serverRenderedPage();
    const painted = serverHtmlPainted();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait on a page the browser renders itself, in a background tab, or without paint timing', async () => {
    document.body.innerHTML = '<div id="root"><div class="shell"></div></div>';
    expect(await settled(serverHtmlPainted())).toBe(true);

    serverRenderedPage();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    expect(await settled(serverHtmlPainted())).toBe(true);

    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    FakePaintObserver.supportedEntryTypes = [];
    expect(await settled(serverHtmlPainted())).toBe(true);
    FakePaintObserver.supportedEntryTypes = ['paint'];
  });
});
