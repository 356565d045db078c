import type { RemoteModuleId } from '@restaurant/shared/router';
import { LoadingState } from '@restaurant/shared/ui';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
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

/** Mounts one exposed page module: lazy, with a skeleton while it loads and the retryable panel if it fails. */
export function RemotePage({ module, page }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemotePage(module);
    setAttempt((value) => value + 1);
  }, [module]);
  // A new lazy component per attempt: React caches a lazy's result (even a failure) forever.
  const Page = useMemo(() => lazy(() => loadRemotePage(module)), [module, attempt]);

  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary key={`${module}#${attempt}`} fallback={<RemoteUnavailable remote={remoteNameOf(module)} />}>
        <Suspense fallback={<LoadingState />}>
          <Page page={page} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
