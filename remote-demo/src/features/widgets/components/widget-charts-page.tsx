import { useMemo } from 'react';
import { PageContainer, SimpleGrid } from '@restaurant/shared/ui';
import { BarChart, DoughnutChart, LineChart } from '../../../lib/charts';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { demoTranslations } from '../../../lib/translations';
import { useFigureFormat } from '../hooks/use-figure-format';
import { changeOf, figures } from '../lib/widget-figures';
import { widgetsTranslations } from '../translations';
import { ChartWidget } from './chart-widget';
import { MostVisitedCard } from './most-visited-card';

const WEEK = {
  current: figures(1, 7, 320, 60),
  earned: figures(2, 7, 1800, 400),
  followers: figures(3, 7, 120, 40),
  views: figures(4, 7, 5200, 900),
};
const YEAR = { impressions: figures(5, 12, 42000, 9000), earnings: figures(6, 12, 6400, 1800) };
const HALVES = [23800, 31400];

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** `/widgets/charts`: small chart cards, each a figure, its change and a chart in the theme's colours. */
export default function WidgetChartsPage() {
  const { t: tDemo } = demoTranslations.useTranslation();
  const { t } = widgetsTranslations.useTranslation();
  const format = useDemoFormatters();
  const numbers = useFigureFormat();
  const days = useMemo(() => Array.from({ length: 7 }, (_, index) => t('charts.dayN', { n: index + 1 })), [t]);
  const months = format.months();
  const week = (key: keyof typeof WEEK) => ({
    name: t(`charts.${key}.chart`),
    labels: days,
    labelHeader: t('charts.day'),
    series: [{ label: t(`charts.${key}.title`), values: WEEK[key] }],
    compact: true,
    height: '6rem',
  });
  return (
    <PageContainer title={tDemo('widgets.pages.charts')} breadcrumb={[{ label: tDemo('widgets.section') }]}>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="6">
        <ChartWidget
          title={t('charts.current.title')}
          value={numbers.money(WEEK.current.at(-1) ?? 0)}
          change={changeOf(WEEK.current)}
        >
          <LineChart {...week('current')} formatValue={numbers.money} />
        </ChartWidget>
        <ChartWidget
          title={t('charts.earned.title')}
          value={numbers.money(sum(WEEK.earned))}
          change={changeOf(WEEK.earned)}
        >
          <BarChart {...week('earned')} formatValue={numbers.money} />
        </ChartWidget>
        <ChartWidget
          title={t('charts.followers.title')}
          value={numbers.count(sum(WEEK.followers))}
          change={changeOf(WEEK.followers)}
        >
          <LineChart {...week('followers')} formatValue={numbers.count} area />
        </ChartWidget>
        <ChartWidget
          title={t('charts.views.title')}
          value={numbers.count(sum(WEEK.views))}
          change={changeOf(WEEK.views)}
        >
          <BarChart {...week('views')} formatValue={numbers.count} />
        </ChartWidget>
        <MostVisitedCard />
        <ChartWidget title={t('charts.yearly.title')} value={numbers.money(sum(HALVES))}>
          <DoughnutChart
            name={t('charts.yearly.chart')}
            valueHeader={t('charts.yearly.title')}
            segments={[
              { label: t('charts.yearly.first'), value: HALVES[0] ?? 0 },
              { label: t('charts.yearly.second'), value: HALVES[1] ?? 0 },
            ]}
            formatValue={numbers.money}
            height="12rem"
          />
        </ChartWidget>
        <ChartWidget
          title={t('charts.impressions.title')}
          value={numbers.count(sum(YEAR.impressions))}
          change={changeOf(YEAR.impressions)}
          changeSince="january"
        >
          <LineChart
            name={t('charts.impressions.chart')}
            labels={months}
            labelHeader={t('charts.month')}
            series={[{ label: t('charts.impressions.title'), values: YEAR.impressions }]}
            formatValue={numbers.count}
            showLegend={false}
            height="12rem"
          />
        </ChartWidget>
        <ChartWidget
          title={t('charts.monthly.title')}
          value={numbers.money(YEAR.earnings.at(-1) ?? 0)}
          change={changeOf(YEAR.earnings)}
          changeSince="january"
        >
          <LineChart
            name={t('charts.monthly.chart')}
            labels={months}
            labelHeader={t('charts.month')}
            series={[{ label: t('charts.monthly.title'), values: YEAR.earnings }]}
            formatValue={numbers.money}
            area
            compact
            height="8rem"
          />
        </ChartWidget>
      </SimpleGrid>
    </PageContainer>
  );
}
