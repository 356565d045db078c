import type { APIRequestContext } from '@playwright/test';
import { apiSignIn, registerVerifiedDiner, MANAGER } from '../support/api';
import { expect, test } from '../support/fixtures';

/**
 * Issue 56, items 4 and 5: the head of the public pages (title, description, Open Graph, Twitter card, theme colours)
 * and their schema.org JSON-LD, read from the server's HTML as a crawler reads it, against the API's data. Requests
 * only, no page load. The server renders in the request's Accept-Language; these send none, so English.
 */

interface Dish {
  id: number;
  name: string;
  description: string;
  price: number;
}

async function dataOf<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const decoded = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

interface Head {
  title: string;
  /** `canonical`, then each `alternate` as `hreflang href` */
  links: string[];
  meta: (key: string) => string | undefined;
  themeColors: number;
  descriptions: number;
  jsonLd: Record<string, unknown>;
  body: string;
}

function originOf(baseURL: string | undefined): string {
  return new URL(baseURL ?? 'http://localhost').origin;
}

async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  expect(response.headers()['etag'], `${path} rendered on the server`).toContain('ssr-');
  const [, head = '', body = ''] = /<head>([\s\S]*)<\/head>([\s\S]*)$/.exec(html) ?? [];
  const titles = head.match(/<title>([^<]*)<\/title>/g) ?? [];
  expect(titles, `${path}: one title`).toHaveLength(1);
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body);
  return {
    title: decoded(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    links: [...head.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)">/g)].map(
      ([, rel, hreflang, href]) => (rel === 'canonical' ? `canonical ${href}` : `${hreflang} ${href}`),
    ),
    meta: (key) => {
      const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head);
      return tag ? decoded(tag[1] ?? '') : undefined;
    },
    themeColors: (head.match(/<meta name=["']?theme-color["']? media=/g) ?? []).length,
    descriptions: (head.match(/<meta name=["']?description["'\s]/g) ?? []).length,
    jsonLd: JSON.parse(ld?.[1] ?? 'null') as Record<string, unknown>,
    body,
  };
}

/** The picture a shared link shows: absolute (a link preview has no page to resolve it against), the same in both cards. */
function expectShareTags(head: Head, origin: string) {
  for (const key of ['description', 'og:title', 'og:description', 'twitter:card', 'twitter:title']) {
    expect(head.meta(key), key).toBeTruthy();
  }
  expect(head.meta('og:image')?.startsWith(`${origin}/`), `og:image on ${origin}`).toBe(true);
  expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
  expect(head.meta('twitter:card')).toBe('summary_large_image');
  expect(head.descriptions, 'one description').toBe(1);
  expect(head.meta('og:title')).toBe(head.title);
  expect(head.title).toMatch(/ — Bếp Nhà$/);
  expect(head.themeColors, 'theme-color for light and dark').toBe(2);
}

test('a dish page says its name, price and description in its head and is a MenuItem with its offer', async ({
  request,
  baseURL,
}) => {
  const origin = originOf(baseURL);
  const [dish] = (await dataOf<{ items: Dish[] }>(request, '/public/food/getFoodsByCategory?page=1&size=1')).items;
  if (!dish) throw new Error('no dish in the sample menu');
  const head = await headOf(request, `/landing/food-detail/${dish.id}`);
  expectShareTags(head, origin);
  expect(head.title).toContain(dish.name);
  expect(head.meta('description')).toContain(dish.name);
  expect(head.meta('description')).toContain(dish.description);
  expect(head.jsonLd).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'MenuItem',
    name: dish.name,
    offers: { '@type': 'Offer', price: dish.price, priceCurrency: 'VND' },
    url: `${origin}/landing/food-detail/${dish.id}`,
  });
});

test("a price change in the back office shows in a dish page's head and JSON-LD as in the API", async ({
  request,
  baseURL,
}) => {
  const token = await apiSignIn(request, MANAGER);
  const headers = { authorization: `Bearer ${token}` };
  const run = Date.now().toString(36);
  const created = await request.post('/api/manage/foods', {
    headers,
    data: {
      categoryId: 1,
      names: { vi: `Món giá ${run}`, en: `Priced dish ${run}`, fr: '', ar: '', ch: '' },
      descriptions: { vi: '', en: 'A dish whose price changes', fr: '', ar: '', ch: '' },
      price: 45_000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const path = `/landing/food-detail/${id}`;
  const offerOf = async () => ((await headOf(request, path)).jsonLd['offers'] as { price: number }).price;
  expect(await offerOf()).toBe(45_000);
  const repriced = await request.patch(`/api/manage/foods/${id}`, { headers, data: { price: 52_000 } });
  expect(repriced.status(), await repriced.text()).toBe(200);
  expect((await dataOf<Dish>(request, `/public/food/getFood/${id}`)).price).toBe(52_000);
  expect(await offerOf()).toBe(52_000);
  const head = await headOf(request, path);
  expect(head.meta('description')).toMatch(/52[.,\s\u00a0\u202f]?000/);
  expectShareTags(head, originOf(baseURL));
  await request.patch(`/api/manage/foods/${id}`, { headers, data: { retired: true } });
});

test('the menu page is a Menu of sections of the dishes it shows, with their prices', async ({ request, baseURL }) => {
  const head = await headOf(request, '/landing/food');
  expectShareTags(head, originOf(baseURL));
  expect(head.title).toBe('Menu and prices — Bếp Nhà');
  const sections = head.jsonLd['hasMenuSection'] as { hasMenuItem: { name: string; offers: { price: number } }[] }[];
  expect(head.jsonLd['@type']).toBe('Menu');
  const [first] = sections.flatMap((section) => section.hasMenuItem);
  const [dish] = (await dataOf<{ items: Dish[] }>(request, '/public/food/getFoodsByCategory?page=1&size=1')).items;
  expect(first).toMatchObject({ name: dish?.name, offers: { price: dish?.price } });
});

interface Contact {
  streetAddress: string;
  addressLocality: string;
  postalCode: string;
  addressCountry: string;
  telephone: string;
}

/** The Restaurant's address and telephone are the manager's, in the JSON-LD and on the page a visitor reads. */
function expectContact(head: Head, contact: Contact) {
  const { telephone, ...address } = contact;
  expect(head.jsonLd).toMatchObject({ address: { '@type': 'PostalAddress', ...address }, telephone });
  expect(decoded(head.body)).toContain(contact.streetAddress);
  expect(head.body).toContain(`href="tel:${telephone.replace(/[ -]/g, '')}"`);
}

test("the homepage's address and telephone follow the manager's settings, in its JSON-LD and on the page", async ({
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiSignIn(request, MANAGER)}` };
  const read = async () => {
    const response = await request.get('/api/manage/settings', { headers });
    expect(response.status()).toBe(200);
    const { settings, contact } = ((await response.json()) as { data: { settings: object; contact: Contact } }).data;
    return { settings, contact, etag: response.headers()['etag'] ?? '' };
  };
  const save = async (contact: Contact) => {
    const { settings, etag } = await read();
    const saved = await request.put('/api/manage/settings', {
      headers: { ...headers, 'if-match': etag },
      data: { ...settings, contact },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  };
  const { contact: seeded } = await read();
  const run = Date.now().toString(36);
  const moved = { ...seeded, streetAddress: `${run} Lý Quốc Sư, Hoàn Kiếm`, telephone: '+84 24 3999 0000' };
  await save(moved);
  try {
    expectContact(await headOf(request, '/landing/homepage'), moved);
    expectContact(await headOf(request, '/fr/landing/homepage'), moved);
  } finally {
    await save(seeded);
  }
  expectContact(await headOf(request, '/landing/homepage'), seeded);
});

test('the combos page, a voucher page and the review form have their own head in each language', async ({
  request,
  baseURL,
}) => {
  const origin = originOf(baseURL);
  const { items } = await dataOf<{ items: { id: number; code: string }[] }>(request, '/public/voucher/getVouchers');
  const voucher = items[0]!;
  const pages: [path: string, title: RegExp][] = [
    ['/landing/combodetailv1', /^Combos to share — /],
    [`/landing/voucher-detail/${voucher.id}`, new RegExp(`^${voucher.code} · .+ — `)],
    ['/landing/reviews', /^Write a review — /],
  ];
  for (const [path, title] of pages) {
    const head = await headOf(request, path);
    expect(head.title, path).toMatch(title);
    expectShareTags(head, origin);
    expect(head.links, path).toEqual([
      `en ${origin}${path}`,
      `fr ${origin}/fr${path}`,
      `ar ${origin}/ar${path}`,
      `zh-CN ${origin}/zh${path}`,
      `vi ${origin}/vi${path}`,
      `x-default ${origin}${path}`,
      `canonical ${origin}${path}`,
    ]);
    // the same page in French says it in French, its canonical URL its own
    const french = await headOf(request, `/fr${path}`);
    expect(french.title, `/fr${path}`).not.toBe(head.title);
    expect(french.meta('description'), `/fr${path}`).not.toBe(head.meta('description'));
    expect(french.links.at(-1)).toBe(`canonical ${origin}/fr${path}`);
    expectShareTags(french, origin);
  }
  // the featured combo's own picture, not the restaurant's
  expect((await headOf(request, '/landing/combodetailv1')).meta('og:image')).not.toBe(`${origin}/restaurant.jpg`);
});

test('the homepage is the Restaurant with its weekly services, booking page, menu and rating', async ({
  request,
  baseURL,
}) => {
  const origin = originOf(baseURL);
  const head = await headOf(request, '/landing/homepage');
  expectShareTags(head, origin);
  // the restaurant's own picture, served by the site
  expect(head.meta('og:image')).toBe(`${origin}/restaurant.jpg`);
  const picture = await request.get('/restaurant.jpg');
  expect([picture.status(), picture.headers()['content-type']]).toEqual([200, 'image/jpeg']);
  const rules = await dataOf<{ services: { open: string; close: string }[][]; contact: Contact }>(
    request,
    '/public/restaurant-table/booking-rules',
  );
  const rating = await dataOf<{ average: number; count: number }>(request, '/public/restaurant-review/average-ratings');
  expect(head.jsonLd).toMatchObject({
    '@type': 'Restaurant',
    name: 'Bếp Nhà',
    servesCuisine: 'Vietnamese',
    image: `${origin}/restaurant.jpg`,
    acceptsReservations: `${origin}/landing/reservation`,
    hasMenu: `${origin}/landing/food`,
    aggregateRating: { reviewCount: rating.count, ratingValue: rating.average },
  });
  expectContact(head, rules.contact);
  expect(head.jsonLd['priceRange']).toMatch(/₫/);
  expect(head.jsonLd['openingHoursSpecification']).toHaveLength(rules.services.flat().length);
  expect(head.jsonLd['openingHoursSpecification']).toContainEqual(
    expect.objectContaining({ opens: rules.services[1]?.[0]?.open, closes: rules.services[1]?.[0]?.close }),
  );
});

test('the reviews page gives the rating and the latest reviews, a hidden review left out', async ({
  request,
  baseURL,
}) => {
  const origin = originOf(baseURL);
  const diner = await registerVerifiedDiner(request, 'seo-hidden');
  const token = await apiSignIn(request, diner);
  const comment = `Hidden from crawlers ${Date.now().toString(36)}`;
  const posted = await request.post('/api/public/restaurant-review', {
    headers: { Authorization: `Bearer ${token}` },
    data: { rating: 1, comment },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { id } = ((await posted.json()) as { data: { id: number } }).data;
  const manager = await apiSignIn(request, { ...MANAGER, fullName: 'Manager' });
  const hidden = await request.post(`/api/manage/reviews/${id}/hide`, {
    headers: { Authorization: `Bearer ${manager}` },
    data: { reason: 'Test of the public page' },
  });
  expect(hidden.status(), await hidden.text()).toBe(200);

  const head = await headOf(request, '/landing/review');
  expectShareTags(head, origin);
  const rating = await dataOf<{ average: number; count: number }>(request, '/public/restaurant-review/average-ratings');
  expect(head.jsonLd).toMatchObject({
    '@type': 'Restaurant',
    aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count },
  });
  const reviews = head.jsonLd['review'] as { reviewBody: string }[];
  expect(reviews.length).toBeGreaterThan(0);
  expect(reviews.map((review) => review.reviewBody)).not.toContain(comment);
  expect(head.body).not.toContain(comment);
});
