import type { ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Box } from '@restaurant/shared/ui';
import { candleBars, priceRange, type Candle } from './candlestick';
import { ChartCanvas } from './chart-canvas';
import { ChartDataTable } from './chart-data-table';
import { cartesianOptions, type ValueFormatter } from './chart-options';
import { useChartTheme } from './use-chart-theme';

export interface CandlestickChartProps {
  /** The chart's accessible name: what it shows, in a few words. */
  name: string;
  /** One formatted date per candle: the category axis. */
  labels: readonly string[];
  candles: readonly Candle[];
  /** The words of the tooltip and the text alternative's columns. */
  texts: { open: string; high: string; low: string; close: string };
  formatValue?: ValueFormatter;
  labelHeader?: string;
  height?: string;
}

/**
 * Open-high-low-close candles on a category axis of dates, drawn as two overlapping floating bar datasets (see
 * `candleBars`): rising candles green, falling ones red, in both modes.
 */
export function CandlestickChart(props: CandlestickChartProps) {
  const { name, labels, candles, texts, formatValue, labelHeader, height = '20rem' } = props;
  const theme = useChartTheme();
  const data = useMemo(() => {
    const bars = candleBars(candles);
    const colors = bars.rising.map((rising) => (rising ? theme.rise : theme.fall));
    return {
      labels: [...labels],
      datasets: [
        { label: 'wick', data: bars.wicks, backgroundColor: colors, barThickness: 2, grouped: false, order: 2 },
        {
          label: 'body',
          data: bars.bodies,
          backgroundColor: colors,
          borderColor: colors,
          borderWidth: 1,
          maxBarThickness: 12,
          grouped: false,
          order: 1,
        },
      ],
    };
  }, [labels, candles, theme]);
  const options = useMemo<ChartOptions<'bar'>>(() => {
    const range = priceRange(candles);
    const base = cartesianOptions<'bar'>(theme, { showLegend: false, valueRange: range }, formatValue);
    const format = formatValue ?? String;
    return {
      ...base,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        ...base.plugins,
        tooltip: {
          ...base.plugins?.tooltip,
          // One tooltip per candle (the body's), listing its four prices.
          filter: (item) => item.datasetIndex === 1,
          callbacks: {
            label: (item) => {
              const candle = candles[item.dataIndex];
              if (!candle) return '';
              return [
                `${texts.open}: ${format(candle.open)}`,
                `${texts.high}: ${format(candle.high)}`,
                `${texts.low}: ${format(candle.low)}`,
                `${texts.close}: ${format(candle.close)}`,
              ];
            },
          },
        },
      },
    };
  }, [theme, formatValue, candles, texts]);
  const series = useMemo(
    () =>
      (['open', 'high', 'low', 'close'] as const).map((key) => ({
        label: texts[key],
        values: candles.map((candle) => candle[key]),
      })),
    [candles, texts],
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
