import { Text } from '@restaurant/shared/ui';
import { Timeline } from '@restaurant/shared/ui-demo';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { widgetsTranslations } from '../translations';
import { WidgetCard } from './widget-card';

/** The next four events, soonest first, as a timeline (times are minutes after midnight, shown in the language). */
const ACTIVITIES = [
  { key: 'delivery', at: 8 * 60 + 30, palette: 'green' },
  { key: 'meeting', at: 11 * 60, palette: 'blue' },
  { key: 'inspection', at: 15 * 60 + 15, palette: 'orange' },
  { key: 'tasting', at: 19 * 60, palette: 'purple' },
] as const;

export function UpcomingActivityCard() {
  const { t } = widgetsTranslations.useTranslation();
  const format = useDemoFormatters();
  return (
    <WidgetCard title={t('upcoming.title')}>
      <Timeline.Root as="ol" size="sm">
        {ACTIVITIES.map((activity) => (
          <Timeline.Item key={activity.key} as="li">
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator colorPalette={activity.palette} />
            </Timeline.Connector>
            <Timeline.Content>
              <Timeline.Title>{t(`upcoming.items.${activity.key}`)}</Timeline.Title>
              <Text textStyle="xs" color="fg.muted">
                {format.timeOfDay(activity.at)}
              </Text>
            </Timeline.Content>
          </Timeline.Item>
        ))}
      </Timeline.Root>
    </WidgetCard>
  );
}
