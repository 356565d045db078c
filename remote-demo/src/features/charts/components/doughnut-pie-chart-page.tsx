import { useMemo, useState } from 'react';
import { DoughnutChart, PieChart } from '../../../lib/charts';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { usePeriodOptions } from '../hooks/use-period-labels';
import { POINTS, wave, type Period } from '../lib/sample-series';
import { chartsTranslations } from '../translations';
import { ChartExampleCard } from './chart-example-card';
import { ChartPage } from './chart-page';
import { OptionSelect } from './option-select';
import { SeriesToggle } from './series-toggle';

const DEVICES = ['desktop', 'mobile', 'tablet'] as const;
const CATEGORIES = ['starters', 'mains', 'desserts', 'drinks'] as const;

/** `/charts/doughnut-pie-chart`: a doughnut of visits per device for a period, a pie of sales per category. */
export default function DoughnutPieChartPage() {
  const { t } = chartsTranslations.useTranslation();
  const numbers = useDemoFormatters();
  const periodOptions = usePeriodOptions();
  const [period, setPeriod] = useState<Period>('month');
  const [categories, setCategories] = useState<string[]>([...CATEGORIES]);
  const devices = useMemo(() => {
    const values = wave(POINTS[period] * 3, DEVICES.length, 2400 * POINTS[period], 900 * POINTS[period]);
    return DEVICES.map((key, index) => ({ label: t(`doughnut.${key}`), value: values[index] ?? 0 }));
  }, [period, t]);
  const sales = useMemo(() => {
    const values = wave(31, CATEGORIES.length, 9000, 4000);
    return CATEGORIES.map((key, index) => ({ key, label: t(`doughnut.${key}`), value: values[index] ?? 0 })).filter(
      (segment) => categories.includes(segment.key),
    );
  }, [categories, t]);
  return (
    <ChartPage page="doughnut-pie-chart">
      <ChartExampleCard
        title={t('doughnut.devices.title')}
        description={t('doughnut.devices.description')}
        controls={
          <OptionSelect label={t('period.label')} value={period} options={periodOptions} onChange={setPeriod} />
        }
      >
        <DoughnutChart
          name={t('doughnut.devices.chart')}
          valueHeader={t('doughnut.visits')}
          segments={devices}
          formatValue={numbers.number}
          height="18rem"
        />
      </ChartExampleCard>
      <ChartExampleCard
        title={t('doughnut.categories.title')}
        description={t('doughnut.categories.description')}
        controls={
          <SeriesToggle
            legend={t('series')}
            options={CATEGORIES.map((key) => ({ value: key, label: t(`doughnut.${key}`) }))}
            value={categories}
            onChange={setCategories}
          />
        }
      >
        <PieChart
          name={t('doughnut.categories.chart')}
          valueHeader={t('doughnut.sales')}
          segments={sales}
          formatValue={numbers.wholeMoney}
          height="18rem"
        />
      </ChartExampleCard>
    </ChartPage>
  );
}
