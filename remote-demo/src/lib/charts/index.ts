// The one chart set-up of the demo (chart.js + react-chartjs-2): theme colours, dark mode, rtl, reduced motion and a
// text alternative for every chart. Import it only from lazily loaded pages: it pulls chart.js in.
export { BarChart, type BarChartProps } from './bar-chart';
export { LineChart, type LineChartProps } from './line-chart';
export { DoughnutChart, type DoughnutChartProps, type DoughnutSegment } from './doughnut-chart';
export { ChartDataTable } from './chart-data-table';
export type { ChartSeries, ValueFormatter } from './chart-options';
export { chartThemeFrom, seriesPalettes, type ChartTheme } from './chart-theme';
export { useChartTheme } from './use-chart-theme';
