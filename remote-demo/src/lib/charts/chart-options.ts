import type { ChartOptions } from 'chart.js';
import type { ChartTheme } from './chart-theme';

/** One named row of figures: a dataset. `muted` draws it in the theme colour's light tint (the quieter of a pair). */
export interface ChartSeries {
  label: string;
  values: readonly number[];
  tone?: 'series' | 'muted';
}

export type ValueFormatter = (value: number) => string;

export interface CartesianLayout {
  /** A sparkline: no axes, no legend, no grid (the card around it names the figure). */
  compact?: boolean;
  stacked?: boolean;
  showLegend?: boolean;
}

/** The colour of the series at `index`: the theme's palettes in turn, or the theme colour's tint when muted. */
export function seriesColor(theme: ChartTheme, series: ChartSeries, index: number): string {
  if (series.tone === 'muted') return theme.primaryMuted;
  return theme.series[index % theme.series.length] ?? theme.primaryMuted;
}

function font(theme: ChartTheme) {
  return { family: theme.fontFamily, size: 12 };
}

/** What a tooltip line is drawn from, whatever the chart type. */
interface TooltipLine {
  raw: unknown;
  dataset: { label?: string };
}

/** Legend and tooltip as every chart has them: theme colours, and right to left in Arabic. */
export function pluginOptions(theme: ChartTheme, showLegend: boolean, formatValue: ValueFormatter | undefined) {
  const textDirection = theme.rtl ? 'rtl' : 'ltr';
  return {
    legend: {
      display: showLegend,
      position: 'bottom' as const,
      rtl: theme.rtl,
      textDirection,
      labels: { color: theme.text, font: font(theme), usePointStyle: true, boxWidth: 8, boxHeight: 8 },
    },
    tooltip: {
      rtl: theme.rtl,
      textDirection,
      backgroundColor: theme.tooltipBackground,
      titleColor: theme.tooltipText,
      bodyColor: theme.tooltipText,
      titleFont: font(theme),
      bodyFont: font(theme),
      callbacks: {
        label: (item: TooltipLine) => {
          const raw = typeof item.raw === 'number' ? item.raw : Number(item.raw);
          const value = formatValue ? formatValue(raw) : String(raw);
          return item.dataset.label ? `${item.dataset.label}: ${value}` : value;
        },
      },
    },
  };
}

/** Bars and lines: axes in the theme's muted text over a faint grid; in rtl the first label sits on the right. */
export function cartesianOptions<TType extends 'bar' | 'line'>(
  theme: ChartTheme,
  layout: CartesianLayout,
  formatValue: ValueFormatter | undefined,
): ChartOptions<TType> {
  const compact = layout.compact ?? false;
  const ticks = { color: theme.mutedText, font: font(theme) };
  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: theme.animate ? { duration: 600 } : false,
    plugins: pluginOptions(theme, !compact && (layout.showLegend ?? true), formatValue),
    scales: {
      x: {
        display: !compact,
        reverse: theme.rtl,
        stacked: layout.stacked ?? false,
        grid: { display: false },
        border: { display: false },
        ticks,
      },
      y: {
        display: !compact,
        position: theme.rtl ? 'right' : 'left',
        stacked: layout.stacked ?? false,
        beginAtZero: true,
        grid: { color: theme.grid },
        border: { display: false },
        ticks: { ...ticks, callback: (value) => (formatValue ? formatValue(Number(value)) : String(value)) },
      },
    },
  };
  return options as ChartOptions<TType>;
}
