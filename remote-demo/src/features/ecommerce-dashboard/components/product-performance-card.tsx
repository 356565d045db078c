import { Badge, HStack, Image, Skeleton, Stack, Text } from '@restaurant/shared/ui';
import { EmptyState, ErrorState } from '@restaurant/shared/ui';
import { Table } from '@restaurant/shared/ui-display';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { useProducts } from '../../../lib/sample-data';
import { TableRegion } from '../../../lib/table-region/table-region';
import type { Period } from '../lib/period-figures';
import { productPerformance, type PerformanceLevel } from '../lib/product-performance';
import { ecommerceDashboardTranslations } from '../translations';
import { DashboardCard } from './dashboard-card';

const LEVEL_PALETTES: Record<PerformanceLevel, string> = { high: 'green', medium: 'orange', low: 'red' };

/** The period's best-selling sample products: units, revenue and how well each does. */
export function ProductPerformanceCard({ period }: { period: Period }) {
  const { t } = ecommerceDashboardTranslations.useTranslation();
  const format = useDemoFormatters();
  const products = useProducts();

  let content;
  if (products.isPending) {
    content = (
      <Stack gap="3">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} h="10" />
        ))}
      </Stack>
    );
  } else if (products.isError) {
    content = <ErrorState title={t('performance.error')} message={products.error.message} />;
  } else {
    const rows = productPerformance(products.data, period);
    content =
      rows.length === 0 ? (
        <EmptyState title={t('performance.empty')} />
      ) : (
        <TableRegion label={t('performance.caption')}>
          <Table.Root size="sm">
            <Table.Caption srOnly>{t('performance.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('performance.product')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('performance.category')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('performance.units')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('performance.revenue')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('performance.level')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.product.id}>
                  <Table.Cell>
                    <HStack gap="3">
                      <Image src={row.product.photo} alt="" boxSize="10" borderRadius="l2" objectFit="cover" />
                      <Text fontWeight="medium">{row.product.title}</Text>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    {row.product.category.map((category) => t(`categories.${category}`)).join(', ')}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{format.number(row.unitsSold)}</Table.Cell>
                  <Table.Cell textAlign="end">{format.wholeMoney(row.revenue)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={LEVEL_PALETTES[row.level]} variant="subtle">
                      {t(`performance.${row.level}`)}
                    </Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableRegion>
      );
  }
  return <DashboardCard title={t('performance.title')}>{content}</DashboardCard>;
}
