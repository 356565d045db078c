import { commonTranslations, PageHead, reviewsJsonLd, useAbsoluteUrl } from '@restaurant/shared';
import type { Review } from '@restaurant/shared/contracts';
import { paths } from '@restaurant/shared/router';
import { orderingTranslations } from '../../../lib/translations';
import { useAverageRatings } from '../api/get-average-ratings';

/**
 * The reviews page's head: the rating in its description, and the restaurant's AggregateRating with the reviews shown
 * (the public list: a hidden review is never in it) as JSON-LD.
 */
export function ReviewsHead({ reviews }: { reviews: readonly Review[] | undefined }) {
  const { t } = orderingTranslations.useTranslation();
  const { t: common } = commonTranslations.useTranslation();
  const absolute = useAbsoluteUrl();
  const ratings = useAverageRatings();
  const rating = ratings.data;
  return (
    <PageHead
      title={t('reviews.title')}
      description={
        rating && rating.count > 0 ? t('seo.reviewsDescription', { average: rating.average }) : t('reviews.subtitle')
      }
      jsonLd={
        rating && reviews
          ? reviewsJsonLd({
              restaurantName: common('brand'),
              url: absolute(paths.landing.review),
              rating,
              reviews: reviews.map((review) => ({
                author: review.author.fullName,
                rating: review.rating,
                comment: review.comment,
                createdAt: review.createdAt,
              })),
            })
          : undefined
      }
    />
  );
}
