import './register-charts';
import type { ChartData, ChartOptions } from 'chart.js';
import { Bar, Doughnut, Line } from 'react-chartjs-2';
import { useChartTurn } from './chart-turns';

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
 * once the chart's turn has come (`useChartTurn`).
 */
export function ChartCanvas(props: ChartCanvasProps) {
  const drawn = useChartTurn();
  if (!drawn) return null;
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
