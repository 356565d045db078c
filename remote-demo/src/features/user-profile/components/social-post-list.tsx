import { ErrorState, Skeleton, SkeletonCircle, SkeletonText, Stack, Card, HStack } from '@restaurant/shared/ui';
import { useSocialPosts } from '../../../lib/sample-data';
import { userProfileTranslations } from '../translations';
import { SocialPostCard } from './social-post-card';

/** The profile's social posts, newest shared first, with skeletons while they load. */
export function SocialPostList() {
  const { t } = userProfileTranslations.useTranslation();
  const posts = useSocialPosts();
  if (posts.isError) return <ErrorState title={t('loadError')} message={posts.error.message} />;
  if (!posts.data) {
    return (
      <Stack gap="4" role="status" aria-label={t('common:loading')}>
        {[0, 1].map((key) => (
          <Card.Root key={key} variant="outline">
            <Card.Body gap="4">
              <HStack gap="3">
                <SkeletonCircle size="10" />
                <SkeletonText noOfLines={2} flex="1" />
              </HStack>
              <Skeleton h="40" borderRadius="md" />
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" gap="4" aria-label={t('post.postsLabel')}>
      {posts.data.map((post) => (
        <li key={post.id}>
          <SocialPostCard post={post} />
        </li>
      ))}
    </Stack>
  );
}
