import { useState } from 'react';
import { EmptyState, ErrorState, PageContainer, SimpleGrid, Skeleton, Stack, Text } from '@restaurant/shared/ui';
import { useUsers, type FollowerUser } from '../../../lib/sample-data';
import { SearchField } from '../../../lib/search';
import { demoTranslations } from '../../../lib/translations';
import { searchFriends, type SocialNetwork } from '../lib/friends';
import { friendsTranslations } from '../translations';
import { FriendCard } from './friend-card';

/** `/apps/friends`: the sample users as friend cards, with a search and their social profiles. */
export default function FriendsPage() {
  const { t: tDemo } = demoTranslations.useTranslation();
  const { t } = friendsTranslations.useTranslation();
  const { data: friends, error, isPending, refetch } = useUsers();
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useState('');
  const visible = searchFriends(friends ?? [], query);

  const onSocial = (friend: FollowerUser, network: SocialNetwork) =>
    setNotice(t('notLinked', { name: friend.name, network }));

  return (
    <PageContainer
      title={tDemo('apps.pages.friends')}
      description={t('description')}
      breadcrumb={[{ label: tDemo('apps.section') }]}
    >
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }} gap="4">
        <SearchField label={t('search')} placeholder={t('searchPlaceholder')} value={query} onChange={setQuery} />
        {friends ? (
          <Text color="fg.muted" fontWeight="medium">
            {t('total', { count: visible.length })}
          </Text>
        ) : null}
      </Stack>
      <Text role="status" color="fg.muted" fontSize="sm" minH="5">
        {notice}
      </Text>
      {error ? (
        <ErrorState title={t('loadError')} message={error.message} onRetry={() => void refetch()} />
      ) : isPending ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4" aria-busy="true">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} h="64" borderRadius="card" />
          ))}
        </SimpleGrid>
      ) : visible.length === 0 ? (
        <EmptyState title={t('noResults', { query: query.trim() })} />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
          {visible.map((friend) => (
            <li key={friend.id}>
              <FriendCard friend={friend} onSocial={onSocial} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </PageContainer>
  );
}
