import { useSearchParams } from '@restaurant/shared/router';
import {
  Button,
  EmptyState,
  ErrorState,
  Heading,
  HStack,
  LoadingState,
  PageContainer,
  Stack,
  StarIcon,
  Text,
} from '@restaurant/shared/ui';
import { Pager } from '../../../lib/pager';
import { orderingTranslations } from '../../../lib/translations';
import { useRestaurantReviews } from '../api/get-restaurant-reviews';
import { MyReviewPanel } from './my-review-panel';
import { RatingSummary } from './rating-summary';
import { ReviewItem } from './review-item';
import { ReviewsHead } from './reviews-head';

export const REVIEW_PAGE_SIZE = 10;

function readInt(value: string | null, min: number, max: number): number | undefined {
  const parsed = Number(value);
  return value !== null && Number.isInteger(parsed) && parsed >= min && parsed <= max ? parsed : undefined;
}

/** /landing/review: the restaurant's rating, every review (paged, filtered by star), and the diner's own. */
export function ReviewsPage() {
  const { t } = orderingTranslations.useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const star = readInt(searchParams.get('rating'), 1, 5);
  const page = readInt(searchParams.get('page'), 1, 100000) ?? 1;
  const reviews = useRestaurantReviews({ page, size: REVIEW_PAGE_SIZE, rating: star });

  const go = (next: { rating?: number; page?: number }) => {
    const params: Record<string, string> = {};
    if (next.rating !== undefined) params.rating = String(next.rating);
    if (next.page !== undefined && next.page > 1) params.page = String(next.page);
    setSearchParams(params);
  };

  let list;
  if (reviews.isPending) list = <LoadingState lines={6} label={t('reviews.loading')} />;
  else if (reviews.isError)
    list = <ErrorState message={reviews.error.message} onRetry={() => void reviews.refetch()} />;
  else if (reviews.data.items.length === 0)
    list = (
      <EmptyState
        title={star ? t('reviews.emptyForStar', { star }) : t('reviews.emptyTitle')}
        action={
          star ? (
            <Button variant="outline" onClick={() => go({})}>
              {t('reviews.showAll')}
            </Button>
          ) : undefined
        }
      />
    );
  else
    list = (
      <Stack gap="3" aria-busy={reviews.isPlaceholderData}>
        <Stack as="ul" listStyleType="none" gap="3">
          {reviews.data.items.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </Stack>
        <Pager
          page={page}
          size={REVIEW_PAGE_SIZE}
          total={reviews.data.total}
          label={t('reviews.pages')}
          onPageChange={(next) => go({ rating: star, page: next })}
        />
      </Stack>
    );

  return (
    <PageContainer
      title={t('reviews.title')}
      description={t('reviews.subtitle')}
      breadcrumb={[{ label: t('reviews.title') }]}
    >
      <ReviewsHead reviews={reviews.data?.items} />
      <Stack gap="8">
        <RatingSummary selectedStar={star} onSelectStar={(value) => go({ rating: value })} />
        <MyReviewPanel />
        <Stack as="section" aria-labelledby="all-reviews" gap="4">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Heading as="h2" id="all-reviews" size="xl">
              {t('reviews.allTitle')}
            </Heading>
            <HStack role="group" aria-label={t('reviews.filterLabel')} gap="1" wrap="wrap">
              <Button
                size="sm"
                variant={star === undefined ? 'solid' : 'outline'}
                aria-pressed={star === undefined}
                onClick={() => go({})}
              >
                {t('reviews.allStars')}
              </Button>
              {[5, 4, 3, 2, 1].map((value) => (
                <Button
                  key={value}
                  size="sm"
                  variant={star === value ? 'solid' : 'outline'}
                  aria-pressed={star === value}
                  aria-label={t('rating.stars', { value })}
                  onClick={() => go({ rating: value })}
                >
                  {value}
                  <StarIcon />
                </Button>
              ))}
            </HStack>
          </HStack>
          {star ? (
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {t('reviews.filteredBy', { star })}
            </Text>
          ) : null}
          {list}
        </Stack>
      </Stack>
    </PageContainer>
  );
}
