import type { AverageRatings } from '@restaurant/shared/contracts';
import { Box, chakra, ErrorState, Flex, HStack, Skeleton, Stack, StarIcon, Text } from '@restaurant/shared/ui';
import { StarRating } from '../../../lib/star-rating';
import { orderingTranslations } from '../../../lib/translations';
import { useFormatters } from '../../../lib/use-formatters';
import { useAverageRatings } from '../api/get-average-ratings';

function countFor(ratings: AverageRatings, star: number): number {
  return ratings.breakdown.find((entry) => entry.rating === star)?.count ?? 0;
}

export interface RatingSummaryProps {
  /** Makes each star row a filter button (reviews page); plain bars elsewhere. */
  selectedStar?: number;
  onSelectStar?: (star: number | undefined) => void;
}

/** Average, count and the 1-5 star distribution. */
export function RatingSummary({ selectedStar, onSelectStar }: RatingSummaryProps) {
  const { t } = orderingTranslations.useTranslation();
  const format = useFormatters();
  const ratings = useAverageRatings();

  if (ratings.isPending)
    return (
      <Flex role="status" aria-busy="true" aria-label={t('reviews.loadingAverage')} gap="6" wrap="wrap">
        <Skeleton w="32" h="24" />
        <Stack flex="1" minW="48" gap="2">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} h="4" />
          ))}
        </Stack>
      </Flex>
    );
  if (ratings.isError) return <ErrorState message={ratings.error.message} onRetry={() => void ratings.refetch()} />;

  const data = ratings.data;
  return (
    <Flex gap={{ base: '4', md: '8' }} wrap="wrap" align="center">
      <Stack gap="1" align="center" minW="32">
        <Text fontSize="5xl" fontWeight="bold" lineHeight="1" data-testid="average-rating">
          {format.number(data.average, 1)}
        </Text>
        <StarRating value={data.average} fontSize="xl" />
        <Text fontSize="sm" color="fg.muted">
          {t('reviews.averageOf', { count: data.count })}
        </Text>
      </Stack>
      <Stack as="ul" listStyleType="none" flex="1" minW="56" gap="1" aria-label={t('reviews.distribution')}>
        {[5, 4, 3, 2, 1].map((star) => {
          const count = countFor(data, star);
          const percent = data.count > 0 ? Math.round((count / data.count) * 100) : 0;
          const label = t('reviews.distributionRow', {
            stars: t('reviews.starCount', { count: star }),
            reviews: t('reviews.count', { count }),
          });
          const starsAndBar = (
            <>
              <HStack as="span" w="10" flexShrink={0} gap="1" fontSize="sm" aria-hidden="true">
                {star}
                <StarIcon color="orange.solid" />
              </HStack>
              <Box flex="1" h="2" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden="true">
                <Box h="full" w={`${percent}%`} bg="orange.solid" borderRadius="full" />
              </Box>
            </>
          );
          const shownCount = (
            <Text as="span" w="10" flexShrink={0} fontSize="sm" color="fg.muted" textAlign="end" aria-hidden="true">
              {count}
            </Text>
          );
          return (
            <li key={star}>
              {onSelectStar ? (
                // The count stays beside the button, not in it: a button's name must contain the text it shows, and
                // "5 stars: 15 reviews" cannot contain "5 ★ 15" in any language.
                <HStack gap="1">
                  <chakra.button
                    type="button"
                    display="flex"
                    alignItems="center"
                    gap="3"
                    flex="1"
                    px="2"
                    py="1"
                    borderRadius="l2"
                    cursor="pointer"
                    bg={selectedStar === star ? 'colorPalette.subtle' : 'transparent'}
                    _hover={{ bg: 'bg.muted' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
                    aria-pressed={selectedStar === star}
                    aria-label={label}
                    onClick={() => onSelectStar(selectedStar === star ? undefined : star)}
                  >
                    {starsAndBar}
                  </chakra.button>
                  {shownCount}
                </HStack>
              ) : (
                <HStack gap="3" px="2" py="1" role="img" aria-label={label}>
                  {starsAndBar}
                  {shownCount}
                </HStack>
              )}
            </li>
          );
        })}
      </Stack>
    </Flex>
  );
}
