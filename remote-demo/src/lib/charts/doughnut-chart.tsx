import type { ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Box } from '@restaurant/shared/ui';
import { ChartCanvas } from './chart-canvas';
import { ChartDataTable } from './chart-data-table';
import { pluginOptions, type ValueFormatter } from './chart-options';
import { useChartTheme } from './use-chart-theme';

export interface DoughnutSegment {
  label: string;
  value: number;
}

export interface DoughnutChartProps {
  /** The chart's accessible name: what it shows, in a few words. */
  name: string;
  segments: readonly DoughnutSegment[];
  /** The header of the figures' column in the text alternative. */
  valueHeader: string;
  formatValue?: ValueFormatter;
  height?: string;
  showLegend?: boolean;
  /** How much of the middle is cut out: a doughnut's hole (`'72%'`), or `'0%'` for a pie. */
  cutout?: string;
}

/** A ring of shares, one theme palette per segment, named for screen readers with its figures as a hidden table. */
export function DoughnutChart(props: DoughnutChartProps) {
  const { name, segments, valueHeader, formatValue, height = '14rem', showLegend = true, cutout = '72%' } = props;
  const theme = useChartTheme();
  const data = useMemo(
    () => ({
      labels: segments.map((segment) => segment.label),
      datasets: [
        {
          label: valueHeader,
          data: segments.map((segment) => segment.value),
          backgroundColor: segments.map((_, index) => theme.series[index % theme.series.length] ?? theme.primaryMuted),
          borderColor: theme.surface,
          borderWidth: 2,
        },
      ],
    }),
    [segments, theme, valueHeader],
  );
  const options = useMemo<ChartOptions<'doughnut'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      cutout,
      animation: theme.animate ? { duration: 600 } : false,
      plugins: pluginOptions(theme, showLegend, formatValue),
    }),
    [theme, showLegend, formatValue, cutout],
  );
  const labels = useMemo(() => segments.map((segment) => segment.label), [segments]);
  const series = useMemo(
    () => [{ label: valueHeader, values: segments.map((segment) => segment.value) }],
    [segments, valueHeader],
  );
  return (
    <Box position="relative" h={height} w="full">
      <ChartCanvas type="doughnut" data={data} options={options} name={name} />
      <ChartDataTable caption={name} labels={labels} series={series} formatValue={formatValue} />
    </Box>
  );
}

export type PieChartProps = Omit<DoughnutChartProps, 'cutout'>;

/** A full disc of shares: the doughnut with no hole. */
export function PieChart(props: PieChartProps) {
  return <DoughnutChart {...props} cutout="0%" />;
}
