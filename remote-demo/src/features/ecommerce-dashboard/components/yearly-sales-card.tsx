import { HStack, Text } from '@restaurant/shared/ui';
import { LineChart } from '../../../lib/charts';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import type { PeriodFigures } from '../lib/period-figures';
import { ecommerceDashboardTranslations } from '../translations';
import { ChangeBadge } from './change-badge';
import { DashboardCard } from './dashboard-card';

/** This year's sales month by month against last year's. */
export function YearlySalesCard({ yearly }: { yearly: PeriodFigures['yearly'] }) {
  const { t } = ecommerceDashboardTranslations.useTranslation();
  const format = useDemoFormatters();
  return (
    <DashboardCard title={t('yearly.title')}>
      <HStack gap="3" wrap="wrap">
        <Text textStyle="2xl" fontWeight="semibold">
          {format.wholeMoney(yearly.total)}
        </Text>
        <ChangeBadge value={yearly.change} />
      </HStack>
      <LineChart
        name={t('yearly.chart')}
        labelHeader={t('yearly.month')}
        labels={format.months()}
        series={[
          { label: t('yearly.thisYear'), values: yearly.thisYear },
          { label: t('yearly.lastYear'), values: yearly.lastYear },
        ]}
        formatValue={format.money}
        area
        height="15rem"
      />
    </DashboardCard>
  );
}
