import { registerPlugins } from '@module-federation/enhanced/runtime';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  hydrateServerData,
  initI18n,
  queryClient,
  readServerRenderState,
  resolveApiBaseUrl,
  setClientErrorReporter,
  splitLanguagePath,
  useCustomizerStore,
} from '@restaurant/shared';
import { appSystem } from '@restaurant/shared/system';
import { App } from './app/app';
import { clientErrorReporter } from './features/remote-loading/client-error-reporter';
import { fallbackPlugin } from './features/remote-loading/federation-plugins';
import { nextTask } from './lib/next-task';
import { hostTranslations } from './lib/translations';

// Before any page asks for a remote: a failed load gives the fallback module at once (the page retries afterwards).
registerPlugins([fallbackPlugin()]);
clientErrorReporter.setApiBaseUrl(resolveApiBaseUrl());
// the remotes' own error boundaries report through `reportClientError` of the shared package
setClientErrorReporter(({ kind, error, remote }) => clientErrorReporter.report(kind, error, remote));

/**
 * A part the server could not render (its remote did not load there: React error 419) is rendered here instead, as
 * designed: a warning. Anything else (a tree that differs from the server's) is a bug: an error.
 */
function reportRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/#419\b|Switched to client rendering/.test(message))
    console.warn('Rendered in the browser, not hydrated:', message);
  else {
    console.error(error);
    clientErrorReporter.report('hydration', error);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page the server rendered comes with the language it was rendered in and the data it showed: the browser starts
// from both, so its first render is the server's tree and React hydrates it instead of painting it again.
// Any other page starts in the language its address names (`/fr/...`; unprefixed: English).
const serverState = readServerRenderState();
useCustomizerStore
  .getState()
  .setLanguage(serverState?.language ?? splitLanguagePath(window.location.pathname).language);
if (serverState) hydrateServerData(queryClient, serverState.queries);

// The shell's texts are in before its first render: `host` is defined (so registered) by the import above, and
// initI18n loads every namespace defined so far.
await initI18n();
await hostTranslations.load();
if (serverState) {
  // Evaluating the app's modules is one long task already: hydration starts in the next one, so the main thread is
  // free in between and neither task is as long as both together.
  await nextTask();
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser run between them; a plain
  // hydrateRoot works at the default priority, which React never slices: one task as long as the whole tree. The
  // same holds for the first render of a page drawn in the browser only, below.
  startTransition(() => {
    hydrateRoot(container, <App serverRendered />, { onRecoverableError: reportRecoverableError });
  });
} else {
  // The page's first render would build the Chakra system if index.ts's task has not yet: built here instead, in a
  // task of its own.
  await nextTask();
  appSystem();
  await nextTask();
  const root = createRoot(container);
  startTransition(() => root.render(<App />));
}
