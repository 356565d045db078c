import {
  commonTranslations,
  PageHead,
  RESTAURANT_IMAGE_PATH,
  restaurantJsonLd,
  useAbsoluteUrl,
} from '@restaurant/shared';
import { paths } from '@restaurant/shared/router';
import { useOpeningHours, useRestaurantContact } from '../features/home/api/get-opening-hours';
import { useFoodsByCategory } from '../features/menu/api/get-foods-by-category';
import { useAverageRatings } from '../features/reviews/api/get-average-ratings';
import { orderingTranslations } from '../lib/translations';
import { useFormatters } from '../lib/use-formatters';

/**
 * The homepage's head: who the restaurant is, and the Restaurant JSON-LD from the published data (absolute URLs): its
 * address and telephone, its weekly services, its menu's cheapest and dearest dish (the price range), its rating
 * (hidden reviews are not in it).
 */
export function HomeHead() {
  const { t } = orderingTranslations.useTranslation();
  const { t: common } = commonTranslations.useTranslation();
  const format = useFormatters();
  const absolute = useAbsoluteUrl();
  const hours = useOpeningHours();
  const { data: contact } = useRestaurantContact();
  const ratings = useAverageRatings();
  const cheapest = useFoodsByCategory({ page: 1, size: 1, sort: 'price_asc' }).data?.items[0];
  const dearest = useFoodsByCategory({ page: 1, size: 1, sort: 'price_desc' }).data?.items[0];
  // the restaurant's own picture (host/public/restaurant.jpg), for link previews and the Restaurant JSON-LD
  const image = absolute(RESTAURANT_IMAGE_PATH);
  const ready = hours.data && ratings.data && cheapest && dearest;
  return (
    <PageHead
      title={t('home.eyebrow')}
      description={t('home.tagline')}
      image={image}
      jsonLd={
        ready
          ? restaurantJsonLd({
              name: common('brand'),
              url: absolute(paths.landing.homepage),
              image,
              servesCuisine: t('seo.cuisine'),
              priceRange: `${format.price(cheapest.price)} – ${format.price(dearest.price)}`,
              services: hours.data.flatMap((services, weekday) =>
                services.map((service) => ({ weekday, opens: service.open, closes: service.close })),
              ),
              reservationUrl: absolute(paths.landing.reservation),
              menuUrl: absolute(paths.landing.food),
              rating: ratings.data,
              ...(contact
                ? {
                    address: {
                      streetAddress: contact.streetAddress,
                      addressLocality: contact.addressLocality,
                      postalCode: contact.postalCode,
                      addressCountry: contact.addressCountry,
                    },
                    telephone: contact.telephone,
                  }
                : {}),
            })
          : undefined
      }
    />
  );
}
