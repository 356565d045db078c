// The one chart set-up of the demo (chart.js + react-chartjs-2): theme colours, dark mode, rtl, reduced motion and a
// text alternative for every chart. Import it only from lazily loaded pages: it pulls chart.js in.
export { BarChart, type BarChartProps } from './bar-chart';
export { LineChart, type LineChartProps } from './line-chart';
export {
  DoughnutChart,
  PieChart,
  type DoughnutChartProps,
  type DoughnutSegment,
  type PieChartProps,
} from './doughnut-chart';
export { CandlestickChart, type CandlestickChartProps } from './candlestick-chart';
export { candleBars, priceRange, type Candle, type CandleBars, type PriceRange } from './candlestick';
export { RadialBarChart, type RadialBarChartProps } from './radial-bar-chart';
export { radialBarData, ringColor, ringOf, type RadialBar } from './radial-bars';
export { ChartDataTable } from './chart-data-table';
export type { ChartSeries, ValueFormatter } from './chart-options';
export { chartThemeFrom, seriesPalettes, type ChartTheme } from './chart-theme';
export { useChartTheme } from './use-chart-theme';
