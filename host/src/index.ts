import { preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { HOME_PATH, PAGE_ROUTES } from './app/routes';
import { clientErrorReporter, reportWindowErrors } from './features/remote-loading/client-error-reporter';
import { showEarlyRemoteNotice } from './features/remote-loading/early-remote-notice';
import { remoteTimeoutPlugin } from './features/remote-loading/remote-timeout-plugin';
import { SharedVersionSkewError, sharedVersionPlugin } from './features/remote-loading/shared-version-plugin';
import { nextTask } from './lib/next-task';
import { serverHtmlPainted } from './lib/server-html-painted';

/**
 * Where each remote lives is decided at run time by `/remotes.json` (name -> mf-manifest.json URL), so a remote can
 * move or redeploy without rebuilding the host. If the file itself cannot be read, the site still starts and the
 * remote routes show their "unavailable" panel.
 */
async function readRemotes(): Promise<Record<string, string>> {
  try {
    // Same request as index.html's `<link rel="preload">` (default cache mode; the server answers no-cache), so the
    // response already on its way is reused instead of fetched again.
    const response = await fetch('/remotes.json');
    if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) throw new Error('/remotes.json is not an object');
    return Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch (error) {
    console.error('Remote list unavailable; remote pages will show their fallback', error);
    return {};
  }
}

/** A pattern's `:id` segment matches any value (`food-detail/:id` matches `food-detail/7`); no router this early. */
function matches(pattern: string, pathname: string): boolean {
  const expected = pattern.split('/');
  const actual = pathname.replace(/\/+$/, '').split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  );
}

/**
 * The remote module the address in the bar will render. Fetching its manifest, remoteEntry.js and chunks now, while
 * React and the shell's own chunks download, takes three round trips off the first render's critical path.
 */
function firstPageModule(pathname: string): { remote: string; exposed: string } | null {
  const path = pathname === '/' ? HOME_PATH : pathname;
  // a page in another language than English is its path under the language's prefix (`/fr/landing/food`), and no
  // page's own path starts with one: the prefix is dropped without reading the languages (no shared module yet)
  const route =
    PAGE_ROUTES.find((candidate) => matches(candidate.path, path)) ??
    PAGE_ROUTES.find((candidate) => matches(candidate.path, path.replace(/^\/[^/]+/, '')));
  if (!route) return null;
  const [remote, exposed] = route.module.split('/');
  return remote && exposed ? { remote, exposed } : null;
}

// Before the first manifest is read (the preload below reads it): a remote built against another major version of a
// shared singleton is refused before any of its code runs, and one that never answers is given up on within a second.
registerPlugins([sharedVersionPlugin(), remoteTimeoutPlugin()]);
// From the first line that can fail: each error is counted against the version of the remote whose page it was.
reportWindowErrors(window, clientErrorReporter);
// The server's HTML is on screen before any other file is asked for: the remotes' and the app's files run as they
// arrive, and run first they kept the page's first frame (its largest picture) waiting for them.
await serverHtmlPainted();
const remotes = await readRemotes();
clientErrorReporter.setRemotes(remotes);
registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
const firstPage = firstPageModule(window.location.pathname);
if (firstPage && firstPage.remote in remotes) {
  // A failed preload leaves nothing cached: the page's own loadRemote tries again and falls back as usual once the app
  // has started; a remote that cannot be fetched is told at once. (One refused for its versions waits for its panel:
  // a reload would not help.)
  preloadRemote([{ nameOrAlias: firstPage.remote, exposes: [firstPage.exposed] }]).catch((error: unknown) => {
    if (!(error instanceof SharedVersionSkewError)) showEarlyRemoteNotice();
  });
}
// Asking for a module graph is work before any of it downloads: the federation runtime resolves each shared module it
// consumes and a script tag goes in for each of its files. Asked for in one task, the remotes, the system and the app
// were one task of 260-320 ms at 4x CPU; each is a task of its own.
await nextTask();
// Chakra's system is the longest piece of work before the page hydrates at a phone's CPU speed. Asked for on its own,
// beside the app, its modules are evaluated as soon as their files are in (before the app's, whose files include
// react-dom), and the system is built in the next task: evaluating its modules, building it and evaluating the app are
// three tasks instead of one three times as long.
import('@restaurant/shared/system')
  .then(async ({ appSystem }) => {
    await nextTask();
    appSystem();
  })
  .catch(() => undefined); // a failure shows in the app's import below
await nextTask();
await import('./bootstrap');
