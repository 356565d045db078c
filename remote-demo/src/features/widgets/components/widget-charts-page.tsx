import { useMemo } from 'react';
import { PageContainer, SimpleGrid } from '@restaurant/shared/ui';
import { BarChart, DoughnutChart, LineChart } from '../../../lib/charts';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { demoTranslations } from '../../../lib/translations';
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
          value={format.wholeMoney(WEEK.current.at(-1) ?? 0)}
          change={changeOf(WEEK.current)}
        >
          <LineChart {...week('current')} formatValue={format.wholeMoney} />
        </ChartWidget>
        <ChartWidget
          title={t('charts.earned.title')}
          value={format.wholeMoney(sum(WEEK.earned))}
          change={changeOf(WEEK.earned)}
        >
          <BarChart {...week('earned')} formatValue={format.wholeMoney} />
        </ChartWidget>
        <ChartWidget
          title={t('charts.followers.title')}
          value={format.number(sum(WEEK.followers))}
          change={changeOf(WEEK.followers)}
        >
          <LineChart {...week('followers')} formatValue={format.number} area />
        </ChartWidget>
        <ChartWidget
          title={t('charts.views.title')}
          value={format.number(sum(WEEK.views))}
          change={changeOf(WEEK.views)}
        >
          <BarChart {...week('views')} formatValue={format.number} />
        </ChartWidget>
        <MostVisitedCard />
        <ChartWidget title={t('charts.yearly.title')} value={format.wholeMoney(sum(HALVES))}>
          <DoughnutChart
            name={t('charts.yearly.chart')}
            valueHeader={t('charts.yearly.title')}
            segments={[
              { label: t('charts.yearly.first'), value: HALVES[0] ?? 0 },
              { label: t('charts.yearly.second'), value: HALVES[1] ?? 0 },
            ]}
            formatValue={format.wholeMoney}
            height="12rem"
          />
        </ChartWidget>
        <ChartWidget
          title={t('charts.impressions.title')}
          value={format.number(sum(YEAR.impressions))}
          change={changeOf(YEAR.impressions)}
          changeSince="january"
        >
          <LineChart
            name={t('charts.impressions.chart')}
            labels={months}
            labelHeader={t('charts.month')}
            series={[{ label: t('charts.impressions.title'), values: YEAR.impressions }]}
            formatValue={format.number}
            showLegend={false}
            height="12rem"
          />
        </ChartWidget>
        <ChartWidget
          title={t('charts.monthly.title')}
          value={format.wholeMoney(YEAR.earnings.at(-1) ?? 0)}
          change={changeOf(YEAR.earnings)}
          changeSince="january"
        >
          <LineChart
            name={t('charts.monthly.chart')}
            labels={months}
            labelHeader={t('charts.month')}
            series={[{ label: t('charts.monthly.title'), values: YEAR.earnings }]}
            formatValue={format.wholeMoney}
            area
            compact
            height="8rem"
          />
        </ChartWidget>
      </SimpleGrid>
    </PageContainer>
  );
}
