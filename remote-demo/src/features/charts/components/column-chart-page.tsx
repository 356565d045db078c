import { useMemo, useState } from 'react';
import { Switch } from '@restaurant/shared/ui-choice';
import { BarChart } from '../../../lib/charts';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { usePeriodLabels } from '../hooks/use-period-labels';
import { wave } from '../lib/sample-series';
import { chartsTranslations } from '../translations';
import { ChartExampleCard } from './chart-example-card';
import { ChartPage } from './chart-page';
import { SeriesToggle } from './series-toggle';

const YEARS = ['2024', '2025', '2026'] as const;

/** `/charts/column-chart`: grouped columns with year toggles, and columns that can be stacked. */
export default function ColumnChartPage() {
  const { t } = chartsTranslations.useTranslation();
  const numbers = useDemoFormatters();
  const [years, setYears] = useState<string[]>([...YEARS]);
  const [stacked, setStacked] = useState(false);
  const weekLabels = usePeriodLabels('week');
  const quarterLabels = useMemo(
    () => Array.from({ length: 4 }, (_, index) => t('column.quarterN', { n: index + 1 })),
    [t],
  );
  const quarters = useMemo(
    () =>
      YEARS.map((year, index) => ({ label: year, values: wave(11 + index * 2, 4, 48000 + index * 6000, 9000) })).filter(
        (item) => years.includes(item.label),
      ),
    [years],
  );
  const orders = useMemo(
    () => [
      { label: t('column.dineIn'), values: wave(21, 7, 60, 20) },
      { label: t('column.delivery'), values: wave(24, 7, 40, 15) },
    ],
    [t],
  );
  return (
    <ChartPage page="column-chart">
      <ChartExampleCard
        title={t('column.quarters.title')}
        description={t('column.quarters.description')}
        controls={
          <SeriesToggle
            legend={t('series')}
            options={YEARS.map((year) => ({ value: year, label: year }))}
            value={years}
            onChange={setYears}
          />
        }
      >
        <BarChart
          name={t('column.quarters.chart')}
          labelHeader={t('column.quarter')}
          labels={quarterLabels}
          series={quarters}
          formatValue={numbers.wholeMoney}
          height="18rem"
        />
      </ChartExampleCard>
      <ChartExampleCard
        title={t('column.weekdays.title')}
        description={t('column.weekdays.description')}
        controls={
          <Switch.Root checked={stacked} onCheckedChange={(details) => setStacked(details.checked)} size="sm">
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('column.weekdays.stacked')}</Switch.Label>
          </Switch.Root>
        }
      >
        <BarChart
          name={t('column.weekdays.chart')}
          labelHeader={t('day')}
          labels={weekLabels}
          series={orders}
          formatValue={numbers.number}
          stacked={stacked}
          height="18rem"
        />
      </ChartExampleCard>
    </ChartPage>
  );
}
