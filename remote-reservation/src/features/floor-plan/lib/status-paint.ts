import type { TableStatus } from '../types/table-state';

/**
 * Colour is never the only signal: each status also has its own outline dash and glyph (taken tables are hatched),
 * and the legend repeats them in words.
 */
export const STATUS_PAINT: Readonly<
  Record<TableStatus, { fill: string; stroke: string; dash?: string; glyph: string }>
> = {
  free: { fill: 'green.subtle', stroke: 'green.solid', glyph: '' },
  taken: { fill: 'red.subtle', stroke: 'red.solid', dash: '12 8', glyph: '✕' },
  'too-small': { fill: 'orange.subtle', stroke: 'orange.solid', dash: '3 6', glyph: '!' },
  unknown: { fill: 'bg.muted', stroke: 'border.emphasized', dash: '2 4', glyph: '…' },
  // The live floor's: a party is due within the hour (a clock face), or at the table (a filled dot).
  soon: { fill: 'orange.subtle', stroke: 'orange.solid', dash: '12 8', glyph: '◷' },
  seated: { fill: 'blue.subtle', stroke: 'blue.solid', glyph: '●' },
};
