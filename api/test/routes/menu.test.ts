import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AN, bearer, createTestApp, login, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /api/public/food-categories/getFoodCategories', () => {
  it('lists at least 8 categories with their dish counts', async () => {
    const response = await get('/api/public/food-categories/getFoodCategories');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.length).toBeGreaterThanOrEqual(8);
    expect(data[0]).toEqual(
      expect.objectContaining({ name: 'Phở', foodCount: 5, imageUrl: '/api/images/category-pho.svg' }),
    );
  });

  it('serves repeat requests from the cache with an ETag, and 304 when the client has it', async () => {
    const first = await get('/api/public/food-categories/getFoodCategories');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/api/public/food-categories/getFoodCategories');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.body).toBe(first.body);
    const revalidated = await get('/api/public/food-categories/getFoodCategories', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });
});

describe('GET /api/public/food/getFoodsByCategory', () => {
  const url = '/api/public/food/getFoodsByCategory';

  it('pages through at least 40 dishes', async () => {
    const response = await get(`${url}?page=2&size=10`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ page: 2, size: 10 });
    expect(data.total).toBeGreaterThanOrEqual(40);
    expect(data.items).toHaveLength(10);
    expect(data.items[0]).toEqual(
      expect.objectContaining({
        name: expect.any(String),
        englishName: expect.any(String),
        descriptionVi: expect.any(String),
        price: expect.any(Number),
      }),
    );
  });

  it('defaults to page 1 of 20', async () => {
    const { data } = (await get(url)).json();
    expect(data).toMatchObject({ page: 1, size: 20 });
    expect(data.items).toHaveLength(20);
  });

  it('filters by category', async () => {
    const { data } = (await get(`${url}?categoryId=1`)).json();
    expect(data.total).toBe(5);
    expect(data.items.every((f: { categoryId: number }) => f.categoryId === 1)).toBe(true);
  });

  it('finds dishes typed without Vietnamese accents, in either language', async () => {
    const viet = (await get(`${url}?search=bun%20cha`)).json().data.items.map((f: { name: string }) => f.name);
    expect(viet).toEqual(expect.arrayContaining(['Bún chả Hà Nội', 'Bún chả cá Nha Trang']));
    const english = (await get(`${url}?search=egg%20coffee`)).json().data.items;
    expect(english).toEqual([expect.objectContaining({ name: 'Cà phê trứng' })]);
    expect((await get(`${url}?search=100%25`)).json().data.total).toBe(0);
  });

  it('sorts by price', async () => {
    const prices = (await get(`${url}?sort=price_desc&size=100`))
      .json()
      .data.items.map((f: { price: number }) => f.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('answers 404 for an unknown category', async () => {
    expect((await get(`${url}?categoryId=9999`)).json()).toEqual({ message: 'Category not found', code: 'NOT_FOUND' });
  });

  it.each([['size=101'], ['page=0'], ['size=abc'], ['sort=cheapest'], ['categoryId=-1']])(
    'answers 400 with details for %s',
    async (query) => {
      const response = await get(`${url}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: [expect.objectContaining({ path: expect.stringContaining('querystring') })],
      });
    },
  );
});

describe('GET /api/public/food/getFood/:id', () => {
  it('returns a dish with its category and the combos that include it', async () => {
    const { data } = (await get('/api/public/food/getFood/1')).json();
    expect(data).toMatchObject({ id: 1, name: 'Phở bò tái', price: 75000, category: { id: 1, name: 'Phở' } });
    expect(data.combos).toEqual([expect.objectContaining({ name: 'Combo Hà Nội' })]);
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    expect((await get('/api/public/food/getFood/4040')).statusCode).toBe(404);
    expect((await get('/api/public/food/getFood/abc')).statusCode).toBe(400);
  });

  it('serves the illustration it points to', async () => {
    const { data } = (await get('/api/public/food/getFood/1')).json();
    const image = await get(data.imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toContain('<svg');
    expect((await get('/api/images/missing.svg')).statusCode).toBe(404);
    expect((await get('/api/images/..%2Fsecret.svg')).statusCode).toBe(400);
  });
});

describe('combos', () => {
  it('lists the 6 combos with their separate-price total', async () => {
    const { data } = (await get('/api/public/combo/getCombos?page=1&size=4')).json();
    expect(data.total).toBe(6);
    expect(data.items).toHaveLength(4);
    for (const combo of data.items) expect(combo.price).toBeLessThan(combo.originalPrice);
  });

  it('returns one combo with its dishes', async () => {
    const { data } = (await get('/api/public/combo/1')).json();
    expect(data.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Phở bò tái', quantity: 1 }),
        expect.objectContaining({ name: 'Cà phê trứng', quantity: 2 }),
      ]),
    );
  });

  it('answers 404 for an unknown combo and 400 for a bad id', async () => {
    expect((await get('/api/public/combo/77')).statusCode).toBe(404);
    expect((await get('/api/public/combo/0')).statusCode).toBe(400);
  });
});

describe('vouchers', () => {
  it('lists only vouchers valid now and not used up', async () => {
    const { data } = (await get('/api/public/voucher/getVouchers')).json();
    expect(data.total).toBe(4);
    expect(data.items.map((v: { code: string }) => v.code)).not.toEqual(expect.arrayContaining(['TET2026']));
    expect(data.items.every((v: { active: boolean }) => v.active)).toBe(true);
  });

  it('shows an ended voucher by id as inactive, and 404 for an unknown one', async () => {
    const all = await Promise.all([1, 2, 3, 4, 5, 6].map((id) => get(`/api/public/voucher/${id}`)));
    const ended = all.map((r) => r.json().data).find((v: { code: string }) => v.code === 'TET2026');
    expect(ended).toMatchObject({ active: false, discountType: 'PERCENT', discountValue: 20 });
    expect((await get('/api/public/voucher/999')).statusCode).toBe(404);
  });

  it('lists the vouchers a signed-in diner can still use, with remaining uses', async () => {
    const { accessToken } = await login(t.app, AN);
    const { data } = (await get('/api/voucher/vouchers', bearer(accessToken))).json();
    const welcome = data.items.find((v: { code: string }) => v.code === 'CHAOBAN10');
    expect(welcome.remainingUses).toBe(1);
    expect(data.items.find((v: { code: string }) => v.code === 'PHO50K').remainingUses).toBe(1);
  });

  it('answers 401 for my vouchers without a token', async () => {
    expect((await get('/api/voucher/vouchers')).statusCode).toBe(401);
  });
});
