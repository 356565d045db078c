import { commonTranslations } from '@restaurant/shared';
import { Card, SimpleGrid, Skeleton, SkeletonText, Stack } from '@restaurant/shared/ui';

/** The posts page's shape while the posts load: two featured cards, then a grid of cards. */
export function BlogPostsSkeleton() {
  const { t } = commonTranslations.useTranslation();
  return (
    <Stack gap="6" aria-busy="true" role="status" aria-label={t('loading')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {[0, 1].map((key) => (
          <Skeleton key={key} aspectRatio="2 / 1" borderRadius="card" />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Card.Root key={key} variant="outline" overflow="hidden">
            <Skeleton aspectRatio="16 / 9" />
            <Card.Body gap="3" p="5">
              <SkeletonText noOfLines={3} />
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
