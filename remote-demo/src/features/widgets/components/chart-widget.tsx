import type { ReactNode } from 'react';
import { Badge, HStack, Text } from '@restaurant/shared/ui';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { widgetsTranslations } from '../translations';
import { WidgetCard } from './widget-card';

export interface ChartWidgetProps {
  title: string;
  /** The headline figure, formatted. */
  value: string;
  /** Change in percent (omitted: no badge): against last week, or since January for a year's figures. */
  change?: number;
  changeSince?: 'lastWeek' | 'january';
  aside?: ReactNode;
  children: ReactNode;
}

/** A small chart card: its figure, its change as a green or red badge, and a chart. */
export function ChartWidget({ title, value, change, changeSince = 'lastWeek', aside, children }: ChartWidgetProps) {
  const { t } = widgetsTranslations.useTranslation();
  const format = useDemoFormatters();
  return (
    <WidgetCard title={title} aside={aside}>
      <HStack gap="3" wrap="wrap">
        <Text textStyle="2xl" fontWeight="semibold">
          {value}
        </Text>
        {change === undefined ? null : (
          <Badge colorPalette={change >= 0 ? 'green' : 'red'} variant="subtle">
            {t(changeSince === 'january' ? 'charts.sinceJanuary' : 'charts.vsLastWeek', {
              value: format.percent(change),
            })}
          </Badge>
        )}
      </HStack>
      {children}
    </WidgetCard>
  );
}
