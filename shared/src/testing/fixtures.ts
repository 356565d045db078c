import type {
  MenuDescriptions,
  MenuNames,
  AverageRatings,
  Cart,
  Combo,
  ComboDetail,
  Food,
  FoodCategory,
  FoodDetail,
  Photo,
  RestaurantContact,
  Review,
  User,
  Voucher,
} from '../contracts';

// Contract-typed builders for what the API answers, so a test states only what it is about and the type-checker
// catches a fixture that drifted from the contract.

/** The restaurant's address and telephone, as the seed (migration 0016) writes them. */
export const restaurantContact: RestaurantContact = {
  streetAddress: '36 Hàng Bài, Hoàn Kiếm',
  addressLocality: 'Hà Nội',
  postalCode: '100000',
  addressCountry: 'VN',
  telephone: '+84 24 3825 1234',
};

/** A signed-in diner, as the login and `/auth/me` answers carry them. */
export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'diner@example.com',
    fullName: 'Diner Example',
    phone: null,
    emailVerified: true,
    emailUndeliverable: false,
    language: 'en',
    role: 'diner',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A record's texts in every menu language, from its Vietnamese and English ones (the others left empty). */
export function menuTexts(
  vi: string,
  en: string,
  descriptionVi = '',
  descriptionEn = '',
): { names: MenuNames; descriptions: MenuDescriptions } {
  return {
    names: { vi, en, fr: '', ar: '', ch: '' },
    descriptions: { vi: descriptionVi, en: descriptionEn, fr: '', ar: '', ch: '' },
  };
}

export function category(id: number, name: string, foodCount = 5): FoodCategory {
  return {
    id,
    name,
    englishName: `${name} (en)`,
    slug: `category-${id}`,
    description: `About ${name}`,
    imageUrl: `/images/categories/${id}.svg`,
    photo: null,
    foodCount,
    ...menuTexts(name, `${name} (en)`, '', `About ${name}`),
  };
}

export function food(id: number, name: string, price = 65000, overrides: Partial<Food> = {}): Food {
  return {
    id,
    categoryId: 1,
    categoryName: 'Phở',
    name,
    englishName: `${name} EN`,
    slug: `food-${id}`,
    description: `English description of ${name}`,
    descriptionVi: `Mô tả ${name}`,
    price,
    imageUrl: `/images/foods/${id}.svg`,
    photo: null,
    spicyLevel: 0,
    vegetarian: false,
    available: true,
    soldOut: false,
    updatedAt: '2026-11-02T09:30:00.000Z',
    ...menuTexts(name, `${name} EN`, `Mô tả ${name}`, `English description of ${name}`),
    ...overrides,
  };
}

/**
 * An uploaded photo as the API describes it: AVIF, WebP and JPEG at 320, 640 and 1280 px (fewer when the original is
 * narrower), named `<hash>-<width>.<ext>`.
 */
export function aPhoto(hash = 'a'.repeat(64), width = 1280, height = 960): Photo {
  const widths = [...new Set([320, 640, 1280].map((w) => Math.min(w, width)))];
  const extension = { avif: 'avif', webp: 'webp', jpeg: 'jpg' } as const;
  return {
    width: widths[widths.length - 1]!,
    height: Math.round((height * widths[widths.length - 1]!) / width),
    variants: widths.flatMap((w) =>
      (['avif', 'webp', 'jpeg'] as const).map((format) => ({
        url: `/api/photos/${hash}-${w}.${extension[format]}`,
        format,
        width: w,
        height: Math.round((height * w) / width),
      })),
    ),
  };
}

export function foodDetail(id: number, name: string, price = 65000): FoodDetail {
  return {
    ...food(id, name, price),
    category: { id: 1, name: 'Phở', englishName: 'Noodle soups' },
    combos: [{ id: 3, name: 'Combo Hà Nội' }],
  };
}

export function combo(id: number, name: string, price = 250000, originalPrice = 300000): Combo {
  return {
    id,
    name,
    englishName: `${name} EN`,
    slug: `combo-${id}`,
    description: `English description of ${name}`,
    descriptionVi: `Mô tả ${name}`,
    price,
    originalPrice,
    serves: 2,
    imageUrl: `/images/combos/${id}.svg`,
    photo: null,
    soldOut: false,
    itemCount: 2,
    updatedAt: '2026-11-03T10:00:00.000Z',
    ...menuTexts(name, `${name} EN`, `Mô tả ${name}`, `English description of ${name}`),
  };
}

export function comboDetail(id: number, name: string, price = 250000, originalPrice = 300000): ComboDetail {
  return {
    ...combo(id, name, price, originalPrice),
    items: [
      { foodId: 1, name: 'Phở bò', englishName: 'Beef noodle soup', quantity: 2, price: 65000, imageUrl: '/a.svg' },
      { foodId: 2, name: 'Chả giò', englishName: 'Fried spring rolls', quantity: 1, price: 45000, imageUrl: '/b.svg' },
    ],
  };
}

export function voucher(id: number, code: string, overrides: Partial<Voucher> = {}): Voucher {
  return {
    id,
    code,
    name: `Voucher ${code}`,
    description: `Description of ${code}`,
    discountType: 'PERCENT',
    discountValue: 10,
    maxDiscount: 50000,
    minOrderValue: 200000,
    validFrom: '2026-01-01T00:00:00.000Z',
    validTo: '2026-12-31T00:00:00.000Z',
    usageLimit: 100,
    usageCount: 40,
    perUserLimit: 1,
    updatedAt: '2026-10-20T08:00:00.000Z',
    active: true,
    ...overrides,
  };
}

export function review(id: number, rating: number, comment: string, author = 'Nguyễn An'): Review {
  return {
    id,
    rating,
    comment,
    author: { id, fullName: author },
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };
}

export function averages(average: number, counts: [number, number, number, number, number]): AverageRatings {
  const [five, four, three, two, one] = counts;
  return {
    average,
    count: five + four + three + two + one,
    breakdown: [
      { rating: 5, count: five },
      { rating: 4, count: four },
      { rating: 3, count: three },
      { rating: 2, count: two },
      { rating: 1, count: one },
    ],
  };
}

export function cart(
  lines: {
    id: number;
    foodId: number;
    name: string;
    quantity: number;
    unitPrice: number;
    /** the price the diner saw before the restaurant changed it */
    previousUnitPrice?: number | null;
  }[],
): Cart {
  const cartDetails = lines.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    foodId: line.foodId,
    comboId: null,
    type: 'FOOD' as const,
    name: line.name,
    unitPrice: line.unitPrice,
    previousUnitPrice: line.previousUnitPrice ?? null,
    lineTotal: line.unitPrice * line.quantity,
    imageUrl: `/images/foods/${line.foodId}.svg`,
  }));
  return {
    id: 7,
    cartDetails,
    itemCount: cartDetails.reduce((sum, line) => sum + line.quantity, 0),
    total: cartDetails.reduce((sum, line) => sum + line.lineTotal, 0),
  };
}
