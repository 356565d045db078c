import {
  CLIENT_ERROR_MESSAGE_MAX_LENGTH,
  CLIENT_ERROR_STACK_MAX_LENGTH,
  CLIENT_EVENT_REMOTES,
  UNRELEASED_VERSION,
  scrubClientText,
  type ClientErrorKind,
  type ClientEventRemote,
} from '@restaurant/shared/client-errors';
import type { ClientEventBody } from '@restaurant/shared/contracts';

/** Where beacons go, under the API's base URL. */
export const CLIENT_ERRORS_PATH = '/client-errors';

const RELEASE_MANIFEST = /\/releases\/([a-z-]+)\/(\d{8}T\d{6}Z-[0-9a-f]{10})\/mf-manifest\.json$/;

/** The release version a `/remotes.json` manifest URL names, or `dist` for the remote's own build. */
export function versionOfManifestUrl(manifestUrl: string): string {
  const path = manifestUrl.replace(/[?#].*$/, '');
  return RELEASE_MANIFEST.exec(path)?.[2] ?? UNRELEASED_VERSION;
}

const isRemote = (name: string): name is ClientEventRemote =>
  (CLIENT_EVENT_REMOTES as readonly string[]).includes(name);

export type ClientErrorReporterOptions = {
  /** sends one beacon's body (navigator.sendBeacon in the browser) */
  send: (body: string) => void;
  /** a fresh random id per page view */
  newPageViewId: () => string;
};

type PageView = { id: string; remote: ClientEventRemote | null; route: string };

/** The first line of an error (a hydration error's next lines are the page's own text), with its name. */
function messageOf(kind: ClientErrorKind, error: unknown): string {
  const text =
    error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : String(error);
  return kind === 'hydration' ? (text.split('\n')[0] ?? '') : text;
}

/** The stack; of a hydration error only its frames (its message, repeated on top, holds the page's text). */
function stackOf(kind: ClientErrorKind, error: unknown): string | undefined {
  if (!(error instanceof Error) || typeof error.stack !== 'string') return undefined;
  if (kind !== 'hydration') return error.stack;
  return error.stack
    .split('\n')
    .filter((line) => /^\s*at /.test(line))
    .join('\n');
}

/** A failed chunk is a chunk load whatever caught it (a rejection, the federation runtime). */
const isChunkLoad = (error: unknown) =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (css )?chunk .* failed/i.test(error.message));

/**
 * Reports page views and client errors per remote version, one beacon each: a page view once per page view, an error
 * once per page view. Never the address (the route's pattern instead), and nothing a person typed or owns: each text
 * is scrubbed (`scrubClientText`) before it leaves.
 */
export function createClientErrorReporter({ send, newPageViewId }: ClientErrorReporterOptions) {
  const versions = new Map<ClientEventRemote, string>();
  let page: PageView = { id: newPageViewId(), remote: null, route: '/' };
  let sent = new Set<string>();

  const sendOnce = (key: string, body: ClientEventBody) => {
    if (sent.has(key)) return;
    sent.add(key);
    send(JSON.stringify(body));
  };

  return {
    /** The versions the host loaded: `/remotes.json` as read at start. */
    setRemotes(manifestUrls: Record<string, string>): void {
      for (const [name, url] of Object.entries(manifestUrls))
        if (isRemote(name)) versions.set(name, versionOfManifestUrl(url));
    },

    /** A new page is shown: a new page view, counted for the remote that draws it. */
    startPageView(remote: string, route: string): void {
      page = { id: newPageViewId(), remote: isRemote(remote) ? remote : null, route };
      sent = new Set();
      const version = page.remote ? versions.get(page.remote) : undefined;
      if (!page.remote || !version) return;
      sendOnce('page-view', { type: 'page-view', pageViewId: page.id, remote: page.remote, version, route });
    },

    /** An error, blamed on `remote` when known (a failed remote load), else on the remote of the page shown. */
    report(kind: ClientErrorKind, error: unknown, remote?: string): void {
      const blamed = remote !== undefined && isRemote(remote) ? remote : page.remote;
      const version = blamed ? versions.get(blamed) : undefined;
      if (!blamed || !version) return;
      const actualKind =
        kind === 'unhandled-rejection' || kind === 'remote-load' ? (isChunkLoad(error) ? 'chunk-load' : kind) : kind;
      const message = scrubClientText(messageOf(actualKind, error), CLIENT_ERROR_MESSAGE_MAX_LENGTH);
      const stack = stackOf(actualKind, error);
      sendOnce(`${blamed}|${actualKind}|${message}`, {
        type: 'error',
        pageViewId: page.id,
        remote: blamed,
        version,
        route: page.route,
        kind: actualKind,
        message,
        ...(stack === undefined ? {} : { stack: scrubClientText(stack, CLIENT_ERROR_STACK_MAX_LENGTH) }),
      });
    },
  };
}

export type ClientErrorReporter = ReturnType<typeof createClientErrorReporter>;

/**
 * The browser's one reporter. Beacons wait until the shell knows where the API is (`setApiBaseUrl`, from
 * `<meta name="api-base-url">` once the shared modules are in), so an error before that is still sent.
 */
function browserReporter() {
  let url: string | null = null;
  const waiting: string[] = [];
  const beacon = (target: string, body: string) => {
    // a string goes as text/plain: no preflight, so an API on another origin gets it too (it reads it as JSON)
    if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon(target, body);
  };
  const reporter = createClientErrorReporter({
    send: (body) => (url === null ? waiting.push(body) : beacon(url, body)),
    newPageViewId: () => crypto.randomUUID(),
  });
  return Object.assign(reporter, {
    setApiBaseUrl(apiBaseUrl: string): void {
      url = `${apiBaseUrl}${CLIENT_ERRORS_PATH}`;
      for (const body of waiting.splice(0)) beacon(url, body);
    },
  });
}

export const clientErrorReporter = browserReporter();

/** Window errors and unhandled rejections, reported until the returned function removes the listeners. */
export function reportWindowErrors(target: Window, reporter: ClientErrorReporter): () => void {
  const onError = (event: ErrorEvent) => reporter.report('window-error', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reporter.report('unhandled-rejection', event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
