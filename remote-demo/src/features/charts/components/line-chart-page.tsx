import { useMemo, useState } from 'react';
import { LineChart } from '../../../lib/charts';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { usePeriodLabels, usePeriodOptions } from '../hooks/use-period-labels';
import { periodValues, type Period } from '../lib/sample-series';
import { chartsTranslations } from '../translations';
import { ChartExampleCard } from './chart-example-card';
import { ChartPage } from './chart-page';
import { OptionSelect } from './option-select';
import { SeriesToggle } from './series-toggle';

const SOURCES = ['organic', 'social', 'referral'] as const;

/** `/charts/line-chart`: a single line over a chosen period, and several lines to compare. */
export default function LineChartPage() {
  const { t } = chartsTranslations.useTranslation();
  const numbers = useDemoFormatters();
  const periodOptions = usePeriodOptions();
  const [period, setPeriod] = useState<Period>('month');
  const [shown, setShown] = useState<string[]>([...SOURCES]);
  const labels = usePeriodLabels(period);
  const yearLabels = usePeriodLabels('year');
  const revenue = useMemo(
    () => [{ label: t('line.revenueSeries'), values: periodValues(2, period, 900) }],
    [period, t],
  );
  const traffic = useMemo(
    () =>
      SOURCES.map((key, index) => ({
        key,
        label: t(`line.${key}`),
        values: periodValues(3 + index * 4, 'year', 40),
      })).filter((item) => shown.includes(item.key)),
    [shown, t],
  );
  return (
    <ChartPage page="line-chart">
      <ChartExampleCard
        title={t('line.revenue.title')}
        description={t('line.revenue.description')}
        controls={
          <OptionSelect label={t('period.label')} value={period} options={periodOptions} onChange={setPeriod} />
        }
      >
        <LineChart
          name={t('line.revenue.chart')}
          labelHeader={t('date')}
          labels={labels}
          series={revenue}
          formatValue={numbers.wholeMoney}
          showLegend={false}
          height="18rem"
        />
      </ChartExampleCard>
      <ChartExampleCard
        title={t('line.traffic.title')}
        description={t('line.traffic.description')}
        controls={
          <SeriesToggle
            legend={t('series')}
            options={SOURCES.map((key) => ({ value: key, label: t(`line.${key}`) }))}
            value={shown}
            onChange={setShown}
          />
        }
      >
        <LineChart
          name={t('line.traffic.chart')}
          labelHeader={t('month')}
          labels={yearLabels}
          series={traffic}
          formatValue={numbers.number}
          height="18rem"
        />
      </ChartExampleCard>
    </ChartPage>
  );
}
