import type { ClientErrorKind } from './client-event-rules';

/** An error a page caught: what kind, and the remote whose page it was when the reporter cannot tell. */
export type ClientErrorReport = { kind: ClientErrorKind; error: unknown; remote?: string };

type Reporter = (report: ClientErrorReport) => void;

let reporter: Reporter | null = null;

/**
 * The host's reporter (it owns loading the remotes, so it knows each one's version): set once it starts. A remote's
 * error boundary calls `reportClientError` without knowing who listens; standalone, nothing does.
 */
export function setClientErrorReporter(next: Reporter): () => void {
  reporter = next;
  return () => {
    if (reporter === next) reporter = null;
  };
}

/** Reports an error a component caught (an error boundary): sent once per page view by the host's reporter. */
export function reportClientError(report: ClientErrorReport): void {
  try {
    reporter?.(report);
  } catch {
    // reporting is never a second failure
  }
}
