import { hash } from '@node-rs/argon2';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { foldText } from '../../lib/text';
import type { Db } from '../index';
import {
  bankAccounts,
  comboItems,
  combos as combosTable,
  floors,
  foodCategories,
  foods,
  restaurantTables,
  reviews,
  seats,
  tableAdjacency,
  users,
  voucherRedemptions,
  vouchers,
} from '../schema';
import { floorPlan } from './floor-plan';
import { categories, combos, dishes } from './menu-data';
import { bankAccountSeeds, demoAccounts, demoStaff, reviewSeeds, voucherSeeds } from './people-data';

const DAY = 24 * 3600 * 1000;

export const imageUrl = (name: string) => `/api/images/${name}.svg`;

/**
 * Seeds an empty database with the restaurant (menu, combos, floors, vouchers, published reviews); does nothing when
 * the menu already exists. Returns whether it seeded. No account that can sign in is created here: see
 * `seedDemoDiners`.
 */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(foodCategories);
  if (row && row.n > 0) return false;
  await db.transaction(async (tx) => {
    const categoryIds = new Map<string, number>();
    for (const [i, c] of categories.entries()) {
      const [inserted] = await tx
        .insert(foodCategories)
        .values({
          name: c.name,
          englishName: c.englishName,
          slug: c.slug,
          description: c.description,
          imageUrl: imageUrl(`category-${c.slug}`),
          sortOrder: i,
        })
        .returning({ id: foodCategories.id });
      categoryIds.set(c.slug, inserted!.id);
    }

    const insertedFoods = await tx
      .insert(foods)
      .values(
        dishes.map((d, i) => ({
          categoryId: categoryIds.get(d.category)!,
          name: d.name,
          englishName: d.englishName,
          searchText: foldText(`${d.name} ${d.englishName}`),
          slug: d.slug,
          description: d.description,
          descriptionVi: d.descriptionVi,
          price: d.price,
          imageUrl: imageUrl(d.slug),
          spicyLevel: d.spicyLevel ?? 0,
          vegetarian: d.vegetarian ?? false,
          available: d.available ?? true,
          sortOrder: i,
        })),
      )
      .returning({ id: foods.id, slug: foods.slug });
    const foodIds = new Map(insertedFoods.map((f) => [f.slug, f.id]));

    for (const [i, c] of combos.entries()) {
      const [combo] = await tx
        .insert(combosTable)
        .values({
          name: c.name,
          englishName: c.englishName,
          slug: c.slug,
          description: c.description,
          descriptionVi: c.descriptionVi,
          price: c.price,
          serves: c.serves,
          imageUrl: imageUrl(c.slug),
          sortOrder: i,
        })
        .returning({ id: combosTable.id });
      await tx
        .insert(comboItems)
        .values(c.items.map(([slug, quantity]) => ({ comboId: combo!.id, foodId: foodIds.get(slug)!, quantity })));
    }

    for (const f of floorPlan) {
      const [floor] = await tx
        .insert(floors)
        .values({ name: f.name, level: f.level, description: f.description, width: f.width, height: f.height })
        .returning({ id: floors.id });
      const tableIds = new Map<string, number>();
      for (const t of f.tables) {
        const [table] = await tx
          .insert(restaurantTables)
          .values({
            floorId: floor!.id,
            code: t.code,
            capacity: t.capacity,
            shape: t.shape,
            zone: t.zone,
            x: t.x,
            y: t.y,
            width: t.width,
            height: t.height,
            rotation: t.rotation,
          })
          .returning({ id: restaurantTables.id });
        tableIds.set(t.code, table!.id);
        await tx.insert(seats).values(t.seats.map((s) => ({ ...s, tableId: table!.id })));
      }
      if (f.adjacent.length) {
        await tx.insert(tableAdjacency).values(
          f.adjacent.map(([a, b]) => {
            const ids = [tableIds.get(a)!, tableIds.get(b)!].sort((x, y) => x - y) as [number, number];
            return { tableId: ids[0], adjacentTableId: ids[1] };
          }),
        );
      }
    }

    await tx.insert(vouchers).values(
      voucherSeeds.map((v) => ({
        code: v.code,
        name: v.name,
        description: v.description,
        discountType: v.discountType,
        discountValue: v.discountValue,
        maxDiscount: v.maxDiscount,
        minOrderValue: v.minOrderValue,
        validFrom: new Date(now.getTime() + v.startsInDays * DAY),
        validTo: new Date(now.getTime() + v.endsInDays * DAY),
        usageLimit: v.usageLimit,
        usageCount: v.usageCount,
        perUserLimit: v.perUserLimit,
      })),
    );

    // reviewers are profiles without a password: they cannot sign in
    const reviewers = await tx
      .insert(users)
      .values(
        reviewSeeds.map((r, i) => ({
          email: `reviewer${String(i + 1).padStart(2, '0')}@reviews.nhahangsen.example`,
          passwordHash: null,
          fullName: r.author,
        })),
      )
      .returning({ id: users.id });
    await tx.insert(reviews).values(
      reviewSeeds.map((r, i) => {
        const at = new Date(now.getTime() - r.daysAgo * DAY);
        return { userId: reviewers[i]!.id, rating: r.rating, comment: r.comment, createdAt: at, updatedAt: at };
      }),
    );
  });
  await seedBankAccounts(db);
  return true;
}

