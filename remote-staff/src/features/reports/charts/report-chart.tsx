// The reports' one chart component, loaded lazily by the reports page: chart.js and react-chartjs-2 (the versions the
// demo's charts use) download with the first report, never with another page of the back office.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
  type TooltipItem,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import { FONT_STACKS } from '@restaurant/shared/system';
import type { ChartSpec } from '../lib/chart-spec';
import { useChartColors } from './use-chart-colors';

Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);
// a canvas never takes the page's CSS font: the theme's typeface, as the demo's charts
Chart.defaults.font.family = FONT_STACKS.body;
Chart.defaults.font.size = 12;

export interface ReportChartProps {
  /** the chart's accessible name (its figures are in the table beside it) */
  readonly name: string;
  readonly spec: ChartSpec;
}

/** A report's chart on a canvas that fills its parent (the parent sets the height). */
export default function ReportChart({ name, spec }: ReportChartProps) {
  const colors = useChartColors();
  const valueAxis = spec.horizontal ? 'x' : 'y';
  const categoryAxis = spec.horizontal ? 'y' : 'x';
  const axisColors = { ticks: { color: colors.text }, grid: { color: colors.grid } };
  const tooltipLabel = (item: TooltipItem<'bar' | 'line'>) => {
    const value = spec.horizontal ? item.parsed.x : item.parsed.y;
    return `${item.dataset.label ?? ''}: ${value === null ? '' : spec.format(value)}`;
  };
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    animation: colors.animate ? undefined : false,
    indexAxis: categoryAxis,
    scales: {
      [categoryAxis]: { ...axisColors, reverse: colors.rtl && !spec.horizontal },
      [valueAxis]: {
        ...axisColors,
        position: spec.horizontal ? undefined : colors.rtl ? 'right' : 'left',
        beginAtZero: true,
        min: spec.min,
        max: spec.max,
        ticks: { color: colors.text, callback: (value: string | number) => spec.format(Number(value)) },
      },
    },
    plugins: {
      legend: { rtl: colors.rtl, labels: { color: colors.text } },
      tooltip: { rtl: colors.rtl, callbacks: { label: tooltipLabel } },
    },
  } as const;
  const datasets = spec.series.map((series) => ({
    label: series.label,
    data: [...series.values],
    backgroundColor: colors.series(series.palette),
    borderColor: colors.series(series.palette),
  }));
  const canvas = { role: 'img', 'aria-label': name };
  if (spec.kind === 'line') {
    return (
      <Line
        data={{ labels: [...spec.labels], datasets: datasets.map((d) => ({ ...d, spanGaps: true })) }}
        options={options as ChartOptions<'line'>}
        {...canvas}
      />
    );
  }
  return <Bar data={{ labels: [...spec.labels], datasets }} options={options as ChartOptions<'bar'>} {...canvas} />;
}
