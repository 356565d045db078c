import { useState } from 'react';
import { Stack, Text } from '@restaurant/shared/ui';
import { Tabs } from '@restaurant/shared/ui-tabs';
import { useDemoFormatters } from '../../../lib/formatting/use-demo-formatters';
import { RatingStars } from '../../../lib/product-display';
import type { Product } from '../../../lib/sample-data';
import { sampleReviews } from '../lib/sample-reviews';
import { productDetailTranslations } from '../translations';

/** Description and reviews tabs (the reviews are derived from the product: the sample data has none). */
export function ProductInfoTabs({ product }: { product: Product }) {
  const { t } = productDetailTranslations.useTranslation();
  const { date } = useDemoFormatters();
  // Read once: the reviews keep their dates while the page is open.
  const [now] = useState(Date.now);
  const reviews = sampleReviews(product, now);
  return (
    <Tabs.Root defaultValue="description" variant="line">
      <Tabs.List aria-label={t('tabs.label')}>
        <Tabs.Trigger value="description">{t('tabs.description')}</Tabs.Trigger>
        <Tabs.Trigger value="reviews">{t('tabs.reviews', { count: reviews.length })}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description">
        <Text color="fg.muted" maxW="prose">
          {product.description}
        </Text>
      </Tabs.Content>
      <Tabs.Content value="reviews">
        <Stack as="ul" gap="5" listStyleType="none">
          {reviews.map((review) => (
            <Stack as="li" key={review.id} gap="1" aria-label={t('reviews.by', { name: review.name })}>
              <Text fontWeight="semibold">{review.name}</Text>
              <RatingStars rating={review.rating} label={t('reviews.rating', { rating: review.rating })} />
              <Text fontSize="sm" color="fg.muted">
                {date(review.date)}
              </Text>
              <Text>{review.comment}</Text>
            </Stack>
          ))}
        </Stack>
      </Tabs.Content>
    </Tabs.Root>
  );
}
