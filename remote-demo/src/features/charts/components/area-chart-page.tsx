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

const SALES_SERIES = ['sales', 'expenses'] as const;

/** `/charts/area-chart`: areas under lines, with series toggles and a period select. */
export default function AreaChartPage() {
  const { t } = chartsTranslations.useTranslation();
  const numbers = useDemoFormatters();
  const periodOptions = usePeriodOptions();
  const [shown, setShown] = useState<string[]>([...SALES_SERIES]);
  const [period, setPeriod] = useState<Period>('week');
  const weekLabels = usePeriodLabels('week');
  const periodLabels = usePeriodLabels(period);
  const salesSeries = useMemo(
    () =>
      [
        { key: 'sales', label: t('area.salesSeries'), values: periodValues(1, 'week', 420) },
        { key: 'expenses', label: t('area.expensesSeries'), values: periodValues(5, 'week', 260) },
      ].filter((item) => shown.includes(item.key)),
    [shown, t],
  );
  const visitors = useMemo(
    () => [{ label: t('area.visitorsSeries'), values: periodValues(9, period, 180) }],
    [period, t],
  );
  return (
    <ChartPage page="area-chart">
      <ChartExampleCard
        title={t('area.sales.title')}
        description={t('area.sales.description')}
        controls={
          <SeriesToggle
            legend={t('series')}
            options={SALES_SERIES.map((key) => ({ value: key, label: t(`area.${key}Series`) }))}
            value={shown}
            onChange={setShown}
          />
        }
      >
        <LineChart
          name={t('area.sales.chart')}
          labelHeader={t('day')}
          labels={weekLabels}
          series={salesSeries}
          formatValue={numbers.wholeMoney}
          area
          height="18rem"
        />
      </ChartExampleCard>
      <ChartExampleCard
        title={t('area.visitors.title')}
        description={t('area.visitors.description')}
        controls={
          <OptionSelect label={t('period.label')} value={period} options={periodOptions} onChange={setPeriod} />
        }
      >
        <LineChart
          name={t('area.visitors.chart')}
          labelHeader={t('date')}
          labels={periodLabels}
          series={visitors}
          formatValue={numbers.number}
          area
          height="18rem"
        />
      </ChartExampleCard>
    </ChartPage>
  );
}
