import type { ReleaseCounts } from './release-table';

/**
 * When a canary is bad enough to roll back by itself (issue 58, item 3): its error rate above the live release's by
 * `factor`, on enough evidence that a few unlucky page views do not decide (`minErrors` errors over `minPageViews`
 * page views of the canary). Pure: whatever watches the counts (the API's client events) calls it and, on a rollback,
 * calls `ReleaseStore.rollback`, which drops the canary.
 */
export interface RollbackRule {
  factor: number;
  minErrors: number;
  minPageViews: number;
}

export const DEFAULT_ROLLBACK_RULE: RollbackRule = { factor: 2, minErrors: 5, minPageViews: 100 };

export type CanaryVerdict = { rollBack: false } | { rollBack: true; reason: string };

const rateOf = ({ errors, pageViews }: ReleaseCounts): number => (pageViews === 0 ? 0 : errors / pageViews);
const percent = (rate: number): string => `${(rate * 100).toFixed(2)} %`;

export function canaryVerdict(
  stable: ReleaseCounts,
  canary: ReleaseCounts,
  rule: RollbackRule = DEFAULT_ROLLBACK_RULE,
): CanaryVerdict {
  if (canary.pageViews < rule.minPageViews || canary.errors < rule.minErrors) return { rollBack: false };
  const canaryRate = rateOf(canary);
  const stableRate = rateOf(stable);
  if (canaryRate <= stableRate * rule.factor) return { rollBack: false };
  return {
    rollBack: true,
    reason:
      `error rate ${percent(canaryRate)} (${canary.errors} errors over ${canary.pageViews} page views), ` +
      `above ${rule.factor}× the stable release's ${percent(stableRate)}`,
  };
}
