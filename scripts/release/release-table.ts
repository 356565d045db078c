import { ReleaseError, type ReleaseEntry } from './release-store';

/** What the client events say of one release (page views and errors counted in the API, issue 58 item 2). */
export interface ReleaseCounts {
  pageViews: number;
  errors: number;
}

/** Shown where a count is not known: no database to read, or no page view to divide by. */
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

/** The window `releases` counts over by default. */
export const DEFAULT_WINDOW = '1h';

const UNIT_MS = { m: 60_000, h: 3600_000, d: 24 * 3600_000 } as const;

/** `--since`: a number and m, h or d (`90m`, `1h`, `7d`), in ms; anything else a ReleaseError. */
export function windowMsOf(text: string): number {
  const match = /^([0-9]{1,4})([mhd])$/.exec(text.trim());
  const amount = Number(match?.[1]);
  const unit = match?.[2];
  if (!match || amount === 0 || (unit !== 'm' && unit !== 'h' && unit !== 'd')) {
    throw new ReleaseError(`--since is a number and m, h or d (90m, 1h, 7d), not ${JSON.stringify(text)}`);
  }
  return amount * UNIT_MS[unit];
}
