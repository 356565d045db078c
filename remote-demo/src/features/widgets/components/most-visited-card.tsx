import { useMemo, useState } from 'react';
import { Field, NativeSelect } from '@restaurant/shared/ui-form';
import { BarChart } from '../../../lib/charts';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { VISITED_PAGES, visitsInMonth } from '../lib/widget-figures';
import { widgetsTranslations } from '../translations';
import { ChartWidget } from './chart-widget';

/** Visits per page for a chosen month: the month select changes the bars and the total. */
export function MostVisitedCard() {
  const { t } = widgetsTranslations.useTranslation();
  const format = useDemoFormatters();
  const months = format.months();
  const [month, setMonth] = useState(0);
  const visits = useMemo(() => visitsInMonth(month), [month]);
  const total = visits.reduce((sum, value) => sum + value, 0);
  const monthName = months[month] ?? '';
  return (
    <ChartWidget
      title={t('charts.visited.title')}
      value={format.number(total)}
      aside={
        <Field.Root orientation="horizontal" gap="2" w="auto">
          <Field.Label>{t('charts.visited.month')}</Field.Label>
          <NativeSelect.Root size="xs" w="24">
            <NativeSelect.Field value={month} onChange={(event) => setMonth(Number(event.currentTarget.value))}>
              {months.map((name, index) => (
                <option key={name} value={index}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      }
    >
      <BarChart
        name={t('charts.visited.chart', { month: monthName })}
        labelHeader={t('charts.page')}
        labels={VISITED_PAGES.map((page) => t(`charts.pages.${page}`))}
        series={[{ label: t('charts.visited.visits'), values: visits }]}
        formatValue={format.number}
        showLegend={false}
        height="12rem"
      />
    </ChartWidget>
  );
}
