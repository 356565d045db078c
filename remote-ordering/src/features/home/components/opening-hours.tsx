import { useIntlLocale } from '@restaurant/shared';
import { Box, HStack, Text } from '@restaurant/shared/ui';
import { localeOf } from '../../../lib/format';
import { orderingTranslations } from '../../../lib/translations';
import { useOpeningHours } from '../api/get-opening-hours';
import { daysLabel, groupWeek, servicesLabel } from '../lib/weekly-hours';

/**
 * The restaurant's week as the manager set it (`/staff/settings`), in the reader's language: runs of days with the
 * same services, a closed day said so. The server render fetches the rules first, so the hours are in the first
 * paint; until they are known (a move inside the app), nothing is drawn rather than hours that may be wrong.
 */
export function OpeningHours() {
  const { t } = orderingTranslations.useTranslation();
  const locale = localeOf(useIntlLocale());
  const { data: week } = useOpeningHours();
  if (!week) return null;
  const groups = groupWeek(week);
  const everyDay = groups.length === 1;
  return (
    <Box fontSize="sm">
      <Text fontWeight="semibold">{t('home.hoursTitle')}</Text>
      <Box as="dl">
        {groups.map((group) => (
          <HStack key={group.weekdays.join()} gap="2" wrap="wrap">
            <Text as="dt">{everyDay ? t('home.everyDay') : daysLabel(group, locale)}</Text>
            <Text as="dd">{group.services.length > 0 ? servicesLabel(group.services, locale) : t('home.closed')}</Text>
          </HStack>
        ))}
      </Box>
    </Box>
  );
}
