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

const DEVICES = ['desktop', 'mobile'] as const;

/** `/charts/gredient-chart` (the route's spelling): lines over fills fading from the theme's colours. */
export default function GradientChartPage() {
  const { t } = chartsTranslations.useTranslation();
  const numbers = useDemoFormatters();
  const periodOptions = usePeriodOptions();
  const [period, setPeriod] = useState<Period>('year');
  const [shown, setShown] = useState<string[]>([...DEVICES]);
  const labels = usePeriodLabels(period);
  const weekLabels = usePeriodLabels('week');
  const earnings = useMemo(
    () => [{ label: t('gradient.earningsSeries'), values: periodValues(6, period, 650) }],
    [period, t],
  );
  const sessions = useMemo(
    () =>
      DEVICES.map((key, index) => ({
        key,
        label: t(`gradient.${key}`),
        values: periodValues(8 + index * 3, 'week', 300),
      })).filter((item) => shown.includes(item.key)),
    [shown, t],
  );
  return (
    <ChartPage page="gredient-chart">
      <ChartExampleCard
        title={t('gradient.earnings.title')}
        description={t('gradient.earnings.description')}
        controls={
          <OptionSelect label={t('period.label')} value={period} options={periodOptions} onChange={setPeriod} />
        }
      >
        <LineChart
          name={t('gradient.earnings.chart')}
          labelHeader={t('date')}
          labels={labels}
          series={earnings}
          formatValue={numbers.wholeMoney}
          showLegend={false}
          gradient
          height="18rem"
        />
      </ChartExampleCard>
      <ChartExampleCard
        title={t('gradient.sessions.title')}
        description={t('gradient.sessions.description')}
        controls={
          <SeriesToggle
            legend={t('series')}
            options={DEVICES.map((key) => ({ value: key, label: t(`gradient.${key}`) }))}
            value={shown}
            onChange={setShown}
          />
        }
      >
        <LineChart
          name={t('gradient.sessions.chart')}
          labelHeader={t('day')}
          labels={weekLabels}
          series={sessions}
          formatValue={numbers.number}
          gradient
          height="18rem"
        />
      </ChartExampleCard>
    </ChartPage>
  );
}
