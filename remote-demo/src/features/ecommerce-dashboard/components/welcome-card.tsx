import { Heading, HStack, SimpleGrid, Stack, Text } from '@restaurant/shared/ui';
import { Stat } from '@restaurant/shared/ui-display';
import { Progress } from '@restaurant/shared/ui-progress';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import type { PeriodFigures } from '../lib/period-figures';
import { ecommerceDashboardTranslations } from '../translations';

/**
 * The greeting, the period's key figures as tiles (growth a figure like the others, with its direction) and how far
 * the earnings are towards the period's goal.
 */
export function WelcomeCard({ figures }: { figures: PeriodFigures }) {
  const { t } = ecommerceDashboardTranslations.useTranslation();
  const format = useDemoFormatters();
  const kpis = [
    { key: 'earnings', value: format.wholeMoney(figures.earnings) },
    { key: 'orders', value: format.number(figures.orders) },
    { key: 'customers', value: format.number(figures.customers) },
  ] as const;
  const reached = Math.min(1, figures.earnings / figures.goal);
  const growing = figures.growth >= 0;
  const goalText = t('welcome.goal', { goal: format.wholeMoney(figures.goal) });
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
      justify="space-between"
    >
      <Stack gap="1">
        <Heading as="h2" id="welcome-title" size="lg">
          {t('welcome.title')}
        </Heading>
        <Text color="fg.muted">{t('welcome.subtitle', { period: t(`period.${figures.period}`) })}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {kpis.map((kpi) => (
          <Stat.Root key={kpi.key} p="3" borderRadius="l2" bg="bg.panel">
            <Stat.Label color="fg.muted">{t(`welcome.${kpi.key}`)}</Stat.Label>
            <Stat.ValueText data-testid={`kpi-${kpi.key}`} textStyle={{ base: 'xl', md: '2xl' }}>
              {kpi.value}
            </Stat.ValueText>
          </Stat.Root>
        ))}
        <Stat.Root p="3" borderRadius="l2" bg="bg.panel">
          <Stat.Label color="fg.muted">{t('welcome.growth')}</Stat.Label>
          {/* A <dl> holds only <dt>/<dd> (or <div>s of both): the direction sits inside the value, the hint is a <dd>. */}
          <Stat.ValueText
            data-testid="kpi-growth"
            textStyle={{ base: 'xl', md: '2xl' }}
            display="inline-flex"
            alignItems="center"
            gap="1"
          >
            {format.percent(figures.growth)}
            {growing ? <Stat.UpIndicator /> : <Stat.DownIndicator />}
          </Stat.ValueText>
          <Stat.HelpText as="dd" color="fg.muted">
            {t('welcome.growthHint')}
          </Stat.HelpText>
        </Stat.Root>
      </SimpleGrid>
      <Progress.Root value={Math.round(reached * 100)} size="sm">
        <HStack justify="space-between" mb="2" textStyle="sm">
          <Progress.Label>{goalText}</Progress.Label>
          <Progress.ValueText>{t('welcome.goalReached', { share: format.share(reached) })}</Progress.ValueText>
        </HStack>
        {/* Ark names the bar by its value ("94%"); the goal is what it measures. */}
        <Progress.Track bg="bg.panel" aria-label={goalText}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
