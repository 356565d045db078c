import {
  jsonLdText,
  menuItemJsonLd,
  menuJsonLd,
  restaurantJsonLd,
  reviewsJsonLd,
  type MenuItemFacts,
} from './structured-data';

const pho: MenuItemFacts = {
  name: 'Phở bò',
  description: 'Beef noodle soup',
  price: 65000,
  image: '/images/pho.webp',
  url: '/landing/food-detail/1',
  available: true,
};

describe('menuItemJsonLd', () => {
  it('is a MenuItem with its offer in dong', () => {
    expect(menuItemJsonLd(pho)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MenuItem',
      name: 'Phở bò',
      description: 'Beef noodle soup',
      image: '/images/pho.webp',
      url: '/landing/food-detail/1',
      offers: {
        '@type': 'Offer',
        price: 65000,
        priceCurrency: 'VND',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('says when the item cannot be ordered', () => {
    expect(menuItemJsonLd({ ...pho, available: false }).offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
  });
});

describe('menuJsonLd', () => {
  it('nests the items shown in their sections', () => {
    const menu = menuJsonLd({ name: 'Menu', url: '/landing/food', sections: [{ name: 'Phở', items: [pho] }] });
    expect(menu).toMatchObject({
      '@type': 'Menu',
      hasMenuSection: [
        { '@type': 'MenuSection', name: 'Phở', hasMenuItem: [{ '@type': 'MenuItem', offers: { price: 65000 } }] },
      ],
    });
  });
});

describe('reviewsJsonLd', () => {
  it('gives the rating and the reviews it is given', () => {
    const data = reviewsJsonLd({
      restaurantName: 'Bếp Nhà',
      url: '/landing/review',
      rating: { average: 4.333, count: 3 },
      reviews: [{ author: 'An', rating: 5, comment: 'Great', createdAt: '2026-12-01T10:00:00.000Z' }],
    });
    expect(data).toHaveProperty('aggregateRating', {
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data).toHaveProperty('review', [
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'An' },
        datePublished: '2026-12-01',
        reviewBody: 'Great',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it('has no rating without reviews', () => {
    const data = reviewsJsonLd({ restaurantName: 'x', url: '/', rating: { average: 0, count: 0 }, reviews: [] });
    expect(data).not.toHaveProperty('aggregateRating');
  });
});

describe('restaurantJsonLd', () => {
  it('gives the hours of each weekly service, the booking page and the menu', () => {
    const data = restaurantJsonLd({
      name: 'Bếp Nhà',
      url: '/landing/homepage',
      image: '/logo.png',
      servesCuisine: 'Vietnamese',
      priceRange: '₫₫',
      services: [{ weekday: 1, opens: '11:00', closes: '14:30' }],
      reservationUrl: '/landing/reservation',
      menuUrl: '/landing/food',
      rating: { average: 4.5, count: 2 },
    });
    expect(data).toMatchObject({
      '@type': 'Restaurant',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '11:00',
          closes: '14:30',
        },
      ],
      acceptsReservations: '/landing/reservation',
      hasMenu: '/landing/food',
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('address');
  });

  it('gives the address as a PostalAddress and the telephone when the manager set them', () => {
    const address = {
      streetAddress: '36 Hàng Bài',
      addressLocality: 'Hà Nội',
      postalCode: '100000',
      addressCountry: 'VN',
    };
    const data = restaurantJsonLd({
      name: 'Bếp Nhà',
      url: '/landing/homepage',
      image: '/logo.png',
      servesCuisine: 'Vietnamese',
      priceRange: '₫₫',
      services: [],
      reservationUrl: '/landing/reservation',
      menuUrl: '/landing/food',
      rating: { average: 0, count: 0 },
      address,
      telephone: '+84 24 3825 1234',
    });
    expect(data).toMatchObject({ address: { '@type': 'PostalAddress', ...address }, telephone: '+84 24 3825 1234' });
  });
});

describe('jsonLdText', () => {
  it('is JSON no value can end the script element with', () => {
    const text = jsonLdText(menuItemJsonLd({ ...pho, name: '</script><script>alert(1)</script>' }));
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toMatchObject({ name: '</script><script>alert(1)</script>' });
  });
});
