import './register-charts';
import type { ChartData, ChartOptions } from 'chart.js';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import { useNearViewport } from '@restaurant/shared';
import { Box } from '@restaurant/shared/ui';
import { useChartTurn } from './chart-turns';

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

/**
 * The canvas chart.js draws a chart on, filling its parent (which sets the height, so nothing moves when it appears)
 * once the chart is near the screen and its turn has come (`useChartTurn`). Until then an empty box of the parent's
 * size stands in; the chart's figures are in its hidden table all along.
 */
export function ChartCanvas(props: ChartCanvasProps) {
  const [placeholder, near] = useNearViewport<HTMLDivElement>(DRAW_AHEAD);
  const drawn = useChartTurn(near);
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
