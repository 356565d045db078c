import { Box, Card, Heading, HStack, Image, Stack, Text } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { Tabs } from '@restaurant/shared/ui-tabs';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { PROFILE_OWNER } from '../lib/profile-owner';
import { userProfileTranslations } from '../translations';

export const PROFILE_TABS = ['profile', 'followers', 'friends', 'gallery'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export interface ProfileBannerProps {
  counts: { posts?: number | undefined; followers?: number | undefined; following?: number | undefined };
}

/** The profile's head: cover, avatar, name and role, the three counts, and the tab list of the page's sections. */
export function ProfileBanner({ counts }: ProfileBannerProps) {
  const { t } = userProfileTranslations.useTranslation();
  const format = useDemoFormatters();
  const stats = [
    { key: 'posts', value: counts.posts },
    { key: 'followers', value: counts.followers },
    { key: 'following', value: counts.following },
  ] as const;

  return (
    <Card.Root variant="outline" overflow="hidden">
      <Image
        src={PROFILE_OWNER.cover}
        alt={t('banner.cover', { name: PROFILE_OWNER.name })}
        htmlWidth={1200}
        htmlHeight={300}
        aspectRatio={{ base: '3 / 1', md: '4 / 1' }}
        w="full"
        h="auto"
        fit="cover"
        bg="bg.muted"
      />
      <Card.Body p={{ base: '4', md: '6' }} gap="4">
        <Stack direction={{ base: 'column', md: 'row' }} align="center" justify="space-between" gap="4">
          {/* A named group: a `dl` itself may not carry a name. */}
          <Box role="group" aria-label={t('banner.counts')} order={{ base: 2, md: 1 }}>
            <HStack as="dl" gap={{ base: '6', md: '10' }}>
              {stats.map(({ key, value }) => (
                <Stack key={key} gap="0" align="center" flexDirection="column-reverse">
                  <Text as="dt" fontSize="sm" color="fg.muted">
                    {t(`banner.${key}`)}
                  </Text>
                  <Text as="dd" fontWeight="bold" fontSize="xl">
                    {value === undefined ? '—' : format.number(value)}
                  </Text>
                </Stack>
              ))}
            </HStack>
          </Box>
          <Stack align="center" gap="1" order={{ base: 1, md: 2 }} mt={{ base: '-14', md: '-20' }}>
            <Box borderRadius="full" borderWidth="4px" borderColor="bg.panel" bg="bg.panel">
              <Avatar.Root size="2xl" boxSize={{ base: '20', md: '28' }}>
                <Avatar.Fallback name={PROFILE_OWNER.name} />
                <Avatar.Image src={PROFILE_OWNER.avatar} alt={t('banner.avatar', { name: PROFILE_OWNER.name })} />
              </Avatar.Root>
            </Box>
            <Heading as="h2" size="lg">
              {PROFILE_OWNER.name}
            </Heading>
            <Text color="fg.muted">{PROFILE_OWNER.role}</Text>
          </Stack>
          <Box order={3} display={{ base: 'none', md: 'block' }} w="56" />
        </Stack>
        <Tabs.List aria-label={t('tabs.label')} justifyContent={{ md: 'center' }} overflowX="auto">
          {PROFILE_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Card.Body>
    </Card.Root>
  );
}
