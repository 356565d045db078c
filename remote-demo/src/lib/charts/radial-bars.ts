import type { ChartTheme } from './chart-theme';

export interface RadialBar {
  label: string;
  /** Progress in percent, 0 to 100. */
  value: number;
  /**
   * Its place in the whole set the page can show: the palette colour it keeps when other rings are hidden, so hiding
   * one ring never recolours the rest. Its place among the rings drawn when absent.
   */
  colorIndex?: number;
}

/** A percentage as the filled part of a ring and the rest of it (never below 0 or above 100). */
export function ringOf(value: number): [number, number] {
  const filled = Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
  return [filled, 100 - filled];
}

/** The colour of a ring's filled arc, the same in the chart and in the page's legend. */
export function ringColor(theme: ChartTheme, bar: RadialBar, index: number): string {
  const position = bar.colorIndex ?? index;
  return theme.series[position % theme.series.length] ?? theme.primaryMuted;
}

/**
 * One doughnut dataset per bar (chart.js draws a doughnut's datasets as nested rings): the filled arc in the ring's
 * colour over a track in the grid colour.
 */
export function radialBarData(theme: ChartTheme, bars: readonly RadialBar[]) {
  return {
    labels: ['', ''],
    datasets: bars.map((bar, index) => ({
      label: bar.label,
      data: ringOf(bar.value),
      backgroundColor: [ringColor(theme, bar, index), theme.grid],
      borderWidth: 0,
      // Only the filled arc has rounded ends; the track stays a plain ring.
      borderRadius: [8, 0],
      spacing: 0,
      weight: 1,
    })),
  };
}
