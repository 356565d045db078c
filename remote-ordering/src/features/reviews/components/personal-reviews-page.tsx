import { Link, PageContainer, Stack, Text } from '@restaurant/shared/ui';
import { Link as RouterLink } from '@restaurant/shared/router';
import { useTranslation } from '@restaurant/shared';
import { MyReviewPanel } from './my-review-panel';

/** /landing/reviews: the diner's own review, to read and edit. */
export function PersonalReviewsPage() {
  const { t } = useTranslation('ordering');
  return (
    <PageContainer
      title={t('reviews.personalTitle')}
      description={t('reviews.personalSubtitle')}
      breadcrumb={[{ label: t('reviews.personalTitle') }]}
    >
      <Stack gap="4" maxW="3xl">
        <MyReviewPanel />
        <Text fontSize="sm">
          <Link asChild color="colorPalette.fg">
            <RouterLink to="/landing/review">{t('reviews.seeAll')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </PageContainer>
  );
}
