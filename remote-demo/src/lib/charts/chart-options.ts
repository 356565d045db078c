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
  /**
   * The first and last category labels sit on the plot's edges (lines; bars sit in slots). Right to left, chart.js
   * reserves no room beside the reversed axis for them, so the edge labels are aligned inwards instead.
   */
  labelsAtEdges?: boolean;
  /** Fixed value-axis bounds and label step (a price chart), instead of from zero to what the data reaches. */
  valueRange?: { min: number; max: number; step: number };
}

/** The colour of the series at `index`: the theme's palettes in turn, or the theme colour's tint when muted. */
export function seriesColor(theme: ChartTheme, series: ChartSeries, index: number): string {
  if (series.tone === 'muted') return theme.primaryMuted;
  return theme.series[index % theme.series.length] ?? theme.primaryMuted;
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
      labels: { color: theme.text, usePointStyle: true, boxWidth: 8, boxHeight: 8 },
    },
    tooltip: {
      rtl: theme.rtl,
      textDirection,
      backgroundColor: theme.tooltipBackground,
      titleColor: theme.tooltipText,
      bodyColor: theme.tooltipText,
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
  const ticks = { color: theme.mutedText };
  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: theme.animate ? { duration: 600 } : false,
    plugins: {
      ...pluginOptions(theme, !compact && (layout.showLegend ?? true), formatValue),
      // Every area first, then every line: drawn dataset by dataset, the first series' fill covered the next line.
      filler: { drawTime: 'beforeDatasetsDraw' },
    },
    scales: {
      x: {
        display: !compact,
        reverse: theme.rtl,
        stacked: layout.stacked ?? false,
        grid: { display: false },
        border: { display: false },
        ticks: { ...ticks, align: theme.rtl && layout.labelsAtEdges ? 'inner' : 'center' },
      },
      y: {
        display: !compact,
        position: theme.rtl ? 'right' : 'left',
        stacked: layout.stacked ?? false,
        beginAtZero: layout.valueRange === undefined,
        min: layout.valueRange?.min,
        max: layout.valueRange?.max,
        grid: { color: theme.grid },
        border: { display: false },
        ticks: {
          ...ticks,
          stepSize: layout.valueRange?.step,
          callback: (value) => (formatValue ? formatValue(Number(value)) : String(value)),
        },
      },
    },
  };
  return options as ChartOptions<TType>;
}

/**
 * `color` with an alpha, for a canvas gradient's stops: `#rgb`/`#rrggbb` become `rgba()`; any other colour (a page
 * whose variables are not hex) is returned as it is, so the fill stays drawn, only unfaded.
 */
export function withAlpha(color: string, alpha: number): string {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return color;
  const channel = (start: number) => parseInt(full.slice(start, start + 2), 16);
  return `rgba(${channel(0)}, ${channel(2)}, ${channel(4)}, ${alpha})`;
}

/** The part of a chart a scriptable colour needs: where its plot area is, and a context to paint a gradient with. */
export interface GradientTarget {
  chart: {
    ctx: Pick<CanvasRenderingContext2D, 'createLinearGradient'>;
    chartArea?: { top: number; bottom: number; left: number; right: number } | null;
  };
}

/**
 * A vertical fill that fades from `color` at the top of the plot area to transparent at its foot: a gradient chart's
 * area. A scriptable colour, because a canvas gradient needs the plot area, known only once chart.js laid it out.
 */
export function verticalGradient(color: string, from = 0.55, to = 0) {
  return ({ chart }: GradientTarget): CanvasGradient | string => {
    if (!chart.chartArea) return withAlpha(color, from);
    const gradient = chart.ctx.createLinearGradient(0, chart.chartArea.top, 0, chart.chartArea.bottom);
    gradient.addColorStop(0, withAlpha(color, from));
    gradient.addColorStop(1, withAlpha(color, to));
    return gradient;
  };
}

/** A stroke that runs from the first colour to the second across the plot area, in reading order (rtl too). */
export function horizontalGradient(start: string, end: string, rtl: boolean) {
  return ({ chart }: GradientTarget): CanvasGradient | string => {
    if (!chart.chartArea) return start;
    const { left, right } = chart.chartArea;
    const gradient = chart.ctx.createLinearGradient(rtl ? right : left, 0, rtl ? left : right, 0);
    gradient.addColorStop(0, start);
    gradient.addColorStop(1, end);
    return gradient;
  };
}
