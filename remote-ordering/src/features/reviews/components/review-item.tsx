import type { Review } from '@restaurant/shared/contracts';
import { Box, HStack, Stack, Text } from '@restaurant/shared/ui';
import { StarRating } from '../../../lib/star-rating';
import { useFormatters } from '../../../lib/use-formatters';

export function ReviewItem({ review }: { review: Review }) {
  const format = useFormatters();
  return (
    <Box as="article" borderWidth="1px" borderColor="border" borderRadius="card" p="4" bg="bg.panel">
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontWeight="semibold">{review.author.fullName}</Text>
          <Text asChild fontSize="sm" color="fg.muted">
            <time dateTime={review.updatedAt}>{format.date(review.updatedAt)}</time>
          </Text>
        </HStack>
        <StarRating value={review.rating} />
        <Text whiteSpace="pre-line">{review.comment}</Text>
      </Stack>
    </Box>
  );
}
