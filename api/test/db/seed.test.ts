import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, isNotNull } from 'drizzle-orm';
import { openPglite, type Database } from '../../src/db/index';
import { bankAccounts, users } from '../../src/db/schema';
import { seedBankAccounts, seedDemoDiners, seedIfEmpty } from '../../src/db/seed/index';
import { demoAccounts } from '../../src/db/seed/people-data';

// PGlite only (excluded from the PostgreSQL project): seeding is the same SQL on both engines.
let database: Database;
beforeAll(async () => {
  database = await openPglite({ dataDir: null });
});
afterAll(() => database.close());

const accountsThatCanSignIn = () =>
  database.db.select({ email: users.email }).from(users).where(isNotNull(users.passwordHash));

describe('seeding', () => {
  it('gives an empty database the restaurant but no account that can sign in', async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    expect(await accountsThatCanSignIn()).toEqual([]);
    expect(await seedIfEmpty(database.db)).toBe(false);
  });

  it('adds the demo accounts (diners, the staff and the manager account) only when asked, once, even to a database seeded without them', async () => {
    expect(await seedDemoDiners(database.db)).toBe(true);
    expect((await accountsThatCanSignIn()).map((u) => u.email).sort()).toEqual(demoAccounts.map((d) => d.email).sort());
    expect(await seedDemoDiners(database.db)).toBe(false);
    expect(await accountsThatCanSignIn()).toHaveLength(demoAccounts.length);
    const staff = await database.db.select({ email: users.email }).from(users).where(eq(users.role, 'staff'));
    expect(staff).toEqual([{ email: 'staff@example.com' }]);
    const managers = await database.db.select({ email: users.email }).from(users).where(eq(users.role, 'manager'));
    expect(managers).toEqual([{ email: 'manager@example.com' }]);
  });

  it("gives the restaurant's bank accounts, two to pay into and one closed, once", async () => {
    const accounts = await database.db.select().from(bankAccounts);
    expect(accounts.map((a) => a.status).sort()).toEqual(['ACTIVE', 'ACTIVE', 'INACTIVE']);
    expect(await seedBankAccounts(database.db)).toBe(false);
    await database.db.delete(bankAccounts).where(eq(bankAccounts.status, 'INACTIVE'));
    expect(await seedBankAccounts(database.db)).toBe(true);
    expect(await database.db.select().from(bankAccounts)).toHaveLength(3);
  });
});
