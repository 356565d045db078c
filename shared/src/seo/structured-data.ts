import type {
  AggregateRating,
  Menu,
  MenuItem,
  MenuSection,
  OpeningHoursSpecification,
  PostalAddress,
  Restaurant,
  Review,
  WithContext,
} from 'schema-dts';

// schema.org data of the public pages (JSON-LD), built from the data the page itself shows: nothing is written here
// but the shape. Types from schema-dts (types only: no byte of it reaches a page).

/** Every price on the site is in Vietnamese dong. */
export const PRICE_CURRENCY = 'VND';

export interface MenuItemFacts {
  name: string;
  description: string;
  /** VND */
  price: number;
  /** Absolute or root-relative URL of the photo shown. */
  image: string;
  /** Absolute or root-relative URL of the item's page. */
  url: string;
  /** Orderable now (not sold out, not withdrawn). */
  available: boolean;
}

function menuItem({ name, description, price, image, url, available }: MenuItemFacts): MenuItem {
  return {
    '@type': 'MenuItem',
    name,
    description,
    image,
    url,
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: PRICE_CURRENCY,
      availability: available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/** A dish's or a combo's page: the item with its offer. */
export function menuItemJsonLd(facts: MenuItemFacts): WithContext<MenuItem> {
  return { '@context': 'https://schema.org', ...menuItem(facts) };
}

export interface MenuSectionFacts {
  name: string;
  items: readonly MenuItemFacts[];
}

/** The menu page: its sections (categories) and the items each shows. */
export function menuJsonLd(menu: {
  name: string;
  url: string;
  sections: readonly MenuSectionFacts[];
}): WithContext<Menu> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: menu.name,
    url: menu.url,
    hasMenuSection: menu.sections.map((section): MenuSection => ({
      '@type': 'MenuSection',
      name: section.name,
      hasMenuItem: section.items.map(menuItem),
    })),
  };
}

export interface RatingFacts {
  /** Mean of the published (not hidden) reviews, 1-5. */
  average: number;
  count: number;
}

function aggregateRating({ average, count }: RatingFacts): AggregateRating {
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(average * 10) / 10,
    reviewCount: count,
    bestRating: 5,
    worstRating: 1,
  };
}

export interface ReviewFacts {
  author: string;
  rating: number;
  comment: string;
  /** ISO timestamp */
  createdAt: string;
}

/** The reviews page: the restaurant with its rating and the reviews shown (the public list: hidden ones are not in it). */
export function reviewsJsonLd(page: {
  restaurantName: string;
  url: string;
  rating: RatingFacts;
  reviews: readonly ReviewFacts[];
}): WithContext<Restaurant> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: page.restaurantName,
    url: page.url,
    // a rating of nothing is not a rating: search engines refuse a count of 0
    ...(page.rating.count > 0 ? { aggregateRating: aggregateRating(page.rating) } : {}),
    review: page.reviews.map((review): Review => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.comment,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface WeeklyServiceFacts {
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
  /** HH:mm */
  opens: string;
  /** HH:mm */
  closes: string;
}

export interface RestaurantFacts {
  name: string;
  url: string;
  image: string;
  servesCuisine: string;
  /** e.g. "₫₫" or "50,000-300,000 VND", from the menu's prices */
  priceRange: string;
  services: readonly WeeklyServiceFacts[];
  reservationUrl: string;
  menuUrl: string;
  rating: RatingFacts;
  /** The address the manager set (`/staff/settings`); absent when none is. */
  address?: PostalAddressFacts;
  /** International form (`+84 24 3825 1234`) */
  telephone?: string;
}

export interface PostalAddressFacts {
  streetAddress: string;
  addressLocality: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 */
  addressCountry: string;
}

function postalAddress(address: PostalAddressFacts): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.streetAddress,
    addressLocality: address.addressLocality,
    postalCode: address.postalCode,
    addressCountry: address.addressCountry,
  };
}

/** The homepage: the restaurant, its hours, where to book and its rating. */
export function restaurantJsonLd(facts: RestaurantFacts): WithContext<Restaurant> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: facts.name,
    url: facts.url,
    image: facts.image,
    servesCuisine: facts.servesCuisine,
    priceRange: facts.priceRange,
    ...(facts.address ? { address: postalAddress(facts.address) } : {}),
    ...(facts.telephone ? { telephone: facts.telephone } : {}),
    openingHoursSpecification: facts.services.map((service): OpeningHoursSpecification => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[service.weekday] ?? 'Sunday'}`,
      opens: service.opens,
      closes: service.closes,
    })),
    acceptsReservations: facts.reservationUrl,
    hasMenu: facts.menuUrl,
    ...(facts.rating.count > 0 ? { aggregateRating: aggregateRating(facts.rating) } : {}),
  };
}

/**
 * The JSON-LD as the text of its `<script type="application/ld+json">`: `<` escaped so no value (a dish's name, a
 * review) can close the element; a data block, never executed, so the CSP has nothing to allow.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
