import type { ReactNode } from 'react';
import { PageContainer, SimpleGrid } from '@restaurant/shared/ui';
import { demoTranslations } from '../../../lib/translations';

export type ChartPageKey =
  | 'area-chart'
  | 'line-chart'
  | 'gredient-chart'
  | 'candlestick-chart'
  | 'column-chart'
  | 'doughnut-pie-chart'
  | 'radialbar-chart';

/** The frame of every /charts page: its title and breadcrumb, and its example cards side by side on wide screens. */
export function ChartPage({ page, children }: { page: ChartPageKey; children: ReactNode }) {
  const { t } = demoTranslations.useTranslation();
  return (
    <PageContainer title={t(`charts.pages.${page}`)} breadcrumb={[{ label: t('charts.section') }]}>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6">
        {children}
      </SimpleGrid>
    </PageContainer>
  );
}
