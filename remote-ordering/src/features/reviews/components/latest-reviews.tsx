import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { EmptyState, ErrorState, Heading, HStack, Link, SimpleGrid, Skeleton, Stack } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';
import { useRestaurantReviews } from '../api/get-restaurant-reviews';
import { RatingSummary } from './rating-summary';
import { ReviewItem } from './review-item';

/** Homepage: the average rating and the latest reviews. */
export function LatestReviews({ count = 3 }: { count?: number }) {
  const { t } = orderingTranslations.useTranslation();
  const reviews = useRestaurantReviews({ page: 1, size: count });

  let list;
  if (reviews.isPending)
    list = (
      <SimpleGrid role="status" aria-busy="true" aria-label={t('reviews.loading')} columns={{ base: 1, md: 3 }} gap="4">
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} h="32" borderRadius="card" />
        ))}
      </SimpleGrid>
    );
  else if (reviews.isError)
    list = <ErrorState message={reviews.error.message} onRetry={() => void reviews.refetch()} />;
  else if (reviews.data.items.length === 0) list = <EmptyState title={t('reviews.emptyTitle')} />;
  else
    list = (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
        {reviews.data.items.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </SimpleGrid>
    );

  return (
    <Stack as="section" aria-labelledby="home-reviews" gap="4">
      <HStack justify="space-between" align="baseline" wrap="wrap">
        <Heading as="h2" id="home-reviews" size="xl">
          {t('reviews.homeTitle')}
        </Heading>
        <Link asChild color="colorPalette.fg" fontWeight="medium">
          <RouterLink to={paths.landing.review}>{t('home.seeReviews')}</RouterLink>
        </Link>
      </HStack>
      <RatingSummary />
      {list}
    </Stack>
  );
}
