import { Heading, SimpleGrid, Stack, Text } from '@restaurant/shared/ui';
import { Stat } from '@restaurant/shared/ui-display';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import type { PeriodFigures } from '../lib/period-figures';
import { ecommerceDashboardTranslations } from '../translations';
import { ChangeBadge } from './change-badge';

/** The greeting and the period's key figures. */
export function WelcomeCard({ figures }: { figures: PeriodFigures }) {
  const { t } = ecommerceDashboardTranslations.useTranslation();
  const format = useDemoFormatters();
  const kpis = [
    { key: 'earnings', value: format.wholeMoney(figures.earnings) },
    { key: 'orders', value: format.number(figures.orders) },
    { key: 'customers', value: format.number(figures.customers) },
  ] as const;
  return (
    <Stack
      as="section"
      aria-labelledby="welcome-title"
      h="full"
      gap="5"
      p="6"
      borderRadius="card"
      boxShadow="card"
      bg="colorPalette.subtle"
    >
      <Stack gap="1">
        <Heading as="h2" id="welcome-title" size="lg">
          {t('welcome.title')}
        </Heading>
        <Text color="fg.muted">{t('welcome.subtitle', { period: t(`period.${figures.period}`) })}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        {kpis.map((kpi) => (
          <Stat.Root key={kpi.key}>
            <Stat.Label color="fg.muted">{t(`welcome.${kpi.key}`)}</Stat.Label>
            <Stat.ValueText data-testid={`kpi-${kpi.key}`}>{kpi.value}</Stat.ValueText>
          </Stat.Root>
        ))}
        <Stat.Root>
          <Stat.Label color="fg.muted">{t('welcome.growth')}</Stat.Label>
          <Stat.ValueText>
            <ChangeBadge value={figures.growth} />
          </Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
    </Stack>
  );
}
