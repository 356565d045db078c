import { Badge } from '@restaurant/shared/ui';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { ecommerceDashboardTranslations } from '../translations';

/** A change against the period before: green when up, red when down, and said in words for screen readers. */
export function ChangeBadge({ value }: { value: number }) {
  const { t } = ecommerceDashboardTranslations.useTranslation();
  const format = useDemoFormatters();
  const text = format.percent(value);
  return (
    <Badge colorPalette={value >= 0 ? 'green' : 'red'} variant="subtle" title={t('versusBefore', { value: text })}>
      {text}
    </Badge>
  );
}
