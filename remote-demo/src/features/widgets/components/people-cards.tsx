import { useState } from 'react';
import { ErrorState, Button, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { useUsers, type FollowerUser } from '../../../lib/sample-data';
import { widgetsTranslations } from '../translations';
import { WidgetCard } from './widget-card';

export interface PeopleCardProps {
  kind: 'followers' | 'friends';
}

/**
 * Four people of the sample data with a Follow toggle (its words say the state: Follow or Following, with the person's name for screen readers). Followers are the
 * first four users, friends the next four; the follow state is the widget's own, starting from the data's.
 */
export function PeopleCard({ kind }: PeopleCardProps) {
  const { t } = widgetsTranslations.useTranslation();
  const users = useUsers();
  const [followed, setFollowed] = useState<Record<number, boolean>>({});
  const [announcement, setAnnouncement] = useState('');
  const people = (users.data ?? []).slice(kind === 'followers' ? 0 : 4, kind === 'followers' ? 4 : 8);
  const isFollowed = (user: FollowerUser) => followed[user.id] ?? user.isFollowed;
  const toggle = (user: FollowerUser) => {
    const next = !isFollowed(user);
    setFollowed((current) => ({ ...current, [user.id]: next }));
    setAnnouncement(t(next ? 'people.nowFollowing' : 'people.unfollowed', { name: user.name }));
  };
  return (
    <WidgetCard title={t(`people.${kind}`)}>
      {users.isError ? <ErrorState title={t(`people.${kind}`)} message={users.error.message} /> : null}
      <Stack as="ul" gap="4" listStyleType="none">
        {users.isPending
          ? [0, 1, 2, 3].map((index) => <Skeleton as="li" key={index} h="10" />)
          : people.map((user, index) => (
              <HStack as="li" key={user.id} gap="3">
                <Avatar.Root size="sm">
                  <Avatar.Image src={user.avatar} alt="" />
                  <Avatar.Fallback name={user.name} />
                </Avatar.Root>
                <Stack gap="0" flex="1" minW="0">
                  <Text fontWeight="medium" truncate>
                    {user.name}
                  </Text>
                  <Text textStyle="xs" color="fg.muted" truncate>
                    {kind === 'followers' ? user.country : t('people.mutual', { count: (index % 4) + 2 })}
                  </Text>
                </Stack>
                <Button size="xs" variant={isFollowed(user) ? 'subtle' : 'solid'} onClick={() => toggle(user)}>
                  {isFollowed(user) ? t('people.following') : t('people.follow')}
                  <VisuallyHidden> {user.name}</VisuallyHidden>
                </Button>
              </HStack>
            ))}
      </Stack>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </WidgetCard>
  );
}
