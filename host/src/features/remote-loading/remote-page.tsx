import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteModuleId } from '@restaurant/shared/router';
import { LoadingState } from '@restaurant/shared/ui';
import { forgetRemotePage, loadRemotePage } from './load-remote-page';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRetryContext } from './remote-retry-context';
import { RemoteUnavailable } from './remote-unavailable';

export interface RemotePageProps {
  module: RemoteModuleId;
  /** Sub-page key for section modules (demo). */
  page?: string;
}

function remoteNameOf(id: RemoteModuleId): string {
  return id.slice(0, id.indexOf('/'));
}

type LazyRemotePage = LazyExoticComponent<ComponentType<{ page?: string }>>;

// One lazy component per (module, attempt), created outside render: React caches a lazy's result (even a failure)
// forever, so a retry needs a fresh one.
const lazyPages = new Map<string, LazyRemotePage>();

function lazyRemotePage(module: RemoteModuleId, attempt: number): LazyRemotePage {
  const key = `${module}#${attempt}`;
  let component = lazyPages.get(key);
  if (!component) {
    component = lazy(() => loadRemotePage(module));
    lazyPages.set(key, component);
  }
  return component;
}

/**
 * Marks the document once a page's content is live: on a server-rendered page, its buttons do nothing until the
 * browser has hydrated them (end-to-end tests wait for this mark after loading one). Renders nothing, on the server
 * too, so the markup is the same.
 */
function PageLive() {
  useEffect(() => {
    document.documentElement.dataset['pageLive'] = 'true';
  }, []);
  return null;
}

/** Mounts one exposed page module: lazy, with a skeleton while it loads and the retryable panel if it fails. */
export function RemotePage({ module, page }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemotePage(module);
    setAttempt((value) => value + 1);
  }, [module]);
  const Page = lazyRemotePage(module, attempt);

  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={`${module}#${attempt}`} fallback={<RemoteUnavailable remote={remoteNameOf(module)} />}>
        <Suspense fallback={<LoadingState />}>
          {/* eslint-disable-next-line react-hooks/static-components -- one component per (module, attempt), kept in lazyPages */}
          <Page page={page} />
          <PageLive />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
