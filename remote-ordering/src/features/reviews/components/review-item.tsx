import type { ReplyLanguage, Review } from '@restaurant/shared/contracts';
import { Alert, Badge, Box, HStack, Stack, Text } from '@restaurant/shared/ui';
import { StarRating } from '../../../lib/star-rating';
import { orderingTranslations } from '../../../lib/translations';
import { useFormatters } from '../../../lib/use-formatters';

/** The `lang` of a reply's language (`ch` is Chinese as the site writes it) and its direction, whatever the page's. */
const langOf = (language: ReplyLanguage) => (language === 'ch' ? 'zh-CN' : language);
const directionOf = (language: ReplyLanguage) => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * One review, with the restaurant's reply under it (in the language it was written in). `hidden` only comes with the
 * diner's own review: a manager hid it, so only its author sees it, marked so.
 */
export function ReviewItem({ review }: { review: Review }) {
  const { t } = orderingTranslations.useTranslation();
  const format = useFormatters();
  const reply = review.reply;
  return (
    <Box as="article" borderWidth="1px" borderColor="border" borderRadius="card" p="4" bg="bg.panel">
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontWeight="semibold">{review.author.fullName}</Text>
          <Text asChild fontSize="sm" color="fg.muted">
            <time dateTime={review.updatedAt}>{format.date(review.updatedAt)}</time>
          </Text>
        </HStack>
        {review.hidden ? (
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('reviews.hiddenTitle')}</Alert.Title>
              <Alert.Description>{t('reviews.hiddenHint')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <StarRating value={review.rating} />
        <Text whiteSpace="pre-line">{review.comment}</Text>
        {reply ? (
          <Box
            as="section"
            aria-label={t('reviews.restaurantReply')}
            borderStartWidth="3px"
            borderColor="colorPalette.solid"
            bg="bg.subtle"
            borderRadius="l2"
            p="3"
            mt="1"
          >
            <HStack justify="space-between" wrap="wrap" gap="2" mb="1">
              <Badge colorPalette="orange" variant="subtle">
                {t('reviews.restaurantReply')}
              </Badge>
              <Text asChild fontSize="sm" color="fg.muted">
                <time dateTime={reply.repliedAt}>{format.date(reply.repliedAt)}</time>
              </Text>
            </HStack>
            <Text whiteSpace="pre-line" lang={langOf(reply.language)} dir={directionOf(reply.language)}>
              {reply.text}
            </Text>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
