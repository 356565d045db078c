import type { ReleaseEntry } from './release-store';

/** What the client events say of one release (page views and errors counted in the API, issue 58 item 2). */
export interface ReleaseCounts {
  pageViews: number;
  errors: number;
}

/** Shown where a count is not known: the API does not count client events per release yet. */
export const UNKNOWN = '—';

/** A release's share of the browsers: the live one's is what the canary leaves it. */
function shareOf(entry: ReleaseEntry, canaryPercent: number): string {
  if (entry.canaryPercent !== undefined) return `canary ${entry.canaryPercent} %`;
  if (entry.live) return `stable ${100 - canaryPercent} %`;
  return '';
}

function errorRateOf(counts: ReleaseCounts | undefined): string {
  if (!counts || counts.pageViews === 0) return UNKNOWN;
  return `${((counts.errors / counts.pageViews) * 100).toFixed(2)} %`;
}

/**
 * `npm run releases`: one line per release, oldest first, with its share of the browsers, page views and error rate
 * (`countsOf` gives them; "—" where it knows none). `*` marks a release someone is served.
 */
export function releaseTable(
  entries: readonly ReleaseEntry[],
  countsOf: (version: string) => ReleaseCounts | undefined = () => undefined,
): string[] {
  const canaryPercent = entries.find((entry) => entry.canaryPercent !== undefined)?.canaryPercent ?? 0;
  const rows = entries.map((entry) => {
    const counts = countsOf(entry.version);
    const served = entry.live || entry.canaryPercent !== undefined;
    return [
      served ? '*' : ' ',
      entry.version,
      shareOf(entry, canaryPercent),
      counts ? String(counts.pageViews) : UNKNOWN,
      errorRateOf(counts),
    ];
  });
  const header = [' ', 'version', 'share', 'page views', 'error rate'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  return [header, ...rows].map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}
