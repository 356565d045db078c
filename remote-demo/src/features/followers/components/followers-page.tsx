import { useState } from 'react';
import { EmptyState, ErrorState, PageContainer, SimpleGrid, Skeleton, Stack } from '@restaurant/shared/ui';
import { usersQueryOptions, useUpdateSampleData, useUsers, type FollowerUser } from '../../../lib/sample-data';
import { SearchField } from '../../../lib/search';
import { demoTranslations } from '../../../lib/translations';
import { followCounts, searchFollowers, toggleFollow } from '../lib/followers';
import { followersTranslations } from '../translations';
import { FollowCounts } from './follow-counts';
import { FollowerCard } from './follower-card';

/** `/apps/followers`: the 20 followers, a search, and a follow toggle that lasts for the session. */
export default function FollowersPage() {
  const { t: tDemo } = demoTranslations.useTranslation();
  const { t } = followersTranslations.useTranslation();
  const { data: users, error, isPending, refetch } = useUsers();
  const update = useUpdateSampleData();
  const [query, setQuery] = useState('');

  const onToggleFollow = (id: number) => update<FollowerUser[]>(usersQueryOptions(), (list) => toggleFollow(list, id));
  const counts = followCounts(users ?? []);
  const visible = searchFollowers(users ?? [], query);

  return (
    <PageContainer
      title={tDemo('apps.pages.followers')}
      description={t('description')}
      breadcrumb={[{ label: tDemo('apps.section') }]}
    >
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }} gap="4">
        <SearchField label={t('search')} placeholder={t('searchPlaceholder')} value={query} onChange={setQuery} />
        {users ? <FollowCounts followers={counts.followers} following={counts.following} /> : null}
      </Stack>
      {error ? (
        <ErrorState title={t('loadError')} message={error.message} onRetry={() => void refetch()} />
      ) : isPending ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} h="24" borderRadius="card" />
          ))}
        </SimpleGrid>
      ) : visible.length === 0 ? (
        <EmptyState title={t('noResults', { query: query.trim() })} />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {visible.map((user) => (
            <li key={user.id}>
              <FollowerCard user={user} onToggleFollow={onToggleFollow} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </PageContainer>
  );
}
