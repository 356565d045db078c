import type { ReleaseCounts } from './release-table';

/**
 * When a canary is bad enough to roll back by itself (issue 58, item 3): its error rate above the stable release's by
 * `factor`, on enough evidence that a few unlucky page views do not decide (`minErrors` errors over `minPageViews`
 * page views of the canary). Pure: the canary watch (`canary-watch.ts`) feeds it the client events counted since the
 * canary started and, on a rollback, drops the canary.
 */
export interface RollbackRule {
  factor: number;
  minErrors: number;
  minPageViews: number;
}

export const DEFAULT_ROLLBACK_RULE: RollbackRule = { factor: 2, minErrors: 5, minPageViews: 100 };

export type CanaryVerdict =
  { rollBack: false } | { rollBack: true; reason: string; canaryRate: number; stableRate: number };

/** Errors per page view; none counted is a rate of 0 (nothing seen failing), never a division by zero. */
export function errorRate({ errors, pageViews }: ReleaseCounts): number {
  return pageViews === 0 ? 0 : errors / pageViews;
}

/** `0.0857` → `8.6 %`. */
export const percentText = (rate: number): string => `${(rate * 100).toFixed(1)} %`;

/**
 * canary's rate > factor × stable's rate, compared cross-multiplied (errors × views) so a canary exactly at the factor
 * is never tipped over by floating point (5/100 against 2 × 25/1000 is equal, not above).
 */
function aboveFactor(stable: ReleaseCounts, canary: ReleaseCounts, factor: number): boolean {
  if (stable.pageViews === 0) return canary.errors > 0;
  return canary.errors * stable.pageViews > factor * stable.errors * canary.pageViews;
}

export function canaryVerdict(
  stable: ReleaseCounts,
  canary: ReleaseCounts,
  rule: RollbackRule = DEFAULT_ROLLBACK_RULE,
): CanaryVerdict {
  if (canary.pageViews < rule.minPageViews || canary.errors < rule.minErrors) return { rollBack: false };
  if (!aboveFactor(stable, canary, rule.factor)) return { rollBack: false };
  const canaryRate = errorRate(canary);
  const stableRate = errorRate(stable);
  return {
    rollBack: true,
    canaryRate,
    stableRate,
    reason: `${canary.errors} errors / ${canary.pageViews} views, ${percentText(canaryRate)} vs ${percentText(stableRate)}`,
  };
}

/**
 * The rule the site server's canary watch applies: CANARY_ROLLBACK_FACTOR, CANARY_ROLLBACK_MIN_ERRORS and
 * CANARY_ROLLBACK_MIN_PAGE_VIEWS (each above 0, the two counts whole; unset or anything else: the default).
 */
export function rollbackRuleOf(env: NodeJS.ProcessEnv): RollbackRule {
  const numberOr = (name: string, fallback: number, whole: boolean) => {
    const text = env[name]?.trim() ?? '';
    const value = Number(text);
    const valid = text !== '' && Number.isFinite(value) && value > 0 && (!whole || Number.isInteger(value));
    return valid ? value : fallback;
  };
  return {
    factor: numberOr('CANARY_ROLLBACK_FACTOR', DEFAULT_ROLLBACK_RULE.factor, false),
    minErrors: numberOr('CANARY_ROLLBACK_MIN_ERRORS', DEFAULT_ROLLBACK_RULE.minErrors, true),
    minPageViews: numberOr('CANARY_ROLLBACK_MIN_PAGE_VIEWS', DEFAULT_ROLLBACK_RULE.minPageViews, true),
  };
}
