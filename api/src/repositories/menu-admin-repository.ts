import { and, asc, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  CategoryInput,
  CategoryPatch,
  ComboInput,
  ComboItemInput,
  ComboPatch,
  FoodInput,
  FoodPatch,
  ManagedCategory,
  ManagedCombo,
  ManagedFood,
  Photo,
} from '@restaurant/shared/contracts';
import type { Db, Tx } from '../db/index';
import { comboItems, combos, foodCategories, foods } from '../db/schema';
import { AppError, SQLSTATE, constraintName, sqlState } from '../lib/errors';
import { foldText } from '../lib/text';
import { audited } from './audit-repository';
import { descriptionsOf, freeSlug, namesOf, slugOf, textColumnsOf } from './menu-texts';
import { photosByIds } from './photo-repository';

/** A record with its edit version: the ETag of its read, what `If-Match` must name for a write to apply. */
export type Versioned<T> = { record: T; version: number };

/**
 * What a write's `If-Match` named: a version, or undefined (no header, or `*`): the write applies to whatever
 * version is stored, as before the back office had versions.
 */
export type ExpectedVersion = number | undefined;

/** The drawing a new record shows until a photo is uploaded (the committed SVGs, `/api/images`). */
const drawing = (name: string) => `/api/images/${name}.svg`;
const NEW_CATEGORY_DRAWING = drawing('category-khai-vi');
const NEW_COMBO_DRAWING = drawing('combo-gia-dinh');

/** The tables whose records form the menu's ordered lists (by `sort_order`, ties by id: the seed's order). */
type MenuTable = typeof foods | typeof combos | typeof foodCategories;

/**
 * A record's place in its list from 0, read in the same statement as the record: the seed's `sort_order` values
 * need not be 0, 1, 2…, so the place is counted rather than stored. The outer row is named in full ("foods"."id"):
 * Drizzle leaves a column of a one-table select unqualified, which inside the subquery would name the inner row.
 */
const foodPosition = sql<number>`(select count(*) from foods f2 where f2.category_id = "foods"."category_id"
  and (f2.sort_order, f2.id) < ("foods"."sort_order", "foods"."id"))::int`;
const comboPosition = sql<number>`(select count(*) from combos c2
  where (c2.sort_order, c2.id) < ("combos"."sort_order", "combos"."id"))::int`;
const categoryPosition = sql<number>`(select count(*) from food_categories k2
  where (k2.sort_order, k2.id) < ("food_categories"."sort_order", "food_categories"."id"))::int`;

const textSelect = <T extends MenuTable>(t: T) => ({
  name: t.name,
  englishName: t.englishName,
  description: t.description,
  descriptionVi: t.descriptionVi,
  translations: t.translations,
});

const foodSelect = {
  id: foods.id,
  categoryId: foods.categoryId,
  ...textSelect(foods),
  slug: foods.slug,
  price: foods.price,
  spicyLevel: foods.spicyLevel,
  vegetarian: foods.vegetarian,
  available: foods.available,
  imageUrl: foods.imageUrl,
  photoId: foods.photoId,
  version: foods.version,
  position: foodPosition,
};
const selectFoods = (tx: Db | Tx) => tx.select(foodSelect).from(foods);
type FoodRow = Awaited<ReturnType<typeof selectFoods>>[number];

const toFood = (row: FoodRow, photo: Photo | null): Versioned<ManagedFood> => ({
  version: row.version,
  record: {
    id: row.id,
    categoryId: row.categoryId,
    names: namesOf(row),
    descriptions: descriptionsOf(row),
    slug: row.slug,
    price: row.price,
    spicyLevel: row.spicyLevel,
    vegetarian: row.vegetarian,
    position: Number(row.position),
    retired: !row.available,
    imageUrl: row.imageUrl,
    photo,
  },
});

const comboSelect = {
  id: combos.id,
  ...textSelect(combos),
  slug: combos.slug,
  price: combos.price,
  serves: combos.serves,
  available: combos.available,
  imageUrl: combos.imageUrl,
  photoId: combos.photoId,
  version: combos.version,
  position: comboPosition,
};
const selectCombos = (tx: Db | Tx) => tx.select(comboSelect).from(combos);
type ComboRow = Awaited<ReturnType<typeof selectCombos>>[number];

