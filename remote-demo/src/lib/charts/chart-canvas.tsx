import './register-charts';
import type { ChartData, ChartOptions } from 'chart.js';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import { useNearViewport } from '@restaurant/shared';
import { Box } from '@restaurant/shared/ui';
import { useChartTurn } from './chart-turns';
import { useChartFontReady } from './use-chart-font';

/**
 * How far below (or above) the screen a chart starts being drawn. Building one is a task of 100-150 ms on a phone's
 * CPU: the charts a diner has not scrolled towards cost nothing while the page loads, and one a scroll brings near is
 * drawn before it shows.
 */
const DRAW_AHEAD = '200px 0px';

type CanvasOf<TType extends 'line' | 'bar' | 'doughnut'> = {
  type: TType;
  data: ChartData<TType>;
  options: ChartOptions<TType>;
};

export type ChartCanvasProps = {
  /** The chart's accessible name. */
  name: string;
} & (CanvasOf<'line'> | CanvasOf<'bar'> | CanvasOf<'doughnut'>);

/** Every text a chart draws from its data: its category labels and its series' names (ticks are figures: latin). */
function chartText(data: ChartData<'line' | 'bar' | 'doughnut'>): string {
  const labels = (data.labels ?? []).map(String);
  const series = data.datasets.map((dataset) => dataset.label ?? '');
  return ['0123456789', ...labels, ...series].join(' ');
}

/**
 * The canvas chart.js draws a chart on, filling its parent (which sets the height, so nothing moves when it appears)
 * once the chart is near the screen, the typeface's faces for its text have arrived (`useChartFontReady`) and its turn
 * has come (`useChartTurn`). Until then an empty box of the parent's size stands in; the chart's figures are in its
 * hidden table all along.
 */
export function ChartCanvas(props: ChartCanvasProps) {
  const [placeholder, near] = useNearViewport<HTMLDivElement>(DRAW_AHEAD);
  const fontReady = useChartFontReady(chartText(props.data));
  const drawn = useChartTurn(near && fontReady);
  if (!drawn) return <Box ref={placeholder} h="full" />;
  const canvas = { role: 'img', 'aria-label': props.name };
  switch (props.type) {
    case 'line':
      return <Line data={props.data} options={props.options} {...canvas} />;
    case 'bar':
      return <Bar data={props.data} options={props.options} {...canvas} />;
    case 'doughnut':
      return <Doughnut data={props.data} options={props.options} {...canvas} />;
  }
}
