import { UNRELEASED_VERSION } from '../../shared/src/client-errors/client-event-rules';
import { canaryVerdict, DEFAULT_ROLLBACK_RULE, type RollbackRule } from './canary-verdict';
import type { ReleaseStore } from './release-store';
import type { ReleaseCounts } from './release-table';

/**
 * The automatic rollback of a canary (issue 58, item 3), as the site server runs it on a timer: for each remote with
 * a canary running, the page views and errors the API counted since the canary started, the canary's against the
 * stable release's (the live one, or the remote's dist/ build), and `canaryVerdict` on them. A canary found bad is
 * recorded (once, whatever the number of instances: `recordAutomaticRollback`) and dropped, exactly as
 * `npm run rollback` drops it; the browsers on it get the stable release from their next /remotes.json.
 */

/** Per version of a remote, what the API counted from `since` on (`clientEventRepository.activitySince`). */
export type ActivitySince = (
  remote: string,
  since: Date,
) => Promise<ReadonlyArray<ReleaseCounts & { version: string }>>;

export interface CanaryRollback {
  remote: string;
  /** the canary dropped */
  from: string;
  /** the stable release everyone is on (null: the remote's dist/ build) */
  to: string | null;
  canary: ReleaseCounts;
  stable: ReleaseCounts;
  canaryRate: number;
  stableRate: number;
  reason: string;
}

export interface CanaryWatchOptions {
  store: ReleaseStore;
  remotes: readonly string[];
  activitySince: ActivitySince;
  rule?: RollbackRule;
  now?: () => Date;
}

const NONE: ReleaseCounts = { pageViews: 0, errors: 0 };

/**
 * One look at every running canary. Returns the rollbacks this caller recorded (the one line each to log); a canary
 * another instance recorded is dropped here too when its pointer still names it, and not returned (not logged twice).
 */
export async function checkCanaries({
  store,
  remotes,
  activitySince,
  rule = DEFAULT_ROLLBACK_RULE,
  now = () => new Date(),
}: CanaryWatchOptions): Promise<CanaryRollback[]> {
  const rolledBack: CanaryRollback[] = [];
  for (const remote of remotes) {
    const canary = store.canary(remote);
    if (!canary) continue;
    // recorded by an instance that stopped before dropping it: finish its work
    if (store.rolledBackAutomatically(remote, canary)) {
      store.dropCanary(remote, canary, now());
      continue;
    }
    const stableVersion = store.live(remote);
    const activity = await activitySince(remote, new Date(canary.startedAt));
    const countsOf = (version: string): ReleaseCounts => {
      const found = activity.find((row) => row.version === version);
      return found ? { pageViews: found.pageViews, errors: found.errors } : NONE;
    };
    const canaryCounts = countsOf(canary.version);
    const stableCounts = countsOf(stableVersion ?? UNRELEASED_VERSION);
    const verdict = canaryVerdict(stableCounts, canaryCounts, rule);
    if (!verdict.rollBack) continue;
    const recorded = store.recordAutomaticRollback(remote, canary, verdict.reason, now());
    // dropped by whoever gets here, the recorder or not: the pointer write is the same, and conditional on this run
    store.dropCanary(remote, canary, now());
    if (!recorded) continue;
    rolledBack.push({
      remote,
      from: canary.version,
      to: stableVersion,
      canary: canaryCounts,
      stable: stableCounts,
      canaryRate: verdict.canaryRate,
      stableRate: verdict.stableRate,
      reason: verdict.reason,
    });
  }
  return rolledBack;
}

/** CANARY_CHECK_SECONDS: how often the site server looks at the running canaries (default 30 s). */
export function canaryCheckIntervalMs(env: NodeJS.ProcessEnv): number {
  const text = env.CANARY_CHECK_SECONDS?.trim() ?? '';
  const seconds = Number(text);
  return /^[0-9]{1,5}(\.[0-9]+)?$/.test(text) && seconds > 0 ? seconds * 1000 : 30_000;
}

/**
 * Runs `checkCanaries` every `intervalMs` (one look at a time: a slow database never stacks them), reporting each
 * rollback this instance recorded to `onRollback` and a failed look to `onError`. Returns what stops it.
 */
export function watchCanaries(
  options: CanaryWatchOptions & {
    intervalMs: number;
    onRollback: (rollback: CanaryRollback) => void;
    onError: (error: unknown) => void;
  },
): () => void {
  let looking = false;
  const look = async () => {
    if (looking) return;
    looking = true;
    try {
      for (const rollback of await checkCanaries(options)) options.onRollback(rollback);
    } catch (error) {
      options.onError(error);
    } finally {
      looking = false;
    }
  };
  // unref: the watch alone never keeps a process (or a test) alive
  const timer = setInterval(() => void look(), options.intervalMs).unref();
  return () => clearInterval(timer);
}