const toCombo = (row: ComboRow, items: ComboItemInput[], photo: Photo | null): Versioned<ManagedCombo> => ({
  version: row.version,
  record: {
    id: row.id,
    names: namesOf(row),
    descriptions: descriptionsOf(row),
    slug: row.slug,
    price: row.price,
    serves: row.serves,
    items,
    position: Number(row.position),
    retired: !row.available,
    imageUrl: row.imageUrl,
    photo,
  },
});

const categorySelect = {
  id: foodCategories.id,
  ...textSelect(foodCategories),
  slug: foodCategories.slug,
  available: foodCategories.available,
  imageUrl: foodCategories.imageUrl,
  photoId: foodCategories.photoId,
  version: foodCategories.version,
  position: categoryPosition,
  // every dish, retired ones included: the manager's count, not the menu's
  foodCount: sql<number>`(select count(*) from foods f2 where f2.category_id = "food_categories"."id")::int`,
};
const selectCategories = (tx: Db | Tx) => tx.select(categorySelect).from(foodCategories);
type CategoryRow = Awaited<ReturnType<typeof selectCategories>>[number];

const toCategory = (row: CategoryRow, photo: Photo | null): Versioned<ManagedCategory> => ({
  version: row.version,
  record: {
    id: row.id,
    names: namesOf(row),
    descriptions: descriptionsOf(row),
    slug: row.slug,
    position: Number(row.position),
    retired: !row.available,
    imageUrl: row.imageUrl,
    photo,
    foodCount: Number(row.foodCount),
  },
});

/** 412 when `If-Match` named another version than the one stored (read under the row's lock). */
function checkVersion(stored: number, expected: ExpectedVersion) {
  if (expected !== undefined && stored !== expected) throw new AppError('EDIT_CONFLICT');
}

/** One dish per line: the same dish named twice in a combo's list is one line with the quantities added. */
function mergeItems(items: readonly ComboItemInput[]): ComboItemInput[] {
  const byFood = new Map<number, number>();
  for (const item of items) byFood.set(item.foodId, (byFood.get(item.foodId) ?? 0) + item.quantity);
  return [...byFood].map(([foodId, quantity]) => ({ foodId, quantity }));
}

/**
 * Runs a write; a slug another write took between our look and our insert (the unique index decides) runs it again,
 * when the next free slug is seen. Twice more at most: two managers naming two dishes alike at the same instant.
 */
async function withFreshSlug<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const slugTaken = sqlState(error) === SQLSTATE.uniqueViolation && /slug/.test(constraintName(error) ?? '');
      if (!slugTaken || attempt >= 2) throw error;
    }
  }
}

/**
 * The manager's menu: categories, dishes and combos, retired ones included, with their edit versions. Nothing is
 * deleted (past orders show what they were); a write under a stale version is refused (412) while holding the row's
 * lock, so two managers editing one dish never overwrite each other silently.
 */
