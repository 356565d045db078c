import { PageContainer } from '@restaurant/shared/ui';
import { useTranslation } from 'react-i18next';
import { PAGE_TITLES_NAMESPACE } from './page-titles/register';

// Pages whose content comes with a later issue: the real title and breadcrumb until then. Exposed modules point
// at the real page as soon as its feature exists.

/** /landing/homepage */
export function HomePagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('home')} breadcrumb={[]} />;
}

/** /landing/food */
export function FoodMenuPagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('foodMenu')} breadcrumb={[]} />;
}

/** /landing/food-detail/:id */
export function FoodDetailPagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('foodDetail')} breadcrumb={[{ label: t('foodMenu'), to: '/landing/food' }]} />;
}

/** /landing/combo-detail/:id */
export function ComboDetailPagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('comboDetail')} breadcrumb={[{ label: t('foodMenu'), to: '/landing/food' }]} />;
}

/** /landing/combodetailv1 */
export function ComboDetailV1PagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('comboDetailV1')} breadcrumb={[]} />;
}

/** /landing/voucher */
export function VoucherListPagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('vouchers')} breadcrumb={[]} />;
}

/** /landing/voucher-detail/:id */
export function VoucherDetailPagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('voucherDetail')} breadcrumb={[{ label: t('vouchers'), to: '/landing/voucher' }]} />;
}

/** /landing/review */
export function ReviewPagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('reviews')} breadcrumb={[]} />;
}

/** /landing/reviews */
export function PersonalReviewsPagePlaceholder() {
  const { t } = useTranslation(PAGE_TITLES_NAMESPACE);
  return <PageContainer title={t('personalReviews')} breadcrumb={[{ label: t('reviews'), to: '/landing/review' }]} />;
}
