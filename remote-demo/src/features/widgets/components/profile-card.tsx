import { paths, useNavigate } from '@restaurant/shared/router';
import { Button, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { DEMO_USER, useDemoUserCounts } from '../../../lib/sample-data';
import { widgetsTranslations } from '../translations';
import { WidgetCard } from './widget-card';

const STATS = ['posts', 'followers', 'following'] as const;

/** The demo user's card: avatar, name, role and the profile page's own counts, and a button to the chats app. */
export function ProfileCard() {
  const { t } = widgetsTranslations.useTranslation();
  const numbers = useDemoFormatters();
  const navigate = useNavigate();
  const counts = useDemoUserCounts();
  return (
    <WidgetCard title={t('profile.title')}>
      <Stack align="center" gap="2" textAlign="center">
        <Avatar.Root size="2xl">
          <Avatar.Image src={DEMO_USER.avatar} alt="" />
          <Avatar.Fallback name={DEMO_USER.name} />
        </Avatar.Root>
        <Text fontWeight="semibold">{DEMO_USER.name}</Text>
        <Text textStyle="sm" color="fg.muted">
          {DEMO_USER.role}
        </Text>
      </Stack>
      <HStack as="dl" justify="space-around">
        {STATS.map((stat) => (
          // The term comes first for screen readers; the figure is drawn above it.
          <Stack key={stat} gap="0" align="center" direction="column-reverse">
            <Text as="dt" textStyle="xs" color="fg.muted">
              {t(`profile.${stat}`)}
            </Text>
            <Text as="dd" fontWeight="semibold">
              {counts[stat] === undefined ? '—' : numbers.number(counts[stat])}
            </Text>
          </Stack>
        ))}
      </HStack>
      <Button onClick={() => navigate(paths.demo.apps.chats)}>{t('profile.message')}</Button>
    </WidgetCard>
  );
}
