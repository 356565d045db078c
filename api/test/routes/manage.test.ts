import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq } from 'drizzle-orm';
import {
  type AuditEntry,
  MAX_MENU_PRICE,
  type ManagedCategory,
  type ManagedCombo,
  type ManagedFood,
  type ManagedVoucher,
  type RestaurantSettings,
} from '@restaurant/shared/contracts';
import { combos, foodCategories, foods, vouchers } from '../../src/db/schema';
import {
  addToCart,
  dishes,
  noonTomorrow,
  pickupBody,
  placeOrder,
  signInAsManager,
  signInAsStaff,
} from '../helpers/orders';
import { multipartBody, sidewaysJpegWithGps } from '../helpers/photos';
import {
  callApi,
  type CallArgs,
  createClock,
  createTestApp,
  engine,
  localDate,
  login,
  newDiner,
  newVerifiedDiner,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;
let manager: { auth: Record<string, string> };
let staff: { auth: Record<string, string> };
let diner: { auth: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp({ clock: createClock(noonTomorrow()) });
  manager = await signInAsManager(t);
  staff = await signInAsStaff(t);
  diner = await newDiner(t.app);
});
afterAll(() => t.close());

const call = (...args: CallArgs) => callApi(t, ...args);

const texts = (en: string, vi = `${en} (vi)`) => ({
  names: { vi, en, fr: '', ar: '', ch: '' },
  descriptions: { vi: '', en: `About ${en}`, fr: '', ar: '', ch: '' },
});

const firstCategoryId = async () => (await t.db.select({ id: foodCategories.id }).from(foodCategories))[0]!.id;

async function newFood(en: string, extra: object = {}): Promise<{ food: ManagedFood; etag: string }> {
  const created = await call('POST', '/manage/foods', manager, {
    categoryId: await firstCategoryId(),
    ...texts(en),
    price: 50_000,
    ...extra,
  });
  expect(created.statusCode).toBe(201);
  return { food: created.json().data, etag: created.headers.etag as string };
}

const countOf = async (table: typeof foods | typeof combos | typeof foodCategories | typeof vouchers) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;

describe(`the manager role (${engine})`, () => {
  it('/auth/me says manager; a manager can do all that staff can', async () => {
    expect((await call('GET', '/auth/me', manager)).json().data.role).toBe('manager');
    expect((await call('GET', '/staff/orders', manager)).statusCode).toBe(200);
    expect((await call('GET', '/staff/sold-out', manager)).statusCode).toBe(200);
  });

  const reads = ['/manage/categories', '/manage/foods', '/manage/combos', '/manage/vouchers'];
  const writes: [CallArgs[0], string][] = [
    ['POST', '/manage/categories'],
    ['PATCH', '/manage/categories/1'],
    ['POST', '/manage/foods'],
    ['PATCH', '/manage/foods/1'],
    ['POST', '/manage/combos'],
    ['PATCH', '/manage/combos/1'],
    ['POST', '/manage/vouchers'],
    ['PATCH', '/manage/vouchers/1'],
    ['POST', '/manage/vouchers/1/expire'],
  ];
  const oneReads = ['/manage/categories/1', '/manage/foods/1', '/manage/combos/1', '/manage/vouchers/1'];

  it('every manage route: none → 401, a diner or staff → 403 MANAGER_ONLY (translated), a manager → the answer', async () => {
    for (const [method, url] of [
      ...reads.map((u) => ['GET', u] as const),
      ...oneReads.map((u) => ['GET', u] as const),
      ...writes,
    ]) {
      const body = method === 'GET' ? undefined : { nonsense: true };
      expect([url, (await call(method, url, undefined, body)).statusCode]).toEqual([url, 401]);
      for (const who of [diner, staff]) {
        const refused = await call(method, url, who, body, { 'accept-language': 'fr' });
        expect([url, refused.statusCode, refused.json().code]).toEqual([url, 403, 'MANAGER_ONLY']);
        expect(refused.json().message).toBe('Seuls les responsables du restaurant peuvent faire cela');
      }
    }
    for (const url of [...reads, ...oneReads]) {
      const read = await call('GET', url, manager);
      expect([url, read.statusCode]).toEqual([url, 200]);
    }
    // a manager gets the schema's complaint where others got 403
    expect((await call('POST', '/manage/foods', manager, { nonsense: true })).statusCode).toBe(400);
  });

  it('the role is read from the database on every request', async () => {
    const someone = await newDiner(t.app);
    const { users } = await import('../../src/db/schema');
    expect((await call('GET', '/manage/foods', someone)).statusCode).toBe(403);
    await t.db.update(users).set({ role: 'manager' }).where(eq(users.email, someone.email));
    expect((await call('GET', '/manage/foods', someone)).statusCode).toBe(200);
    await t.db.update(users).set({ role: 'staff' }).where(eq(users.email, someone.email));
    expect((await call('GET', '/manage/foods', someone)).statusCode).toBe(403);
  });

  it('every manage route is in the OpenAPI document under the manage tag', async () => {
    const spec = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { tags: string[]; responses: Record<string, unknown> }>>;
    };
    const manage = Object.entries(spec.paths).filter(([path]) => path.startsWith('/api/manage'));
    expect(manage.map(([path]) => path).sort()).toEqual(
      [
        '/api/manage/audit',
        '/api/manage/categories',
        '/api/manage/categories/{id}',
        '/api/manage/categories/{id}/photo',
        '/api/manage/combos',
        '/api/manage/combos/{id}',
        '/api/manage/combos/{id}/photo',
        '/api/manage/foods',
        '/api/manage/foods/{id}',
        '/api/manage/foods/{id}/photo',
        '/api/manage/reviews',
        '/api/manage/reviews/{id}/hide',
        '/api/manage/reviews/{id}/reply',
        '/api/manage/reviews/{id}/unhide',
        '/api/manage/vouchers',
        '/api/manage/vouchers/{id}',
        '/api/manage/vouchers/{id}/expire',
        '/api/manage/floors',
        '/api/manage/floors/{id}',
        '/api/manage/floors/{floorId}/tables',
        '/api/manage/tables/{id}',
        '/api/manage/reports/{name}',
        '/api/manage/settings',
        '/api/manage/closures/{date}',
      ].sort(),
    );
    for (const [, operations] of manage) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags).toEqual(['manage']);
        if (method === 'patch') expect(Object.keys(operation.responses)).toContain('412');
      }
    }
  });
});

