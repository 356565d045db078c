import { Text } from '@restaurant/shared/ui';
import { DoughnutChart } from '../../../lib/charts';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import type { PeriodFigures } from '../lib/period-figures';
import { ecommerceDashboardTranslations } from '../translations';
import { DashboardCard } from './dashboard-card';

/** The period's sales split by channel, as a ring, with the total. */
export function SalesOverviewCard({ overview }: { overview: PeriodFigures['salesOverview'] }) {
  const { t } = ecommerceDashboardTranslations.useTranslation();
  const format = useDemoFormatters();
  const total = overview.reduce((sum, item) => sum + item.value, 0);
  return (
    <DashboardCard title={t('salesOverview.title')} subtitle={t('salesOverview.subtitle')}>
      <DoughnutChart
        name={t('salesOverview.chart')}
        valueHeader={t('salesOverview.sales')}
        segments={overview.map((item) => ({ label: t(`salesOverview.channels.${item.channel}`), value: item.value }))}
        formatValue={format.money}
        height="15rem"
      />
      <Text textAlign="center" color="fg.muted">
        {t('salesOverview.total')}:{' '}
        <Text as="span" fontWeight="semibold" color="fg">
          {format.wholeMoney(total)}
        </Text>
      </Text>
    </DashboardCard>
  );
}
