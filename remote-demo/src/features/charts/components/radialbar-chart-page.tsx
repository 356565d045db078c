import { useMemo, useState } from 'react';
import { Box, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Slider } from '@restaurant/shared/ui-slider';
import { RadialBarChart, ringColor, useChartTheme } from '../../../lib/charts';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { chartsTranslations } from '../translations';
import { ChartExampleCard } from './chart-example-card';
import { ChartPage } from './chart-page';
import { SeriesToggle } from './series-toggle';

const GOALS = [
  { key: 'sales', value: 82 },
  { key: 'bookings', value: 64 },
  { key: 'reviews', value: 47 },
  { key: 'newsletter', value: 29 },
] as const;

/** `/charts/radialbar-chart`: concentric progress rings (doughnut datasets), and one ring set with a slider. */
export default function RadialbarChartPage() {
  const { t } = chartsTranslations.useTranslation();
  const numbers = useDemoFormatters();
  const theme = useChartTheme();
  const [shown, setShown] = useState<string[]>(GOALS.map((goal) => goal.key));
  const [score, setScore] = useState(72);
  const percent = (value: number) => `${numbers.number(value)}%`;
  const goals = useMemo(
    () =>
      GOALS.map((goal, colorIndex) => ({
        key: goal.key,
        label: t(`radial.${goal.key}`),
        value: goal.value,
        colorIndex,
      }))
        // Filtered after numbering: a ring keeps its colour when another is hidden.
        .filter((goal) => shown.includes(goal.key)),
    [shown, t],
  );
  return (
    <ChartPage page="radialbar-chart">
      <ChartExampleCard
        title={t('radial.goals.title')}
        description={t('radial.goals.description')}
        controls={
          <SeriesToggle
            legend={t('series')}
            options={GOALS.map((goal) => ({ value: goal.key, label: t(`radial.${goal.key}`) }))}
            value={shown}
            onChange={setShown}
          />
        }
      >
        <RadialBarChart
          name={t('radial.goals.chart')}
          valueHeader={t('radial.progress')}
          bars={goals}
          formatValue={percent}
          height="18rem"
        />
        {/* The rings' legend, outermost first, in the rings' own colours (decorative: the table names them). */}
        <Stack as="ul" gap="2" aria-hidden="true" listStyleType="none">
          {goals.map((goal, index) => (
            <HStack as="li" key={goal.label} gap="2">
              <Box boxSize="3" borderRadius="full" bg={ringColor(theme, goal, index)} />
              <Text textStyle="sm" flex="1">
                {goal.label}
              </Text>
              <Text textStyle="sm" fontWeight="semibold">
                {percent(goal.value)}
              </Text>
            </HStack>
          ))}
        </Stack>
      </ChartExampleCard>
      <ChartExampleCard title={t('radial.single.title')} description={t('radial.single.description')}>
        <Slider.Root
          value={[score]}
          onValueChange={(details) => setScore(details.value[0] ?? 0)}
          min={0}
          max={100}
          step={1}
          maxW="sm"
        >
          <HStack justify="space-between">
            <Slider.Label>{t('radial.single.slider')}</Slider.Label>
            <Slider.ValueText>{percent(score)}</Slider.ValueText>
          </HStack>
          <Slider.Control>
            <Slider.Track>
              <Slider.Range />
            </Slider.Track>
            <Slider.Thumbs />
          </Slider.Control>
        </Slider.Root>
        <RadialBarChart
          name={t('radial.single.chart')}
          valueHeader={t('radial.progress')}
          bars={[{ label: t('radial.single.title'), value: score }]}
          formatValue={percent}
          height="16rem"
        />
      </ChartExampleCard>
    </ChartPage>
  );
}
