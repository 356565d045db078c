/** A Chakra colour palette a series is drawn in (its 600 step in light mode, 400 in dark, as Chakra's solid tokens). */
export type SeriesPalette = 'blue' | 'orange' | 'teal' | 'purple' | 'red';

/**
 * What a report's chart shows, without chart.js: the page builds it from the report, and the lazily loaded chart
 * (`charts/report-chart.tsx`) draws it. The same figures are in the report's table.
 */
export interface ChartSpec {
  readonly kind: 'bar' | 'line';
  /** bars along the vertical axis (long names: the top dishes) */
  readonly horizontal?: boolean;
  readonly labels: readonly string[];
  readonly series: readonly {
    readonly label: string;
    readonly values: readonly (number | null)[];
    readonly palette: SeriesPalette;
  }[];
  /** how a value is written on the axis and in the tooltip (money, a count, a rating) */
  readonly format: (value: number) => string;
  readonly min?: number;
  readonly max?: number;
}