export function createMenuAdminRepository(db: Db) {
  /** A slug from the English name that no other record of the table has. */
  async function uniqueSlug(tx: Tx, table: MenuTable, englishName: string, exceptId?: number) {
    const base = slugOf(englishName);
    const rows = await tx
      .select({ slug: table.slug })
      .from(table)
      .where(
        and(
          or(eq(table.slug, base), like(table.slug, `${base}-%`)),
          exceptId === undefined ? undefined : ne(table.id, exceptId),
        ),
      );
    return freeSlug(base, new Set(rows.map((r) => r.slug)));
  }

  /**
   * Puts `id` at `position` (from 0; past the end: last) of its list (`list`: the rows of that list, the moved one
   * included or not) and numbers the list 0, 1, 2… Only the moved record's version changes: the others' content did
   * not, and a manager editing one of them must not be refused for it.
   */
  async function placeInList(tx: Tx, table: MenuTable, list: SQL | undefined, id: number, position?: number) {
    const rows = await tx
      .select({ id: table.id, sortOrder: table.sortOrder })
      .from(table)
      .where(list)
      .orderBy(asc(table.sortOrder), asc(table.id))
      .for('update');
    const others = rows.filter((r) => r.id !== id);
    const at = Math.min(position ?? others.length, others.length);
    const ordered = [...others.slice(0, at).map((r) => r.id), id, ...others.slice(at).map((r) => r.id)];
    const current = new Map(rows.map((r) => [r.id, r.sortOrder]));
    for (const [index, rowId] of ordered.entries()) {
      if (current.get(rowId) !== index) await tx.update(table).set({ sortOrder: index }).where(eq(table.id, rowId));
    }
  }

  /** Numbers a list 0, 1, 2… again after a record left it (a dish moved to another category). */
  async function renumber(tx: Tx, table: MenuTable, list: SQL | undefined) {
    const rows = await tx
      .select({ id: table.id, sortOrder: table.sortOrder })
      .from(table)
      .where(list)
      .orderBy(asc(table.sortOrder), asc(table.id))
      .for('update');
    for (const [index, row] of rows.entries()) {
      if (row.sortOrder !== index) await tx.update(table).set({ sortOrder: index }).where(eq(table.id, row.id));
    }
  }

  async function categoryExists(tx: Tx, id: number) {
    const [row] = await tx.select({ id: foodCategories.id }).from(foodCategories).where(eq(foodCategories.id, id));
    return Boolean(row);
  }

  /** Every dish the items name exists (retired ones too: a combo may keep a dish the menu no longer sells alone). */
  async function checkDishes(tx: Tx, items: readonly ComboItemInput[]) {
    const ids = [...new Set(items.map((i) => i.foodId))];
    const found = await tx.select({ id: foods.id }).from(foods).where(inArray(foods.id, ids));
    if (found.length !== ids.length) throw new AppError('UNKNOWN_DISH_REFERENCE');
  }

  async function itemsOf(tx: Db | Tx, comboIds: number[]): Promise<Map<number, ComboItemInput[]>> {
    const byCombo = new Map<number, ComboItemInput[]>(comboIds.map((id) => [id, []]));
    if (!comboIds.length) return byCombo;
    const rows = await tx
      .select({ comboId: comboItems.comboId, foodId: comboItems.foodId, quantity: comboItems.quantity })
      .from(comboItems)
      .innerJoin(foods, eq(foods.id, comboItems.foodId))
      .where(inArray(comboItems.comboId, comboIds))
      .orderBy(asc(comboItems.comboId), asc(foods.sortOrder), asc(foods.id));
    for (const row of rows) byCombo.get(row.comboId)?.push({ foodId: row.foodId, quantity: row.quantity });
    return byCombo;
  }

  /** The photos of `rows` by photo id, and a reader of one row's (null: the drawing shows). */
  async function photosOf(tx: Db | Tx, rows: readonly { photoId: number | null }[]) {
    const found = await photosByIds(
      tx,
      rows.map((row) => row.photoId),
    );
    return ({ photoId }: { photoId: number | null }) => (photoId === null ? null : (found.get(photoId) ?? null));
  }

  async function readFood(tx: Db | Tx, id: number) {
    const [row] = await selectFoods(tx).where(eq(foods.id, id));
    return row ? toFood(row, (await photosOf(tx, [row]))(row)) : undefined;
  }

  async function readCombo(tx: Db | Tx, id: number) {
    const [row] = await selectCombos(tx).where(eq(combos.id, id));
    if (!row) return undefined;
    return toCombo(row, (await itemsOf(tx, [id])).get(id) ?? [], (await photosOf(tx, [row]))(row));
  }

  async function readCategory(tx: Db | Tx, id: number) {
    const [row] = await selectCategories(tx).where(eq(foodCategories.id, id));
    return row ? toCategory(row, (await photosOf(tx, [row]))(row)) : undefined;
  }

  return {
    // ---- categories

    async listCategories(): Promise<ManagedCategory[]> {
      const rows = await selectCategories(db).orderBy(asc(foodCategories.sortOrder), asc(foodCategories.id));
      const photoOf = await photosOf(db, rows);
      return rows.map((row) => toCategory(row, photoOf(row)).record);
    },

    findCategory: (id: number) => readCategory(db, id),

    async createCategory(input: CategoryInput, actor: number): Promise<Versioned<ManagedCategory>> {
      const texts = textColumnsOf(input.names, input.descriptions);
      return withFreshSlug(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(foodCategories)
            .values({
              ...texts,
              slug: await uniqueSlug(tx, foodCategories, texts.englishName),
              imageUrl: NEW_CATEGORY_DRAWING,
              available: !(input.retired ?? false),
              sortOrder: 2 ** 30,
            })
            .returning({ id: foodCategories.id });
          await placeInList(tx, foodCategories, undefined, row!.id);
          return audited(tx, actor, 'category.create', null, (await readCategory(tx, row!.id))!);
        }),
      );
    },

    async updateCategory(id: number, patch: CategoryPatch, expected: ExpectedVersion, actor: number) {
      return withFreshSlug(() =>
        db.transaction(async (tx) => {
          const [current] = await tx
            .select({ ...textSelect(foodCategories), version: foodCategories.version })
            .from(foodCategories)
            .where(eq(foodCategories.id, id))
            .for('update');
          if (!current) throw new AppError('CATEGORY_NOT_FOUND');
          checkVersion(current.version, expected);
          const before = (await readCategory(tx, id))!.record;
          const texts = textColumnsOf(patch.names ?? namesOf(current), patch.descriptions ?? descriptionsOf(current));
          await tx
            .update(foodCategories)
            .set({
              ...texts,
              ...(texts.englishName !== current.englishName
                ? { slug: await uniqueSlug(tx, foodCategories, texts.englishName, id) }
                : {}),
              ...(patch.retired === undefined ? {} : { available: !patch.retired }),
              version: sql`${foodCategories.version} + 1`,
              updatedAt: sql`now()`,
            })
            .where(eq(foodCategories.id, id));
          if (patch.position !== undefined) await placeInList(tx, foodCategories, undefined, id, patch.position);
          return audited(tx, actor, 'category.update', before, (await readCategory(tx, id))!);
        }),
      );
    },

    // ---- dishes

    /** Every dish, retired ones included, in menu order: category by category, each in its order. */
    async listFoods(): Promise<ManagedFood[]> {
      const rows = await selectFoods(db)
        .innerJoin(foodCategories, eq(foodCategories.id, foods.categoryId))
        .orderBy(asc(foodCategories.sortOrder), asc(foodCategories.id), asc(foods.sortOrder), asc(foods.id));
      const photoOf = await photosOf(db, rows);
      return rows.map((row) => toFood(row, photoOf(row)).record);
    },

    findFood: (id: number) => readFood(db, id),

    async createFood(input: FoodInput, actor: number): Promise<Versioned<ManagedFood>> {
      const texts = textColumnsOf(input.names, input.descriptions);
      return withFreshSlug(() =>
        db.transaction(async (tx) => {
          const [category] = await tx
            .select({ imageUrl: foodCategories.imageUrl })
            .from(foodCategories)
            .where(eq(foodCategories.id, input.categoryId));
          if (!category) throw new AppError('UNKNOWN_CATEGORY_REFERENCE');
          const [row] = await tx
            .insert(foods)
            .values({
              ...texts,
              categoryId: input.categoryId,
              searchText: foldText(`${texts.name} ${texts.englishName}`),
              slug: await uniqueSlug(tx, foods, texts.englishName),
              price: input.price,
              spicyLevel: input.spicyLevel ?? 0,
              vegetarian: input.vegetarian ?? false,
              available: !(input.retired ?? false),
              // its category's drawing until a photo is uploaded
              imageUrl: category.imageUrl,
              sortOrder: 2 ** 30,
            })
            .returning({ id: foods.id });
          await placeInList(tx, foods, eq(foods.categoryId, input.categoryId), row!.id);
          return audited(tx, actor, 'food.create', null, (await readFood(tx, row!.id))!);
        }),
      );
    },

    async updateFood(id: number, patch: FoodPatch, expected: ExpectedVersion, actor: number) {
      return withFreshSlug(() =>
        db.transaction(async (tx) => {
          const [current] = await tx
            .select({ ...textSelect(foods), categoryId: foods.categoryId, version: foods.version })
            .from(foods)
            .where(eq(foods.id, id))
            .for('update');
          if (!current) throw new AppError('FOOD_NOT_FOUND');
          checkVersion(current.version, expected);
          const before = (await readFood(tx, id))!.record;
          const moved = patch.categoryId !== undefined && patch.categoryId !== current.categoryId;
          if (moved && !(await categoryExists(tx, patch.categoryId!))) {
            throw new AppError('UNKNOWN_CATEGORY_REFERENCE');
          }
          const texts = textColumnsOf(patch.names ?? namesOf(current), patch.descriptions ?? descriptionsOf(current));
          await tx
            .update(foods)
            .set({
              ...texts,
              searchText: foldText(`${texts.name} ${texts.englishName}`),
              ...(texts.englishName !== current.englishName
                ? { slug: await uniqueSlug(tx, foods, texts.englishName, id) }
                : {}),
              ...(patch.price === undefined ? {} : { price: patch.price }),
              ...(patch.spicyLevel === undefined ? {} : { spicyLevel: patch.spicyLevel }),
              ...(patch.vegetarian === undefined ? {} : { vegetarian: patch.vegetarian }),
              ...(patch.retired === undefined ? {} : { available: !patch.retired }),
              ...(moved ? { categoryId: patch.categoryId, sortOrder: 2 ** 30 } : {}),
              version: sql`${foods.version} + 1`,
              updatedAt: sql`now()`,
            })
            .where(eq(foods.id, id));
          if (moved) {
            await renumber(tx, foods, eq(foods.categoryId, current.categoryId));
            await placeInList(tx, foods, eq(foods.categoryId, patch.categoryId!), id, patch.position);
          } else if (patch.position !== undefined) {
            await placeInList(tx, foods, eq(foods.categoryId, current.categoryId), id, patch.position);
          }
          return audited(tx, actor, 'food.update', before, (await readFood(tx, id))!);
        }),
      );
    },

    // ---- combos

    async listCombos(): Promise<ManagedCombo[]> {
      const rows = await selectCombos(db).orderBy(asc(combos.sortOrder), asc(combos.id));
      const items = await itemsOf(
        db,
        rows.map((r) => r.id),
      );
      const photoOf = await photosOf(db, rows);
      return rows.map((row) => toCombo(row, items.get(row.id) ?? [], photoOf(row)).record);
    },

    findCombo: (id: number) => readCombo(db, id),

    async createCombo(input: ComboInput, actor: number): Promise<Versioned<ManagedCombo>> {
      const texts = textColumnsOf(input.names, input.descriptions);
      const items = mergeItems(input.items);
      return withFreshSlug(() =>
        db.transaction(async (tx) => {
          await checkDishes(tx, items);
          const [row] = await tx
            .insert(combos)
            .values({
              ...texts,
              slug: await uniqueSlug(tx, combos, texts.englishName),
              price: input.price,
              serves: input.serves,
              available: !(input.retired ?? false),
              imageUrl: NEW_COMBO_DRAWING,
              sortOrder: 2 ** 30,
            })
            .returning({ id: combos.id });
          const comboId = row!.id;
          await tx.insert(comboItems).values(items.map((item) => ({ comboId, ...item })));
          await placeInList(tx, combos, undefined, comboId);
          return audited(tx, actor, 'combo.create', null, (await readCombo(tx, comboId))!);
        }),
      );
    },

    async updateCombo(id: number, patch: ComboPatch, expected: ExpectedVersion, actor: number) {
      return withFreshSlug(() =>
        db.transaction(async (tx) => {
          const [current] = await tx
            .select({ ...textSelect(combos), version: combos.version })
            .from(combos)
            .where(eq(combos.id, id))
            .for('update');
          if (!current) throw new AppError('COMBO_NOT_FOUND');
          checkVersion(current.version, expected);
          const before = (await readCombo(tx, id))!.record;
          const texts = textColumnsOf(patch.names ?? namesOf(current), patch.descriptions ?? descriptionsOf(current));
          if (patch.items) {
            const items = mergeItems(patch.items);
            await checkDishes(tx, items);
            await tx.delete(comboItems).where(eq(comboItems.comboId, id));
            await tx.insert(comboItems).values(items.map((item) => ({ comboId: id, ...item })));
          }
          await tx
            .update(combos)
            .set({
              ...texts,
              ...(texts.englishName !== current.englishName
                ? { slug: await uniqueSlug(tx, combos, texts.englishName, id) }
                : {}),
              ...(patch.price === undefined ? {} : { price: patch.price }),
              ...(patch.serves === undefined ? {} : { serves: patch.serves }),
              ...(patch.retired === undefined ? {} : { available: !patch.retired }),
              version: sql`${combos.version} + 1`,
              updatedAt: sql`now()`,
            })
            .where(eq(combos.id, id));
          if (patch.position !== undefined) await placeInList(tx, combos, undefined, id, patch.position);
          return audited(tx, actor, 'combo.update', before, (await readCombo(tx, id))!);
        }),
      );
    },
  };
}

export type MenuAdminRepository = ReturnType<typeof createMenuAdminRepository>;
