// Exposed as `ordering/HomePage` (/landing/homepage).
import '../i18n';
import { lazy } from 'react';
import { useTranslation } from '@restaurant/shared';
import { Stack } from '@restaurant/shared/ui';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { HomeHero } from '../../features/home/components/home-hero';
import { FeaturedCategories } from '../../features/menu/components/featured-categories';
import { PopularDishes } from '../../features/menu/components/popular-dishes';
import { LazySection } from '../../lib/lazy-section';

// Below the fold on every screen size (combos start past 2000px on a desktop): their code and their queries wait
// until the diner scrolls near them, so the first render carries only what is on screen.
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
  const { t } = useTranslation('ordering');
  return (
    <Stack gap={{ base: '10', md: '14' }} py={{ base: '6', md: '8' }}>
      <HomeHero />
      <FeaturedCategories />
      <PopularDishes
        renderFoodAction={(food) => <AddToCartButton type="FOOD" itemId={food.id} name={food.name} />}
      />
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