/**
 * Deletes the demo staff accounts (`demoStaff`: the kitchen's and the manager's), whose
 * passwords the README publishes: a server started without SEED_DEMO_DINERS=1 must not keep a door anyone can open
 * into every booking's name and phone. Returns how many there were. The demo diners stay: they see only their own.
 */
export async function removeDemoStaff(db: Db): Promise<number> {
  const removed = await db
    .delete(users)
    .where(
      inArray(
        users.email,
        demoStaff.map((d) => d.email),
      ),
    )
    .returning({ id: users.id });
  return removed.length;
}

/**
 * The README's demo accounts (the diners, the staff and the manager account), whose passwords are public: only when asked for
 * (SEED_DEMO_DINERS=1: dev, tests, e2e).
 * Adds the ones missing, so a database first started without them gets them later. Returns whether it added any.
 */
export async function seedDemoDiners(db: Db, now = new Date()): Promise<boolean> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((d) => d.email),
      ),
    );
  const missing = demoAccounts.filter((d) => !existing.some((e) => e.email === d.email));
  if (!missing.length) return false;
  // hashing is slow on purpose: do it before opening the transaction
  const passwordHashes = await Promise.all(missing.map((d) => hash(d.password)));
  await db.transaction(async (tx) => {
    const diners = await tx
      .insert(users)
      .values(
        missing.map((d, i) => ({
          email: d.email,
          passwordHash: passwordHashes[i]!,
          fullName: d.fullName,
          phone: d.phone,
          role: d.role,
          // the demo diners have confirmed their addresses long ago
          emailVerifiedAt: new Date(now.getTime() - 30 * DAY),
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    // An has already used the welcome voucher once, so "my vouchers" shows a remaining count below the limit
    const an = diners.find((d) => d.email === 'an.nguyen@example.com');
    const [welcome] = await tx.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.code, 'CHAOBAN10'));
    if (an && welcome) {
      await tx.insert(voucherRedemptions).values({ voucherId: welcome.id, userId: an.id });
      await tx
        .update(vouchers)
        .set({ usageCount: sql`${vouchers.usageCount} + 1` })
        .where(eq(vouchers.id, welcome.id));
    }
  });
  return true;
}

/**
 * The restaurant's bank accounts, added when missing (by bank and number): a database seeded before ordering existed
 * gets them at its next start too. Returns whether it added any.
 */
export async function seedBankAccounts(db: Db): Promise<boolean> {
  const added = await db
    .insert(bankAccounts)
    .values(bankAccountSeeds.map((a, i) => ({ ...a, sortOrder: i })))
    .onConflictDoNothing({ target: [bankAccounts.bankCode, bankAccounts.accountNumber] })
    .returning({ id: bankAccounts.accountId });
  return added.length > 0;
}
