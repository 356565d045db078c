import { useMemo } from 'react';
import { Box } from '@restaurant/shared/ui';
import { ChartCanvas } from './chart-canvas';
import { ChartDataTable } from './chart-data-table';
import {
  cartesianOptions,
  seriesColor,
  type CartesianLayout,
  type ChartSeries,
  type ValueFormatter,
} from './chart-options';
import { useChartTheme } from './use-chart-theme';

export interface BarChartProps extends CartesianLayout {
  /** The chart's accessible name: what it shows, in a few words. */
  name: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  formatValue?: ValueFormatter;
  labelHeader?: string;
  height?: string;
}

/** Bars in the theme's colours, named for screen readers with its figures as a hidden table. */
export function BarChart(props: BarChartProps) {
  const { name, labels, series, formatValue, labelHeader, height = '16rem', compact, stacked, showLegend } = props;
  const theme = useChartTheme();
  const data = useMemo(
    () => ({
      labels: [...labels],
      datasets: series.map((item, index) => ({
        label: item.label,
        data: [...item.values],
        backgroundColor: seriesColor(theme, item, index),
        borderRadius: 6,
        maxBarThickness: 14,
      })),
    }),
    [labels, series, theme],
  );
  const options = useMemo(
    () => cartesianOptions<'bar'>(theme, { compact, stacked, showLegend }, formatValue),
    [theme, compact, stacked, showLegend, formatValue],
  );
  return (
    <Box position="relative" h={height} w="full">
      <ChartCanvas type="bar" data={data} options={options} name={name} />
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
