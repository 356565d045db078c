import type { ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Box } from '@restaurant/shared/ui';
import { ChartCanvas } from './chart-canvas';
import { ChartDataTable } from './chart-data-table';
import { pluginOptions, type ValueFormatter } from './chart-options';
import { radialBarData, type RadialBar } from './radial-bars';
import { useChartTheme } from './use-chart-theme';

export interface RadialBarChartProps {
  /** The chart's accessible name: what it shows, in a few words. */
  name: string;
  bars: readonly RadialBar[];
  /** The header of the figures' column in the text alternative. */
  valueHeader: string;
  formatValue?: ValueFormatter;
  height?: string;
}

/**
 * Concentric progress rings (`radialBarData`). A polar area would show sizes, not progress.
 * The legend is the page's to draw: a ring's two slices have no names of their own.
 */
export function RadialBarChart(props: RadialBarChartProps) {
  const { name, bars, valueHeader, formatValue, height = '16rem' } = props;
  const theme = useChartTheme();
  const data = useMemo(() => radialBarData(theme, bars), [bars, theme]);
  const options = useMemo<ChartOptions<'doughnut'>>(() => {
    const plugins = pluginOptions(theme, false, formatValue);
    const format = formatValue ?? String;
    return {
      responsive: true,
      maintainAspectRatio: false,
      // One ring is a thin gauge; several fill the disc from a small hole outwards.
      cutout: bars.length <= 1 ? '72%' : '35%',
      animation: theme.animate ? { duration: 600 } : false,
      plugins: {
        ...plugins,
        tooltip: {
          ...plugins.tooltip,
          // Only the filled arc speaks: hovering the track says nothing.
          filter: (item) => item.dataIndex === 0,
          callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}` },
        },
      },
    };
  }, [theme, formatValue, bars.length]);
  const labels = useMemo(() => bars.map((bar) => bar.label), [bars]);
  const series = useMemo(() => [{ label: valueHeader, values: bars.map((bar) => bar.value) }], [bars, valueHeader]);
  return (
    <Box position="relative" h={height} w="full">
      <ChartCanvas type="doughnut" data={data} options={options} name={name} />
      <ChartDataTable caption={name} labels={labels} series={series} formatValue={formatValue} />
    </Box>
  );
}
