import { useMemo, useState } from 'react';
import { Grid, GridItem, PageContainer } from '@restaurant/shared/ui';
import { demoTranslations } from '../../../lib/translations';
import { DEFAULT_PERIOD, periodFigures, type Period } from '../lib/period-figures';
import { PaymentGatewaysCard } from './payment-gateways-card';
import { PeriodSelect } from './period-select';
import { ProductPerformanceCard } from './product-performance-card';
import { RecentTransactionsCard } from './recent-transactions-card';
import { RevenueUpdatesCard } from './revenue-updates-card';
import { SalesOverviewCard } from './sales-overview-card';
import { TrendCard } from './trend-card';
import { WelcomeCard } from './welcome-card';
import { YearlySalesCard } from './yearly-sales-card';

/** `/dashboards/ecommerce`: the store's figures for a chosen period, in cards and theme-coloured charts. */
export default function EcommerceDashboardPage() {
  const { t } = demoTranslations.useTranslation();
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const figures = useMemo(() => periodFigures(period), [period]);

  return (
    <PageContainer
      title={t('dashboards.pages.ecommerce')}
      breadcrumb={[{ label: t('dashboards.section') }]}
      actions={<PeriodSelect value={period} onChange={setPeriod} />}
    >
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(12, minmax(0, 1fr))' }}
        gap="6"
      >
        <GridItem colSpan={{ base: 1, md: 2, xl: 8 }}>
          <WelcomeCard figures={figures} />
        </GridItem>
        <GridItem colSpan={{ base: 1, xl: 2 }}>
          <TrendCard kind="expense" trend={figures.expense} />
        </GridItem>
        <GridItem colSpan={{ base: 1, xl: 2 }}>
          <TrendCard kind="sales" trend={figures.sales} />
        </GridItem>
        <GridItem colSpan={{ base: 1, md: 2, xl: 8 }}>
          <RevenueUpdatesCard revenue={figures.revenue} />
        </GridItem>
        <GridItem colSpan={{ base: 1, md: 2, xl: 4 }}>
          <SalesOverviewCard overview={figures.salesOverview} />
        </GridItem>
        <GridItem colSpan={{ base: 1, md: 2, xl: 4 }}>
          <YearlySalesCard yearly={figures.yearly} />
        </GridItem>
        <GridItem colSpan={{ base: 1, xl: 4 }}>
          <PaymentGatewaysCard gateways={figures.gateways} />
        </GridItem>
        <GridItem colSpan={{ base: 1, xl: 4 }}>
          <RecentTransactionsCard transactions={figures.transactions} />
        </GridItem>
        <GridItem colSpan={{ base: 1, md: 2, xl: 12 }}>
          <ProductPerformanceCard period={period} />
        </GridItem>
      </Grid>
    </PageContainer>
  );
}
