import { HStack, Text } from '@restaurant/shared/ui';
import { BarChart, LineChart } from '../../../lib/charts';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import type { Trend } from '../lib/period-figures';
import { ecommerceDashboardTranslations } from '../translations';
import { ChangeBadge } from './change-badge';
import { DashboardCard } from './dashboard-card';

export interface TrendCardProps {
  kind: 'expense' | 'sales';
  trend: Trend;
}

/** A small card with a total, its change and a sparkline: bars for the expense, an area for the sales. */
export function TrendCard({ kind, trend }: TrendCardProps) {
  const { t } = ecommerceDashboardTranslations.useTranslation();
  const format = useDemoFormatters();
  const labels = trend.points.map((_, index) => t('dayN', { n: index + 1 }));
  const series = [{ label: t(`${kind}.title`), values: trend.points }];
  const chart = { name: t(`${kind}.chart`), labels, series, formatValue: format.money, labelHeader: t('day') };
  return (
    <DashboardCard title={t(`${kind}.title`)}>
      <HStack gap="3" wrap="wrap">
        <Text textStyle="2xl" fontWeight="semibold">
          {format.wholeMoney(trend.total)}
        </Text>
        <ChangeBadge value={trend.change} />
      </HStack>
      {kind === 'expense' ? (
        <BarChart {...chart} compact height="6rem" />
      ) : (
        <LineChart {...chart} compact area height="6rem" />
      )}
    </DashboardCard>
  );
}
