import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import type { Period } from '../lib/sample-series';
import { chartsTranslations } from '../translations';

/** The x-axis labels of a period in the interface language: weekdays, weeks or months. */
export function usePeriodLabels(period: Period): string[] {
  const { t } = chartsTranslations.useTranslation();
  const format = useDemoFormatters();
  if (period === 'year') return format.months();
  if (period === 'month') return Array.from({ length: 4 }, (_, index) => t('weekN', { n: index + 1 }));
  return Array.from({ length: 7 }, (_, index) => t('dayN', { n: index + 1 }));
}

/** The period select's choices, translated. */
export function usePeriodOptions() {
  const { t } = chartsTranslations.useTranslation();
  return (['week', 'month', 'year'] as const).map((value) => ({ value, label: t(`period.${value}`) }));
}
