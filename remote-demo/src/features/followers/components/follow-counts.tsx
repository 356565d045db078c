import { numberFormat, useIntlLocale } from '@restaurant/shared';
import { HStack, Stack, Text } from '@restaurant/shared/ui';
import { followersTranslations } from '../translations';

export interface FollowCountsProps {
  followers: number;
  following: number;
}

/** The two totals above the list; a status region, so a screen reader hears the new count after a toggle. */
export function FollowCounts({ followers, following }: FollowCountsProps) {
  const { t } = followersTranslations.useTranslation();
  const format = numberFormat(useIntlLocale(), {});
  const items = [
    { key: 'followers', label: t('counts.followers'), value: followers },
    { key: 'following', label: t('counts.following'), value: following },
  ] as const;

  return (
    <HStack role="status" aria-label={t('counts.label')} gap="3" wrap="wrap">
      {items.map((item) => (
        <Stack
          key={item.key}
          gap="0"
          px="4"
          py="2"
          minW="32"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="card"
          textAlign="start"
        >
          <Text fontSize="2xl" fontWeight="semibold" color="colorPalette.fg" data-testid={`count-${item.key}`}>
            {format.format(item.value)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {item.label}
          </Text>
        </Stack>
      ))}
    </HStack>
  );
}
