// Exposed as `ordering/HomePage` (/landing/homepage).
import { lazy } from 'react';
import { Stack } from '@restaurant/shared/ui';
import { HomeHero } from '../../features/home/components/home-hero';
import { FeaturedCategories } from '../../features/menu/components/featured-categories';
import { LazySection } from '../../lib/lazy-section';
import { orderingTranslations } from '../../lib/translations';
import { HomeHead } from '../home-head';

// Below the fold on phones and on a 1280x720 desktop (the dishes start near 1200px, the combos past 2000px): their
// code and their queries wait until the diner scrolls near them, so the first render carries only what is on screen.
// The dishes come with their add-to-cart buttons (the cart feature's code) in one chunk.
const PopularDishesWithCart = lazy(() => import('../popular-dishes-with-cart'));
const ComboStrip = lazy(() =>
  import('../../features/combos/components/combo-strip').then((module) => ({ default: module.ComboStrip })),
);
const VoucherStrip = lazy(() =>
  import('../../features/vouchers/components/voucher-strip').then((module) => ({ default: module.VoucherStrip })),
);
const LatestReviews = lazy(() =>
  import('../../features/reviews/components/latest-reviews').then((module) => ({ default: module.LatestReviews })),
);

// The first page most diners see: only `@restaurant/shared/ui` components (no overlay or form kit), images lazy
// with fixed sizes, and the hero is text so the largest paint does not wait for a download. The skeleton heights
// are the sections' measured heights with the seeded data (one column on phones), so arriving content barely moves.
export default function HomePage() {
  const { t } = orderingTranslations.useTranslation();
  return (
    <Stack gap={{ base: '10', md: '14' }} py={{ base: '6', md: '8' }}>
      <HomeHead />
      <HomeHero />
      <FeaturedCategories />
      <LazySection label={t('menu.loadingDishes')} minH={{ base: '3700px', sm: '1800px', lg: '815px' }}>
        <PopularDishesWithCart />
      </LazySection>
      <LazySection label={t('combos.loading')} minH={{ base: '2900px', sm: '1500px', lg: '1000px' }}>
        <ComboStrip />
      </LazySection>
      <LazySection label={t('vouchers.loading')} minH={{ base: '1000px', md: '500px', xl: '270px' }}>
        <VoucherStrip />
      </LazySection>
      <LazySection label={t('reviews.loading')} minH={{ base: '700px', md: '370px' }}>
        <LatestReviews />
      </LazySection>
    </Stack>
  );
}
