import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  Combo,
  ComboDetail,
  Food,
  FoodCategory,
  FoodDetail,
  FoodsQuery,
  SoldOutMark,
  StaffMember,
} from '@restaurant/shared/contracts';
import type { Db } from '../db/index';
import { comboItems, combos, foodCategories, foods } from '../db/schema';
import { foldText } from '../lib/text';
import { descriptionsOf, namesOf, type MenuTextColumns } from './menu-texts';
import { withPhotos } from './photo-repository';
import { staffMemberOf, staffMembersByIds } from './staff-members';

/**
 * Whether a dish's or combo's `sold_out_on` names `today` (a restaurant-local date): the day it ran out, so tomorrow
 * it is back. The one test of it, for the menu's reads, the cart's adds and the order's prices.
 */
export const soldOutOn = (column: typeof foods.soldOutOn | typeof combos.soldOutOn, today: string) =>
  sql<boolean>`coalesce(${column} = ${today}::date, false)`;

/**
 * When a page's data last changed, as the contract's ISO timestamp (UTC, milliseconds): the newest `updated_at` of the
 * records the page shows, which every back-office edit sets (the sitemap's lastmod).
 */
const lastChange = (...columns: SQL[]) =>
  sql<string>`to_char(greatest(${sql.join(columns, sql`, `)}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const foodColumns = (today: string) => ({
  id: foods.id,
  categoryId: foods.categoryId,
  categoryName: foodCategories.name,
  name: foods.name,
  englishName: foods.englishName,
  slug: foods.slug,
  description: foods.description,
  descriptionVi: foods.descriptionVi,
  price: foods.price,
  imageUrl: foods.imageUrl,
  photoId: foods.photoId,
  spicyLevel: foods.spicyLevel,
  vegetarian: foods.vegetarian,
  available: foods.available,
  soldOut: soldOutOn(foods.soldOutOn, today),
  translations: foods.translations,
  // the dish's page shows its category's name too
  updatedAt: lastChange(sql`${foods.updatedAt}`, sql`${foodCategories.updatedAt}`),
});

/** A row with its texts in every menu language (`names`, `descriptions`) in place of the raw translations column. */
function withTexts<T extends MenuTextColumns>(row: T) {
  const { translations: _translations, ...rest } = row;
  return { ...rest, names: namesOf(row), descriptions: descriptionsOf(row) };
}

/**
 * What the public menu shows: a dish neither retired nor in a retired category (`available`, the manager's switch).
 * Past orders copy names and prices, so they still show what the menu no longer does.
 */
const onMenu = and(eq(foods.available, true), eq(foodCategories.available, true))!;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export type Paged<T> = { items: T[]; total: number };

export function createMenuRepository(db: Db) {
  /**
   * Combo price list with what the dishes would cost one by one. A combo is sold out when it is marked so or when
   * one of its dishes is: the kitchen cannot make it either way.
   */
  async function comboRows(today: string, where?: SQL) {
    const originalPrice = sql<number>`coalesce(sum(${foods.price} * ${comboItems.quantity}), 0)::int`;
    return db
      .select({
        id: combos.id,
        name: combos.name,
        englishName: combos.englishName,
        slug: combos.slug,
        description: combos.description,
        descriptionVi: combos.descriptionVi,
        price: combos.price,
        serves: combos.serves,
        imageUrl: combos.imageUrl,
        translations: combos.translations,
        photoId: combos.photoId,
        originalPrice,
        itemCount: sql<number>`coalesce(sum(${comboItems.quantity}), 0)::int`,
        soldOut: sql<boolean>`(${soldOutOn(combos.soldOutOn, today)} or coalesce(bool_or(${foods.soldOutOn} = ${today}::date), false))`,
        // the combo's page shows its dishes' names and prices too (greatest skips a combo without dishes' null)
        updatedAt: lastChange(sql`${combos.updatedAt}`, sql`max(${foods.updatedAt})`),
      })
      .from(combos)
      .leftJoin(comboItems, eq(comboItems.comboId, combos.id))
      .leftJoin(foods, eq(foods.id, comboItems.foodId))
      .where(and(eq(combos.available, true), where))
      .groupBy(combos.id)
      .orderBy(asc(combos.sortOrder), asc(combos.id));
  }

  return {
    async listCategories(): Promise<FoodCategory[]> {
      const rows = await db
        .select({
          id: foodCategories.id,
          name: foodCategories.name,
          englishName: foodCategories.englishName,
          slug: foodCategories.slug,
          description: foodCategories.description,
          descriptionVi: foodCategories.descriptionVi,
          translations: foodCategories.translations,
          imageUrl: foodCategories.imageUrl,
          photoId: foodCategories.photoId,
          foodCount: sql<number>`count(${foods.id})::int`,
        })
        .from(foodCategories)
        .leftJoin(foods, and(eq(foods.categoryId, foodCategories.id), eq(foods.available, true)))
        .where(eq(foodCategories.available, true))
        .groupBy(foodCategories.id)
        .orderBy(asc(foodCategories.sortOrder), asc(foodCategories.id));
      // the contract's category has no Vietnamese description field of its own: `descriptions.vi` carries it
      return withPhotos(
        db,
        rows.map((row) => {
          const { descriptionVi: _descriptionVi, ...category } = withTexts(row);
          return category;
        }),
      );
    },

    async categoryExists(id: number) {
      const [row] = await db
        .select({ id: foodCategories.id })
        .from(foodCategories)
        .where(and(eq(foodCategories.id, id), eq(foodCategories.available, true)));
      return Boolean(row);
    },

    /** `today`: the restaurant-local date, which decides what is sold out (as in every read below). */
    async listFoods(
      query: Required<Pick<FoodsQuery, 'page' | 'size'>> & FoodsQuery,
      today: string,
    ): Promise<Paged<Food>> {
      const filters: SQL[] = [onMenu];
      if (query.categoryId) filters.push(eq(foods.categoryId, query.categoryId));
      const search = query.search ? foldText(query.search) : '';
      if (search) filters.push(ilike(foods.searchText, `%${escapeLike(search)}%`));
      const where = and(...filters);
      const order =
        query.sort === 'name_asc'
          ? [asc(foods.name), asc(foods.id)]
          : query.sort === 'name_desc'
            ? [desc(foods.name), asc(foods.id)]
            : query.sort === 'price_asc'
              ? [asc(foods.price), asc(foods.id)]
              : query.sort === 'price_desc'
                ? [desc(foods.price), asc(foods.id)]
                : [asc(foodCategories.sortOrder), asc(foods.sortOrder), asc(foods.id)];
      const [items, [totalRow]] = await Promise.all([
        db
          .select(foodColumns(today))
          .from(foods)
          .innerJoin(foodCategories, eq(foodCategories.id, foods.categoryId))
          .where(where)
          .orderBy(...order)
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        db
          .select({ n: count() })
          .from(foods)
          .innerJoin(foodCategories, eq(foodCategories.id, foods.categoryId))
          .where(where),
      ]);
      return { items: await withPhotos(db, items.map(withTexts)), total: totalRow?.n ?? 0 };
    },

    async findFood(id: number, today: string): Promise<FoodDetail | undefined> {
      const [food] = await db
        .select({ ...foodColumns(today), categoryEnglishName: foodCategories.englishName })
        .from(foods)
        .innerJoin(foodCategories, eq(foodCategories.id, foods.categoryId))
        .where(and(eq(foods.id, id), onMenu));
      // retired (or in a retired category): 404 like a dish that never was
      if (!food) return undefined;
      const inCombos = await db
        .select({ id: combos.id, name: combos.name })
        .from(comboItems)
        .innerJoin(combos, eq(combos.id, comboItems.comboId))
        .where(and(eq(comboItems.foodId, id), eq(combos.available, true)))
        .orderBy(asc(combos.sortOrder));
      const [withPhoto] = await withPhotos(db, [withTexts(food)]);
      const { categoryEnglishName, ...rest } = withPhoto!;
      return {
        ...rest,
        category: { id: food.categoryId, name: food.categoryName, englishName: categoryEnglishName },
        combos: inCombos,
      };
    },

    async findFoodsByIds(ids: number[], today: string) {
      if (!ids.length) return [];
      return db
        .select(foodColumns(today))
        .from(foods)
        .innerJoin(foodCategories, eq(foodCategories.id, foods.categoryId))
        .where(inArray(foods.id, ids));
    },

    async listCombos(page: number, size: number, today: string): Promise<Paged<Combo>> {
      const all = await comboRows(today);
      return {
        items: await withPhotos(db, all.slice((page - 1) * size, page * size).map(withTexts)),
        total: all.length,
      };
    },

    async findCombo(id: number, today: string): Promise<ComboDetail | undefined> {
      const [combo] = await comboRows(today, eq(combos.id, id));
      if (!combo) return undefined;
      const items = await db
        .select({
          foodId: foods.id,
          name: foods.name,
          englishName: foods.englishName,
          quantity: comboItems.quantity,
          price: foods.price,
          imageUrl: foods.imageUrl,
        })
        .from(comboItems)
        .innerJoin(foods, eq(foods.id, comboItems.foodId))
        .where(eq(comboItems.comboId, id))
        .orderBy(asc(foods.sortOrder));
      const [withPhoto] = await withPhotos(db, [withTexts(combo)]);
      return { ...withPhoto!, items };
    },

    /** What is marked sold out on `day` (the restaurant's today), dishes then combos, with who marked each. */
    async soldOutMarks(day: string): Promise<SoldOutMark[]> {
      const [foodRows, comboRows] = await Promise.all([
        db
          .select({ id: foods.id, by: foods.soldOutBy })
          .from(foods)
          .where(eq(foods.soldOutOn, day))
          .orderBy(asc(foods.id)),
        db
          .select({ id: combos.id, by: combos.soldOutBy })
          .from(combos)
          .where(eq(combos.soldOutOn, day))
          .orderBy(asc(combos.id)),
      ]);
      const rows = [
        ...foodRows.map((row) => ({ kind: 'food' as const, ...row })),
        ...comboRows.map((row) => ({ kind: 'combo' as const, ...row })),
      ];
      const members = await staffMembersByIds(
        db,
        rows.map((row) => row.by),
      );
      return rows.map(({ kind, id, by }) => ({ kind, id, soldOutBy: staffMemberOf(members, by) }));
    },

    /**
     * Marks a dish or combo sold out on `day` (the restaurant's today), or back (`day` null), recording who did it.
     * Answers who, or null when it does not exist. One statement: marking twice is the same as once.
     */
    async setSoldOut(
      kind: 'food' | 'combo',
      id: number,
      day: string | null,
      by: number,
    ): Promise<{ soldOutBy: StaffMember | null } | null> {
      const table = kind === 'food' ? foods : combos;
      const changed = await db
        .update(table)
        .set({ soldOutOn: day, soldOutBy: by })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      if (!changed.length) return null;
      return { soldOutBy: staffMemberOf(await staffMembersByIds(db, [by]), by) };
    },
  };
}

export type MenuRepository = ReturnType<typeof createMenuRepository>;
