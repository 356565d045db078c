import { useMemo } from 'react';
import { Box } from '@restaurant/shared/ui';
import { ChartCanvas } from './chart-canvas';
import { ChartDataTable } from './chart-data-table';
import {
  cartesianOptions,
  horizontalGradient,
  seriesColor,
  verticalGradient,
  type CartesianLayout,
  type ChartSeries,
  type ValueFormatter,
} from './chart-options';
import { useChartTheme } from './use-chart-theme';

export interface LineChartProps extends CartesianLayout {
  /** The chart's accessible name: what it shows, in a few words. */
  name: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  formatValue?: ValueFormatter;
  labelHeader?: string;
  height?: string;
  /** Fills under the first line with its tint (an area chart). */
  area?: boolean;
  /**
   * Fills under every line with its colour fading to transparent, and strokes the first line from the theme colour
   * to the next palette (a gradient chart).
   */
  gradient?: boolean;
}

/** Smooth lines in the theme's colours, named for screen readers with its figures as a hidden table. */
export function LineChart(props: LineChartProps) {
  const {
    name,
    labels,
    series,
    formatValue,
    labelHeader,
    height = '16rem',
    compact,
    stacked,
    showLegend,
    area,
    gradient,
  } = props;
  const theme = useChartTheme();
  const data = useMemo(
    () => ({
      labels: [...labels],
      datasets: series.map((item, index) => {
        const color = seriesColor(theme, item, index);
        if (gradient) {
          const next = seriesColor(theme, item, index + 1);
          return {
            label: item.label,
            data: [...item.values],
            borderColor: index === 0 ? horizontalGradient(color, next, theme.rtl) : color,
            backgroundColor: verticalGradient(color),
            pointBackgroundColor: color,
            fill: true,
            tension: 0.4,
            borderWidth: 3,
            pointRadius: compact ? 0 : 3,
          };
        }
        return {
          label: item.label,
          data: [...item.values],
          borderColor: color,
          backgroundColor: index === 0 && area ? theme.primaryMuted : color,
          fill: index === 0 && area === true,
          tension: 0.4,
          borderWidth: 2,
          pointRadius: compact ? 0 : 3,
        };
      }),
    }),
    [labels, series, theme, area, gradient, compact],
  );
  const options = useMemo(
    () => cartesianOptions<'line'>(theme, { compact, stacked, showLegend, labelsAtEdges: true }, formatValue),
    [theme, compact, stacked, showLegend, formatValue],
  );
  return (
    <Box position="relative" h={height} w="full">
      <ChartCanvas type="line" data={data} options={options} name={name} />
      <ChartDataTable
        caption={name}
        labels={labels}
        series={series}
        formatValue={formatValue}
        labelHeader={labelHeader}
      />
    </Box>
  );
}
