// Exposed as `ordering/HomePage` (/landing/homepage).
import '../i18n';
import { Stack } from '@restaurant/shared/ui';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import { ComboStrip } from '../../features/combos/components/combo-strip';
import { HomeHero } from '../../features/home/components/home-hero';
import { FeaturedCategories } from '../../features/menu/components/featured-categories';
import { PopularDishes } from '../../features/menu/components/popular-dishes';
import { LatestReviews } from '../../features/reviews/components/latest-reviews';
import { VoucherStrip } from '../../features/vouchers/components/voucher-strip';

// The first page most diners see: only `@restaurant/shared/ui` components (no overlay or form kit), images lazy
// with fixed sizes, and the hero is text so the largest paint does not wait for a download.
export default function HomePage() {
  return (
    <Stack gap={{ base: '10', md: '14' }} py={{ base: '6', md: '8' }}>
      <HomeHero />
      <FeaturedCategories />
      <PopularDishes
        renderFoodAction={(food) => <AddToCartButton type="FOOD" itemId={food.id} name={food.name} />}
      />
      <ComboStrip />
      <VoucherStrip />
      <LatestReviews />
    </Stack>
  );
}
