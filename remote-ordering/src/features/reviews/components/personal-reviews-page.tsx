import { PageHead } from '@restaurant/shared';
import { Link as RouterLink, paths } from '@restaurant/shared/router';
import { Link, PageContainer, Stack, Text } from '@restaurant/shared/ui';
import { orderingTranslations } from '../../../lib/translations';
import { MyReviewPanel } from './my-review-panel';

/** The personal reviews page (`paths.landing.reviews`): the diner's own review, to read and edit. */
export function PersonalReviewsPage() {
  const { t } = orderingTranslations.useTranslation();
  return (
    <PageContainer
      title={t('reviews.personalTitle')}
      description={t('reviews.personalSubtitle')}
      breadcrumb={[{ label: t('reviews.personalTitle') }]}
    >
      <PageHead title={t('seo.reviewFormTitle')} description={t('seo.reviewFormDescription')} />
      <Stack gap="4" maxW="3xl">
        <MyReviewPanel />
        <Text fontSize="sm">
          <Link asChild color="colorPalette.fg">
            <RouterLink to={paths.landing.review}>{t('reviews.seeAll')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </PageContainer>
  );
}
