import { useMemo, useState } from 'react';
import { Badge } from '@restaurant/shared/ui';
import { DataList } from '@restaurant/shared/ui-demo';
import { CandlestickChart } from '../../../lib/charts';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { CANDLE_RANGES, isCandleRange, sampleCandles, type CandleRange } from '../lib/sample-series';
import { chartsTranslations } from '../translations';
import { ChartExampleCard } from './chart-example-card';
import { ChartPage } from './chart-page';
import { OptionSelect } from './option-select';

/** `/charts/candlestick-chart`: a share's trading days as OHLC candles, over a chosen range, with its summary. */
export default function CandlestickChartPage() {
  const { t } = chartsTranslations.useTranslation();
  const format = useDemoFormatters();
  const [range, setRange] = useState<CandleRange>(40);
  const { dates, candles } = useMemo(() => sampleCandles(range), [range]);
  const labels = useMemo(() => dates.map((date) => format.dayOfMonth(date)), [dates, format]);
  const texts = useMemo(
    () => ({
      open: t('candlestick.open'),
      high: t('candlestick.high'),
      low: t('candlestick.low'),
      close: t('candlestick.close'),
    }),
    [t],
  );
  const price = format.money;
  const first = candles[0];
  const last = candles[candles.length - 1];
  const change = first && last ? ((last.close - first.open) / first.open) * 100 : 0;
  const summary = [
    { key: 'first', value: first ? price(first.open) : '' },
    { key: 'last', value: last ? price(last.close) : '' },
    { key: 'highest', value: price(Math.max(...candles.map((candle) => candle.high))) },
    { key: 'lowest', value: price(Math.min(...candles.map((candle) => candle.low))) },
  ] as const;
  return (
    <ChartPage page="candlestick-chart">
      <ChartExampleCard
        title={t('candlestick.title')}
        description={t('candlestick.description')}
        controls={
          <OptionSelect
            label={t('candlestick.range')}
            value={String(range)}
            options={CANDLE_RANGES.map((days) => ({
              value: String(days),
              label: t('candlestick.rangeDays', { count: days }),
            }))}
            onChange={(value) => {
              const days = Number(value);
              if (isCandleRange(days)) setRange(days);
            }}
          />
        }
      >
        <CandlestickChart
          name={t('candlestick.chart', { count: range })}
          labelHeader={t('date')}
          labels={labels}
          candles={candles}
          texts={texts}
          formatValue={price}
        />
      </ChartExampleCard>
      <ChartExampleCard title={t('candlestick.summary.title')} description={t('candlestick.summary.description')}>
        <DataList.Root orientation="horizontal">
          {summary.map((item) => (
            <DataList.Item key={item.key}>
              <DataList.ItemLabel>{t(`candlestick.summary.${item.key}`)}</DataList.ItemLabel>
              <DataList.ItemValue>{item.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
          <DataList.Item>
            <DataList.ItemLabel>{t('candlestick.summary.change')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge colorPalette={change >= 0 ? 'green' : 'red'} data-testid="candle-change">
                {format.percent(Math.round(change * 10) / 10)}
              </Badge>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </ChartExampleCard>
    </ChartPage>
  );
}
