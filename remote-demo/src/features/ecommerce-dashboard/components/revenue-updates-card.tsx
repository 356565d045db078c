import { BarChart } from '../../../lib/charts';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import type { PeriodFigures } from '../lib/period-figures';
import { ecommerceDashboardTranslations } from '../translations';
import { DashboardCard } from './dashboard-card';

/** Earnings against expenses, per week of a month or per month of the year. */
export function RevenueUpdatesCard({ revenue }: { revenue: PeriodFigures['revenue'] }) {
  const { t } = ecommerceDashboardTranslations.useTranslation();
  const format = useDemoFormatters();
  const weeks = revenue.buckets === 'weeks';
  const labels = weeks ? revenue.earnings.map((_, index) => t('revenue.weekN', { n: index + 1 })) : format.months();
  return (
    <DashboardCard title={t('revenue.title')} subtitle={t('revenue.subtitle')}>
      <BarChart
        name={t(weeks ? 'revenue.chartWeeks' : 'revenue.chartMonths')}
        labelHeader={t(weeks ? 'revenue.week' : 'revenue.month')}
        labels={labels}
        series={[
          { label: t('revenue.earnings'), values: revenue.earnings },
          { label: t('revenue.expenses'), values: revenue.expenses, tone: 'muted' },
        ]}
        formatValue={format.money}
        height="18rem"
      />
    </DashboardCard>
  );
}
