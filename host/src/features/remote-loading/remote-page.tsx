import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useDisplayLanguage, useServerRendered } from '@restaurant/shared';
import type { RemoteModuleId } from '@restaurant/shared/router';
import { LoadingState } from '@restaurant/shared/ui';
import { removeEarlyRemoteNotice } from './early-remote-notice';
import { isUnavailableModule, unavailableReason } from './federation-plugins';
import { forgetRemotePage, loadRemotePage, remotePageArrival } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRetryContext } from './remote-retry-context';
import { RemoteUnavailable, type RemoteUnavailableReason } from './remote-unavailable';

export interface RemotePageProps {
  module: RemoteModuleId;
  /** Sub-page key for section modules (demo). */
  page?: string;
}

/**
 * Once the panel is up, how long after each failure the page asks its unreachable remote again on its own (a remote
 * redeploying comes back without the diner doing anything); after these, only the panel's Retry asks.
 */
const BACKGROUND_RETRY_DELAYS_MS = [2_000, 6_000, 20_000] as const;

function remoteNameOf(id: RemoteModuleId): string {
  return id.slice(0, id.indexOf('/'));
}

type LazyRemotePage = LazyExoticComponent<ComponentType<{ page?: string }>>;

// One lazy component per (module, attempt), created outside render: React caches a lazy's result (even a failure)
// forever, so a retry after a render error needs a fresh one.
const lazyPages = new Map<string, LazyRemotePage>();

function lazyRemotePage(module: RemoteModuleId, attempt: number): LazyRemotePage {
  const key = `${module}#${attempt}`;
  let component = lazyPages.get(key);
  if (!component) {
    component = lazy(() =>
      // A remote that failed gives the fallback plugin's stand-in: rather than render it where the browser may be
      // hydrating the server's markup of the page (a mismatch), wait for the page itself, however many attempts that
      // takes (RemotePage shows the panel meanwhile). A rejection (the server's render, which has no fallback plugin;
      // a module missing from its remote) still fails the part.
      loadRemotePage(module).then((loaded) => (isUnavailableModule(loaded) ? remotePageArrival(module) : loaded)),
    );
    lazyPages.set(key, component);
  }
  return component;
}

/**
 * Marks the document once a page's content (or its panel) is live: on a server-rendered page, its buttons do nothing
 * until the browser has hydrated them (end-to-end tests wait for this mark after loading one). React now speaks for the
 * page, so the notice index.ts may have put up before React ran goes, in the same commit (never both on screen; the
 * notice reads the mark to stay away). Renders nothing, on the server too, so the markup is the same.
 */
function PageLive() {
  useLayoutEffect(() => {
    document.documentElement.dataset['pageLive'] = 'true';
    removeEarlyRemoteNotice();
  }, []);
  return null;
}

/**
 * How the download of `module` went, once it has: the reason for the panel, or null while loading and once the page
 * is in. An unreachable remote is asked again in the background; the page replaces the panel when it arrives.
 */
function useRemoteFailure(module: RemoteModuleId, attempt: number): RemoteUnavailableReason | null {
  // Kept through a retry until it settles: the panel stays up meanwhile, rather than a skeleton flashing over it.
  const [failure, setFailure] = useState<RemoteUnavailableReason | null>(null);
  const [backgroundTries, setBackgroundTries] = useState(0);

  useEffect(() => {
    let current = true;
    loadRemotePage(module).then(
      (loaded) => {
        if (current) setFailure(unavailableReason(loaded));
      },
      () => {
        // The lazy rejects too: the error boundary shows the panel.
        if (current) setFailure(null);
      },
    );
    return () => {
      current = false;
    };
  }, [module, attempt, backgroundTries]);

  const delay = BACKGROUND_RETRY_DELAYS_MS[backgroundTries];
  useEffect(() => {
    if (failure !== 'unreachable' || delay === undefined) return undefined;
    const timer = setTimeout(() => {
      forgetRemotePage(module);
      setBackgroundTries((tries) => tries + 1);
    }, delay);
    return () => clearTimeout(timer);
  }, [failure, delay, module]);

  return failure;
}

/**
 * One exposed page module: lazy, with a skeleton while it loads, and the retryable panel as soon as its remote fails.
 * On a page the server rendered, the server's markup stays on screen under the panel (readable, waiting for the page's
 * code): the panel is a normal update after hydration, never a different tree hydrated over the server's.
 */
function RemotePageMount({ module, page }: RemotePageProps) {
  const serverRendered = useServerRendered();
  const [attempt, setAttempt] = useState(0);
  const failure = useRemoteFailure(module, attempt);
  const retry = useCallback(() => {
    forgetRemotePage(module);
    setAttempt((value) => value + 1);
  }, [module]);
  const remote = remoteNameOf(module);
  const Page = lazyRemotePage(module, attempt);
  const displayLanguage = useDisplayLanguage();
  const [serverLanguage] = useState(displayLanguage);

  // The same element from render to render: while it waits for the page, React keeps its server markup as it is
  // (an updated boundary still waiting would be rendered afresh as a skeleton).
  const content = useMemo(
    () => (
      <RemoteErrorBoundary key={attempt} fallback={<RemoteUnavailable remote={remote} />}>
        <Suspense fallback={<LoadingState />}>
          {/* eslint-disable-next-line react-hooks/static-components -- one component per (module, attempt), kept in lazyPages */}
          <Page page={page} />
          <PageLive />
        </Suspense>
      </RemoteErrorBoundary>
    ),
    [Page, attempt, page, remote],
  );
  // Only the first attempt of the first page can still hold the server's markup; elsewhere it would be a skeleton. Once
  // the diner picks another language, that markup (in the old one) goes: React could not finish the page's render in
  // the new language while a boundary waited dehydrated under it (it hydrates a boundary before updating it).
  const keepContent = failure === null || (serverRendered && attempt === 0 && displayLanguage === serverLanguage);

  return (
    <RemoteRetryContext.Provider value={retry}>
      {failure === null ? null : (
        <>
          <RemoteUnavailable remote={remote} reason={failure} />
          <PageLive />
        </>
      )}
      {keepContent ? content : null}
    </RemoteRetryContext.Provider>
  );
}

/** Mounts one exposed page module; another module (the next route) starts afresh. */
export function RemotePage({ module, page }: RemotePageProps) {
  return <RemotePageMount key={module} module={module} page={page} />;
}