describe(`If-Match on every edit (${engine})`, () => {
  it('a read sends ETag "<version>"; a fresh If-Match applies and bumps it, a stale one is 412, none applies', async () => {
    const { food, etag } = await newFood('Etag soup');
    expect(etag).toBe('"1"');
    const read = await call('GET', `/manage/foods/${food.id}`, manager);
    expect(read.headers.etag).toBe('"1"');
    const fresh = await call('PATCH', `/manage/foods/${food.id}`, manager, { price: 60_000 }, { 'if-match': '"1"' });
    expect([fresh.statusCode, fresh.headers.etag, fresh.json().data.price]).toEqual([200, '"2"', 60_000]);
    // a second manager still holding version 1 is refused, in their language, and nothing changes
    const stale = await call(
      'PATCH',
      `/manage/foods/${food.id}`,
      manager,
      { price: 70_000 },
      { 'if-match': '"1"', 'accept-language': 'fr' },
    );
    expect([stale.statusCode, stale.json().code]).toEqual([412, 'EDIT_CONFLICT']);
    expect(stale.json().message).toMatch(/^Quelqu’un d’autre/);
    expect((await call('GET', `/manage/foods/${food.id}`, manager)).json().data.price).toBe(60_000);
    // weak form of the current version is accepted
    const weak = await call('PATCH', `/manage/foods/${food.id}`, manager, { spicyLevel: 2 }, { 'if-match': 'W/"2"' });
    expect([weak.statusCode, weak.headers.etag]).toEqual([200, '"3"']);
    const blind = await call('PATCH', `/manage/foods/${food.id}`, manager, { price: 80_000 });
    expect([blind.statusCode, blind.headers.etag, blind.json().data.price]).toEqual([200, '"4"', 80_000]);
    const junk = await call('PATCH', `/manage/foods/${food.id}`, manager, { price: 1 }, { 'if-match': '"abc"' });
    expect(junk.statusCode).toBe(412);
  });

  it('two edits racing with the same If-Match: one applies, the other is 412', async () => {
    const { food } = await newFood('Race soup');
    const [a, b] = await Promise.all([
      call('PATCH', `/manage/foods/${food.id}`, manager, { price: 61_000 }, { 'if-match': '"1"' }),
      call('PATCH', `/manage/foods/${food.id}`, manager, { price: 62_000 }, { 'if-match': '"1"' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 412]);
  });

  it('categories, combos and vouchers carry versions the same way', async () => {
    const category = await call('POST', '/manage/categories', manager, texts('Versioned dishes'));
    const id = category.json().data.id;
    expect([category.statusCode, category.headers.etag]).toEqual([201, '"1"']);
    expect((await call('GET', `/manage/categories/${id}`, manager)).headers.etag).toBe('"1"');
    const renamed = await call('PATCH', `/manage/categories/${id}`, manager, texts('Renamed'), { 'if-match': '"1"' });
    expect([renamed.statusCode, renamed.headers.etag]).toEqual([200, '"2"']);
    const stale = await call('PATCH', `/manage/categories/${id}`, manager, { retired: true }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);

    const [dish] = await dishes(t);
    const combo = await call('POST', '/manage/combos', manager, {
      ...texts('Versioned combo'),
      price: 100_000,
      serves: 2,
      items: [{ foodId: dish!.id, quantity: 2 }],
    });
    const comboId = combo.json().data.id;
    expect(combo.headers.etag).toBe('"1"');
    const staleCombo = await call('PATCH', `/manage/combos/${comboId}`, manager, { serves: 3 }, { 'if-match': '"7"' });
    expect(staleCombo.statusCode).toBe(412);
    expect(
      (await call('PATCH', `/manage/combos/${comboId}`, manager, { serves: 3 }, { 'if-match': '"1"' })).statusCode,
    ).toBe(200);
  });

  it('an unknown record is 404, whatever If-Match says', async () => {
    for (const url of ['/manage/foods/999999', '/manage/combos/999999', '/manage/categories/999999']) {
      expect((await call('GET', url, manager)).statusCode).toBe(404);
      expect((await call('PATCH', url, manager, { retired: true }, { 'if-match': '"1"' })).statusCode).toBe(404);
    }
  });
});

describe(`bad menu input: a translated 4xx, nothing stored (${engine})`, () => {
  it('refuses prices out of range, blank names, a combo without dishes and unknown references', async () => {
    const categoryId = await firstCategoryId();
    const [dish] = await dishes(t);
    const before = { foods: await countOf(foods), combos: await countOf(combos) };
    const food = (extra: object) => ({ categoryId, ...texts('Bad dish'), price: 50_000, ...extra });
    const refused: [string, Awaited<ReturnType<typeof call>>, number, string][] = [
      ['price 0', await call('POST', '/manage/foods', manager, food({ price: 0 })), 400, 'VALIDATION_ERROR'],
      ['price -1', await call('POST', '/manage/foods', manager, food({ price: -1 })), 400, 'VALIDATION_ERROR'],
      [
        'price over the contract',
        await call('POST', '/manage/foods', manager, food({ price: MAX_MENU_PRICE + 1 })),
        400,
        'VALIDATION_ERROR',
      ],
      [
        'empty English name',
        await call('POST', '/manage/foods', manager, food(texts('', 'Món'))),
        400,
        'VALIDATION_ERROR',
      ],
      [
        'blank English name',
        await call('POST', '/manage/foods', manager, food(texts('   ', 'Món'))),
        400,
        'VALIDATION_ERROR',
      ],
      [
        'blank Vietnamese name',
        await call('POST', '/manage/foods', manager, food(texts('Dish', ' '))),
        400,
        'VALIDATION_ERROR',
      ],
      [
        'missing category',
        await call('POST', '/manage/foods', manager, food({ categoryId: 999_999 })),
        400,
        'UNKNOWN_REFERENCE',
      ],
      [
        'combo with no dish',
        await call('POST', '/manage/combos', manager, { ...texts('Empty'), price: 1000, serves: 1, items: [] }),
        400,
        'VALIDATION_ERROR',
      ],
      [
        'combo naming a missing dish',
        await call('POST', '/manage/combos', manager, {
          ...texts('Ghost'),
          price: 1000,
          serves: 1,
          items: [
            { foodId: dish!.id, quantity: 1 },
            { foodId: 999_999, quantity: 1 },
          ],
        }),
        400,
        'UNKNOWN_REFERENCE',
      ],
      [
        'moving a dish to a missing category',
        await call('PATCH', `/manage/foods/${dish!.id}`, manager, { categoryId: 999_999 }),
        400,
        'UNKNOWN_REFERENCE',
      ],
      [
        'a blank name in a patch',
        await call('PATCH', `/manage/foods/${dish!.id}`, manager, texts(' \t ')),
        400,
        'VALIDATION_ERROR',
      ],
    ];
    for (const [what, response, status, code] of refused) {
      expect([what, response.statusCode, response.json().code]).toEqual([what, status, code]);
      expect([what, typeof response.json().message]).toEqual([what, 'string']);
    }
    expect({ foods: await countOf(foods), combos: await countOf(combos) }).toEqual(before);
    // the messages are translated
    const fr = await call('POST', '/manage/foods', manager, food({ categoryId: 999_999 }), { 'accept-language': 'fr' });
    expect(fr.json().message).toBe('Le plat désigne une catégorie qui n’existe pas');
    const blank = await call('POST', '/manage/foods', manager, food(texts('  ')), { 'accept-language': 'vi' });
    expect(blank.json().message).toBe('Tên tiếng Anh và tiếng Việt không được để trống');
  });

  it('slugs come from the English name, unique with a suffix', async () => {
    const a = await newFood('Grilled Squid!');
    const b = await newFood('Grilled  squid');
    expect(a.food.slug).toBe('grilled-squid');
    expect(b.food.slug).toBe('grilled-squid-2');
  });
});

describe(`positions (${engine})`, () => {
  it('a position moves the record within its list and renumbers the others 0, 1, 2…', async () => {
    const category = (await call('POST', '/manage/categories', manager, texts('Ordered'))).json()
      .data as ManagedCategory;
    const make = async (en: string) =>
      (
        await call('POST', '/manage/foods', manager, {
          categoryId: category.id,
          ...texts(en),
          price: 10_000,
        })
      ).json().data as ManagedFood;
    const first = await make('First');
    const second = await make('Second');
    const third = await make('Third');
    expect([first.position, second.position, third.position]).toEqual([0, 1, 2]);
    const moved = await call('PATCH', `/manage/foods/${third.id}`, manager, { position: 0 });
    expect(moved.json().data.position).toBe(0);
    const inCategory = ((await call('GET', '/manage/foods', manager)).json().data as ManagedFood[]).filter(
      (f) => f.categoryId === category.id,
    );
    expect(inCategory.map((f) => [f.names.en, f.position])).toEqual([
      ['Third', 0],
      ['First', 1],
      ['Second', 2],
    ]);
    // moving another record does not make the others' open edits stale
    expect((await call('GET', `/manage/foods/${first.id}`, manager)).headers.etag).toBe('"1"');

    const categories = (await call('GET', '/manage/categories', manager)).json().data as ManagedCategory[];
    expect(categories.map((c) => c.position)).toEqual(categories.map((_, i) => i));
    const top = await call('PATCH', `/manage/categories/${category.id}`, manager, { position: 0 });
    expect(top.json().data.position).toBe(0);
    const after = (await call('GET', '/manage/categories', manager)).json().data as ManagedCategory[];
    expect(after[0]!.id).toBe(category.id);
    expect(after.map((c) => c.position)).toEqual(after.map((_, i) => i));
  });
});

describe(`what the public sees (${engine})`, () => {
  it('a price change and a new French name are in the next public read (cache dropped everywhere)', async () => {
    const { food } = await newFood('Public soup');
    const url = `/api/public/food/getFood/${food.id}`;
    const before = (await t.app.inject(url)).json().data;
    expect(before.price).toBe(50_000);
    expect((await t.app.inject(url)).headers['x-cache']).toBe('HIT');
    const names = { ...texts('Public soup').names, fr: 'Soupe publique' };
    await call('PATCH', `/manage/foods/${food.id}`, manager, { price: 55_000, names });
    const after = await t.app.inject(url);
    expect(after.json().data.price).toBe(55_000);
    // the sitemap's lastmod: the edit dates the dish's page, in its read and in the menu's list alike
    expect(Date.parse(after.json().data.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    const listed = (await t.app.inject('/api/public/food/getFoodsByCategory?size=100')).json().data.items as {
      id: number;
      updatedAt: string;
    }[];
    expect(listed.find(({ id }) => id === food.id)?.updatedAt).toBe(after.json().data.updatedAt);
    expect(after.json().data.names).toEqual(names);
    expect(after.json().data.descriptions.en).toBe('About Public soup');
  });

  it('a retired dish leaves the menu (its page is 404) but the past order that has it still shows it', async () => {
    const { food } = await newFood('Retired noodles', { price: 42_000 });
    const customer = await newDiner(t.app);
    expect((await addToCart(t, customer, food.id, 2)).statusCode).toBe(201);
    const placed = await placeOrder(t, customer, pickupBody(t), undefined);
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data.id;

    const categories = async () =>
      (await t.app.inject('/api/public/food-categories/getFoodCategories')).json().data as {
        id: number;
        foodCount: number;
      }[];
    const countBefore = (await categories()).find((c) => c.id === food.categoryId)!.foodCount;
    const retired = await call('PATCH', `/manage/foods/${food.id}`, manager, { retired: true });
    expect([retired.statusCode, retired.json().data.retired]).toEqual([200, true]);

    expect((await t.app.inject(`/api/public/food/getFood/${food.id}`)).statusCode).toBe(404);
    // asked again: still not found, whether or not the first answer was kept
    expect((await t.app.inject(`/api/public/food/getFood/${food.id}`)).statusCode).toBe(404);
    const menu = await t.app.inject('/api/public/food/getFoodsByCategory?size=100');
    expect((menu.json().data.items as { id: number }[]).some((f) => f.id === food.id)).toBe(false);
    expect((await categories()).find((c) => c.id === food.categoryId)!.foodCount).toBe(countBefore - 1);
    // nothing deleted: the manager still lists it, and the diner's order shows it as it was
    const listed = (await call('GET', '/manage/foods', manager)).json().data as ManagedFood[];
    expect(listed.find((f) => f.id === food.id)?.retired).toBe(true);
    const order = (await call('GET', `/orders/${orderId}`, customer)).json().data;
    expect(order.lines).toEqual([expect.objectContaining({ name: food.names.vi, unitPrice: 42_000, quantity: 2 })]);
    // and it cannot be added again
    expect((await addToCart(t, customer, food.id)).statusCode).toBe(400);
    // back on the menu
    await call('PATCH', `/manage/foods/${food.id}`, manager, { retired: false });
    expect((await t.app.inject(`/api/public/food/getFood/${food.id}`)).statusCode).toBe(200);
  });

  it('a retired combo leaves the list and its page; a retired category takes its dishes off the menu', async () => {
    const { food: dish } = await newFood('Combo part');
    const combo = (
      await call('POST', '/manage/combos', manager, {
        ...texts('Short-lived combo'),
        price: 90_000,
        serves: 2,
        items: [{ foodId: dish.id, quantity: 1 }],
      })
    ).json().data as ManagedCombo;
    const listed = async () =>
      ((await t.app.inject('/api/public/combo/getCombos?size=100')).json().data.items as { id: number }[]).some(
        (c) => c.id === combo.id,
      );
    expect(await listed()).toBe(true);
    expect((await t.app.inject(`/api/public/combo/${combo.id}`)).json().data.names.en).toBe('Short-lived combo');
    // a combo's page shows its dishes' prices: a dish's edit dates the combo's page too
    const comboDate = async () =>
      Date.parse((await t.app.inject(`/api/public/combo/${combo.id}`)).json().data.updatedAt);
    const comboBefore = await comboDate();
    await call('PATCH', `/manage/foods/${dish.id}`, manager, { price: 51_000 });
    expect(await comboDate()).toBeGreaterThan(comboBefore);
    await call('PATCH', `/manage/combos/${combo.id}`, manager, { retired: true });
    expect(await listed()).toBe(false);
    expect((await t.app.inject(`/api/public/combo/${combo.id}`)).statusCode).toBe(404);

    const category = (await call('POST', '/manage/categories', manager, texts('Seasonal'))).json()
      .data as ManagedCategory;
    const seasonal = (
      await call('POST', '/manage/foods', manager, { categoryId: category.id, ...texts('Mooncake'), price: 30_000 })
    ).json().data as ManagedFood;
    expect((await t.app.inject(`/api/public/food/getFood/${seasonal.id}`)).statusCode).toBe(200);
    await call('PATCH', `/manage/categories/${category.id}`, manager, { retired: true });
    expect((await t.app.inject(`/api/public/food/getFood/${seasonal.id}`)).statusCode).toBe(404);
    const publicCategories = (await t.app.inject('/api/public/food-categories/getFoodCategories')).json().data as {
      id: number;
    }[];
    expect(publicCategories.some((c) => c.id === category.id)).toBe(false);
  });
});

const DAY = 86_400_000;
const voucherBody = (code: string, extra: object = {}) => ({
  code,
  name: `Voucher ${code}`,
  description: '',
  discountType: 'FIXED',
  discountValue: 10_000,
  maxDiscount: null,
  minOrderValue: 0,
  validFrom: new Date(t.clock.now().getTime() - DAY).toISOString(),
  validTo: new Date(t.clock.now().getTime() + 30 * DAY).toISOString(),
  usageLimit: null,
  perUserLimit: 1,
  listed: true,
  ...extra,
});

describe(`vouchers (${engine})`, () => {
  const publicCodes = async () =>
    ((await t.app.inject('/api/public/voucher/getVouchers?size=100')).json().data.items as { code: string }[]).map(
      (v) => v.code,
    );

  it('creates, edits with If-Match, and refuses bad windows, percents over 100 and taken codes', async () => {
    const created = await call('POST', '/manage/vouchers', manager, voucherBody('MGR-ONE'));
    expect([created.statusCode, created.headers.etag]).toEqual([201, '"1"']);
    const voucher = created.json().data as ManagedVoucher;
    expect(voucher).toEqual(expect.objectContaining({ code: 'MGR-ONE', usageCount: 0, listed: true, active: true }));
    expect(await publicCodes()).toContain('MGR-ONE');

    const before = await countOf(vouchers);
    const now = t.clock.now().getTime();
    const refused = [
      await call('POST', '/manage/vouchers', manager, voucherBody('MGR-ONE')),
      await call(
        'POST',
        '/manage/vouchers',
        manager,
        voucherBody('MGR-BACKWARDS', { validTo: new Date(now - 2 * DAY).toISOString() }),
      ),
      await call(
        'POST',
        '/manage/vouchers',
        manager,
        voucherBody('MGR-PCT', { discountType: 'PERCENT', discountValue: 150 }),
      ),
    ];
    refused.push(await call('POST', '/manage/vouchers', manager, voucherBody('MGR-BLANK', { name: '   ' })));
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual([
      [409, 'VOUCHER_CODE_TAKEN'],
      [400, 'VOUCHER_INVALID'],
      [400, 'VOUCHER_INVALID'],
      [400, 'VALIDATION_ERROR'],
    ]);
    expect(await countOf(vouchers)).toBe(before);
    const fr = await call('POST', '/manage/vouchers', manager, voucherBody('MGR-ONE'), { 'accept-language': 'fr' });
    expect(fr.json().message).toBe('Un autre bon a déjà le code MGR-ONE');

    const edited = await call(
      'PATCH',
      `/manage/vouchers/${voucher.id}`,
      manager,
      { discountValue: 20_000 },
      { 'if-match': '"1"' },
    );
    expect([edited.statusCode, edited.headers.etag, edited.json().data.discountValue]).toEqual([200, '"2"', 20_000]);
    const stale = await call('PATCH', `/manage/vouchers/${voucher.id}`, manager, { name: 'x' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    const backwards = await call('PATCH', `/manage/vouchers/${voucher.id}`, manager, {
      validTo: new Date(now - 2 * DAY).toISOString(),
    });
    expect([backwards.statusCode, backwards.json().code]).toEqual([400, 'VOUCHER_INVALID']);
    const other = await call('POST', '/manage/vouchers', manager, voucherBody('MGR-TWO'));
    const taken = await call('PATCH', `/manage/vouchers/${other.json().data.id}`, manager, { code: 'MGR-ONE' });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'VOUCHER_CODE_TAKEN']);
  });

  it('expire now: ends it at once (stale If-Match refused), the public list drops it', async () => {
    const created = (await call('POST', '/manage/vouchers', manager, voucherBody('MGR-END'))).json()
      .data as ManagedVoucher;
    expect(await publicCodes()).toContain('MGR-END');
    expect(
      (await call('POST', `/manage/vouchers/${created.id}/expire`, manager, undefined, { 'if-match': '"9"' }))
        .statusCode,
    ).toBe(412);
    const expired = await call('POST', `/manage/vouchers/${created.id}/expire`, manager, undefined, {
      'if-match': '"1"',
    });
    expect([expired.statusCode, expired.headers.etag, expired.json().data.active]).toEqual([200, '"2"', false]);
    expect(expired.json().data.validTo).toBe(t.clock.now().toISOString());
    expect(await publicCodes()).not.toContain('MGR-END');
    // one that had not started yet starts before it ends
    const future = (
      await call(
        'POST',
        '/manage/vouchers',
        manager,
        voucherBody('MGR-LATER', {
          validFrom: new Date(t.clock.now().getTime() + DAY).toISOString(),
          validTo: new Date(t.clock.now().getTime() + 2 * DAY).toISOString(),
        }),
      )
    ).json().data as ManagedVoucher;
    const ended = await call('POST', `/manage/vouchers/${future.id}/expire`, manager);
    expect(ended.statusCode).toBe(200);
    expect(Date.parse(ended.json().data.validFrom)).toBeLessThan(Date.parse(ended.json().data.validTo));
  });

  it('an unlisted voucher is in no public list but works by its code; usageCount counts its uses', async () => {
    const created = (
      await call('POST', '/manage/vouchers', manager, voucherBody('MGR-SECRET', { listed: false }))
    ).json().data as ManagedVoucher;
    expect(await publicCodes()).not.toContain('MGR-SECRET');
    expect((await t.app.inject(`/api/public/voucher/${created.id}`)).statusCode).toBe(404);
    const customer = await newDiner(t.app);
    const mine = await call('GET', '/voucher/vouchers?size=100', customer);
    expect((mine.json().data.items as { code: string }[]).map((v) => v.code)).not.toContain('MGR-SECRET');
    const [dish] = await dishes(t);
    await addToCart(t, customer, dish!.id, 3);
    const preview = await call('POST', '/vouchers/preview', customer, { voucherCode: 'mgr-secret' });
    expect(preview.json().data).toEqual(expect.objectContaining({ applies: true, discount: 10_000 }));
    const placed = await placeOrder(t, customer, pickupBody(t, { voucherCode: 'MGR-SECRET' }));
    expect(placed.statusCode).toBe(201);
    expect((await call('GET', `/manage/vouchers/${created.id}`, manager)).json().data.usageCount).toBe(1);
  });
});

describe(`a price change in a cart (${engine})`, () => {
  it('the cart shows the price the diner saw until they have seen the new one', async () => {
    const { food } = await newFood('Cart soup', { price: 40_000 });
    const customer = await newDiner(t.app);
    await addToCart(t, customer, food.id, 2);
    const cart = async () => (await call('GET', '/carts/my-cart', customer)).json().data;
    expect((await cart()).cartDetails[0]).toEqual(
      expect.objectContaining({ unitPrice: 40_000, previousUnitPrice: null, lineTotal: 80_000 }),
    );
    await call('PATCH', `/manage/foods/${food.id}`, manager, { price: 45_000 });
    const changed = await cart();
    expect(changed.cartDetails[0]).toEqual(
      expect.objectContaining({ unitPrice: 45_000, previousUnitPrice: 40_000, lineTotal: 90_000 }),
    );
    expect(changed.total).toBe(90_000);
    const seen = await call('POST', '/carts/prices-seen', customer);
    expect([seen.statusCode, seen.json().data.cartDetails[0].previousUnitPrice]).toEqual([200, null]);
    // changing the line is done looking at today's price: it counts as seen too
    await call('PATCH', `/manage/foods/${food.id}`, manager, { price: 47_000 });
    expect((await cart()).cartDetails[0].previousUnitPrice).toBe(45_000);
    const { id: cartId, cartDetails } = await cart();
    await t.app.inject({
      method: 'PUT',
      url: `/api/carts/updateToCart/${cartId}`,
      headers: customer.auth,
      payload: { cartDetailId: cartDetails[0].id, quantity: 3 },
    });
    expect((await cart()).cartDetails[0]).toEqual(expect.objectContaining({ previousUnitPrice: null, quantity: 3 }));
    // prices-seen needs a diner
    expect((await call('POST', '/carts/prices-seen')).statusCode).toBe(401);
    // a manager's own session is a session like any other
    expect((await login(t.app, { email: 'manager@example.com', password: 'Manager#2026' })).user.role).toBe('manager');
  });
});

describe(`the audit log (${engine})`, () => {
  type Entry = AuditEntry & { before: Record<string, unknown> | null; after: Record<string, unknown> | null };
  const managerId = async () => (await call('GET', '/auth/me', manager)).json().data.id as number;
  /** The newest entry, which must be the write just made. */
  const newest = async (): Promise<Entry> => {
    const response = await call('GET', '/manage/audit?size=1', manager);
    expect(response.statusCode).toBe(200);
    return response.json().data.items[0];
  };

  it('records every kind of manager write with who, what, and the record before and after', async () => {
    const me = await managerId();
    const expectEntry = async (
      action: string,
      entityId: string | number,
      before: object | null,
      after: object | null,
    ) =>
      expect(await newest()).toMatchObject({
        action,
        entityKind: action.split('.')[0],
        entityId: String(entityId),
        actor: { id: me },
        before: before && expect.objectContaining(before),
        after: after && expect.objectContaining(after),
      });

    // the menu
    const { food, etag } = await newFood('Audited soup');
    await expectEntry('food.create', food.id, null, { id: food.id, price: 50_000 });
    const edited = await call('PATCH', `/manage/foods/${food.id}`, manager, { price: 62_000 }, { 'if-match': etag });
    expect(edited.statusCode).toBe(200);
    await expectEntry('food.update', food.id, { price: 50_000 }, { price: 62_000 });
    // a refused write leaves no entry
    const stale = await call('PATCH', `/manage/foods/${food.id}`, manager, { price: 1 }, { 'if-match': etag });
    expect(stale.statusCode).toBe(412);
    await expectEntry('food.update', food.id, { price: 50_000 }, { price: 62_000 });

    // a photo
    const { payload, headers } = multipartBody(await sidewaysJpegWithGps(64, 48));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/manage/foods/${food.id}/photo`,
      headers: { ...manager.auth, ...headers },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    await expectEntry('photo.upload', `food:${food.id}`, { photoId: null }, { photoId: expect.any(Number) });
    expect((await call('DELETE', `/manage/foods/${food.id}/photo`, manager)).statusCode).toBe(200);
    await expectEntry('photo.remove', `food:${food.id}`, { photoId: expect.any(Number) }, { photoId: null });

    // a voucher
    const voucher = await call('POST', '/manage/vouchers', manager, voucherBody('AUDIT10'));
    expect([voucher.statusCode, voucher.json().message]).toEqual([201, undefined]);
    const voucherId = (voucher.json().data as ManagedVoucher).id;
    await expectEntry('voucher.create', voucherId, null, { code: 'AUDIT10' });
    expect((await call('POST', `/manage/vouchers/${voucherId}/expire`, manager)).statusCode).toBe(200);
    await expectEntry('voucher.expire', voucherId, { code: 'AUDIT10' }, { code: 'AUDIT10', active: false });

    // the opening hours and booking rules, and a closure
    const settings = (await call('GET', '/manage/settings', manager)).json().data.settings as RestaurantSettings;
    const largest = settings.maxPartySize - 1;
    const saved = await call('PUT', '/manage/settings', manager, { ...settings, maxPartySize: largest });
    expect(saved.statusCode).toBe(200);
    await expectEntry(
      'settings.update',
      'settings',
      { maxPartySize: settings.maxPartySize },
      { maxPartySize: largest },
    );
    const date = localDate(t.clock.now(), 20);
    const closed = await call('PUT', `/manage/closures/${date}`, manager, { services: [], confirmAffected: true });
    expect(closed.statusCode).toBe(200);
    await expectEntry('closure.put', date, null, { date, services: [] });
    expect((await call('DELETE', `/manage/closures/${date}`, manager)).statusCode).toBe(204);
    await expectEntry('closure.delete', date, { date, services: [] }, null);

    // the floor plan
    const floor = await call('POST', '/manage/floors', manager, { name: 'Audited floor', width: 800, height: 600 });
    expect(floor.statusCode).toBe(201);
    const floorId = floor.json().data.id as number;
    await expectEntry('floor.create', floorId, null, { name: 'Audited floor' });
    const table = await call('POST', `/manage/floors/${floorId}/tables`, manager, {
      code: 'Z1',
      capacity: 2,
      shape: 'SQUARE',
      x: 100,
      y: 100,
      width: 70,
      height: 70,
    });
    expect([table.statusCode, table.json().message]).toEqual([201, undefined]);
    const tableId = table.json().data.id as number;
    await expectEntry('table.create', tableId, null, { code: 'Z1', x: 100 });
    expect((await call('PATCH', `/manage/tables/${tableId}`, manager, { x: 300 })).statusCode).toBe(200);
    await expectEntry('table.update', tableId, { x: 100 }, { x: 300 });
    expect((await call('DELETE', `/manage/tables/${tableId}`, manager)).statusCode).toBe(204);
    await expectEntry('table.delete', tableId, { code: 'Z1' }, null);

    // a review's reply and moderation
    const author = await newVerifiedDiner(t, 'Audited author');
    const review = await call('POST', '/public/restaurant-review', author, { rating: 2, comment: 'Cold' });
    expect(review.statusCode).toBe(201);
    const reviewId = review.json().data.id as number;
    expect((await call('POST', `/manage/reviews/${reviewId}/reply`, manager, { text: 'Sorry' })).statusCode).toBe(200);
    await expectEntry('review.reply', reviewId, { replyText: null }, { replyText: 'Sorry', repliedBy: me });
    expect((await call('POST', `/manage/reviews/${reviewId}/hide`, manager, { reason: 'Spam' })).statusCode).toBe(200);
    await expectEntry('review.hide', reviewId, { hiddenReason: null }, { hiddenReason: 'Spam', hiddenBy: me });
  });

  it('filters by who, kind of record and day, newest first, a page at a time', async () => {
    const list = async (query: string) => {
      const response = await call('GET', `/manage/audit?${query}`, manager);
      expect(response.statusCode).toBe(200);
      return response.json().data as { items: Entry[]; total: number; page: number; size: number };
    };
    const all = await list('size=100');
    expect(all.total).toBeGreaterThanOrEqual(15);
    const ids = all.items.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const tables = await list('entityKind=table');
    expect(tables.items.map((entry) => entry.action)).toEqual(['table.delete', 'table.update', 'table.create']);
    const secondPage = await list('entityKind=table&size=1&page=2');
    expect(secondPage).toMatchObject({ total: 3, page: 2, size: 1, items: [{ action: 'table.update' }] });

    expect((await list(`actorId=${await managerId()}&size=100`)).total).toBe(all.total);
    expect((await list('actorId=999999')).total).toBe(0);
    // the restaurant's days, both included (entries are stamped by the database's clock)
    const today = localDate(new Date(), 0);
    const around = `from=${localDate(new Date(), -1)}&to=${localDate(new Date(), 1)}&size=100`;
    expect((await list(around)).total).toBe(all.total);
    expect((await list(`from=2020-01-01&to=2020-01-31`)).total).toBe(0);
    expect((await list(`from=${today}&to=${today}&entityKind=voucher`)).total).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/manage/audit?entityKind=nonsense', manager)).statusCode).toBe(400);
  });

  it('is read by managers only, and nothing in the API changes or deletes an entry', async () => {
    expect((await call('GET', '/manage/audit')).statusCode).toBe(401);
    expect((await call('GET', '/manage/audit', diner)).statusCode).toBe(403);
    expect((await call('GET', '/manage/audit', staff)).statusCode).toBe(403);
    const [entry] = (await call('GET', '/manage/audit?size=1', manager)).json().data.items as Entry[];
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      expect((await call(method, '/manage/audit', manager, {})).statusCode).toBe(404);
      expect((await call(method, `/manage/audit/${entry!.id}`, manager, {})).statusCode).toBe(404);
    }
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes.match(/audit.*\((.*)\)/g)).toEqual([expect.stringMatching(/\(GET(, HEAD)?\)/)]);
  });
});
