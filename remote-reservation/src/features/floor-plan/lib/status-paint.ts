import type { TableStatus } from '../types/table-state';
import type { PlanGlyph } from './plan-glyphs';

/**
 * Colour is never the only signal: each status also has its own outline dash and glyph (taken tables are hatched),
 * and the legend repeats them in words.
 */
export const STATUS_PAINT: Readonly<
  Record<TableStatus, { fill: string; stroke: string; dash?: string; glyph?: PlanGlyph }>
> = {
  free: { fill: 'green.subtle', stroke: 'green.solid' },
  taken: { fill: 'red.subtle', stroke: 'red.solid', dash: '12 8', glyph: 'cross' },
  'too-small': { fill: 'orange.subtle', stroke: 'orange.solid', dash: '3 6', glyph: 'alert' },
  unknown: { fill: 'bg.muted', stroke: 'border.emphasized', dash: '2 4', glyph: 'unknown' },
  // The live floor's: a party is due within the hour (a clock face), or at the table (a filled dot).
  soon: { fill: 'orange.subtle', stroke: 'orange.solid', dash: '12 8', glyph: 'clock' },
  seated: { fill: 'blue.subtle', stroke: 'blue.solid', glyph: 'dot' },
};
