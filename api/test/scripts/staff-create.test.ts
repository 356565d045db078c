import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { USAGE, parseStaffArgs, runStaffCommand } from '../../scripts/staff-create';
import type { Database } from '../../src/db/index';
import { users } from '../../src/db/schema';
import { openTestDatabase } from '../helpers/test-app';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

const roleOf = async (email: string) =>
  (await database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

describe('npm run staff:create', () => {
  it('makes an existing account staff, whatever the case of the address typed, and --revoke a diner again', async () => {
    const email = 'an.nguyen@example.com';
    expect(await roleOf(email)).toBe('diner');
    const made = await runStaffCommand(database, { email: 'An.Nguyen@Example.com', role: 'staff', revoke: false });
    // it prints what it did: whose account, and from which role to which
    expect(made).toEqual({
      exitCode: 0,
      message: expect.stringMatching(
        /^an\.nguyen@example\.com \(Nguyễn Văn An, account \d+\) was a diner and is staff now/,
      ),
    });
    expect(await roleOf(email)).toBe('staff');
    // running it again changes nothing, and says so
    expect(await runStaffCommand(database, { email, role: 'staff', revoke: false })).toEqual({
      exitCode: 0,
      message: expect.stringContaining('was already staff: nothing changed'),
    });
    const revoked = await runStaffCommand(database, { email, role: 'staff', revoke: true });
    expect(revoked).toEqual({ exitCode: 0, message: expect.stringContaining('was staff and is a diner again') });
    expect(await roleOf(email)).toBe('diner');
  });

  it('refuses, with a clear message, an account whose address is not confirmed: whoever signed up may not own it', async () => {
    const email = 'future.cook@example.com';
    await database.db.insert(users).values({ email, passwordHash: 'not-a-real-hash', fullName: 'Squatter' });
    const refused = await runStaffCommand(database, { email, role: 'staff', revoke: false });
    expect(refused).toEqual({
      exitCode: 1,
      message: expect.stringContaining('has not confirmed its e-mail address'),
    });
    expect(refused.message).toContain('Nothing changed');
    expect(await roleOf(email)).toBe('diner');
    // confirmed, the same command promotes it
    await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email));
    expect((await runStaffCommand(database, { email, role: 'staff', revoke: false })).exitCode).toBe(0);
    expect(await roleOf(email)).toBe('staff');
  });

  it('makes a confirmed account a manager with --role manager, then staff again, and --revoke a diner', async () => {
    const email = 'diner@example.com';
    const made = await runStaffCommand(database, { email, role: 'manager', revoke: false });
    expect(made).toEqual({ exitCode: 0, message: expect.stringContaining('was a diner and is a manager now') });
    expect(await roleOf(email)).toBe('manager');
    expect(await runStaffCommand(database, { email, role: 'manager', revoke: false })).toEqual({
      exitCode: 0,
      message: expect.stringContaining('was already a manager: nothing changed'),
    });
    expect(await runStaffCommand(database, { email, role: 'staff', revoke: false })).toEqual({
      exitCode: 0,
      message: expect.stringContaining('was a manager and is staff now'),
    });
    await runStaffCommand(database, { email, role: 'manager', revoke: false });
    expect(await runStaffCommand(database, { email, role: 'staff', revoke: true })).toEqual({
      exitCode: 0,
      message: expect.stringContaining('was a manager and is a diner again'),
    });
    expect(await roleOf(email)).toBe('diner');
  });

  it('refuses to make an unconfirmed account a manager', async () => {
    const email = 'future.manager@example.com';
    await database.db.insert(users).values({ email, passwordHash: 'not-a-real-hash', fullName: 'Squatter' });
    expect((await runStaffCommand(database, { email, role: 'manager', revoke: false })).exitCode).toBe(1);
    expect(await roleOf(email)).toBe('diner');
  });

  it('says so and exits non-zero for an address no account has, creating nothing', async () => {
    const result = await runStaffCommand(database, { email: 'nobody@example.com', role: 'staff', revoke: false });
    expect(result).toEqual({ exitCode: 1, message: expect.stringContaining('No account has the e-mail address') });
    expect(await roleOf('nobody@example.com')).toBeUndefined();
  });

  it('reads --email and --revoke, and answers the usage for anything else', () => {
    expect(parseStaffArgs(['--email', 'a@example.com'])).toEqual({
      email: 'a@example.com',
      role: 'staff',
      revoke: false,
    });
    expect(parseStaffArgs(['--email=a@example.com', '--revoke'])).toEqual({
      email: 'a@example.com',
      role: 'staff',
      revoke: true,
    });
    expect(parseStaffArgs(['--email', 'a@example.com', '--role', 'manager'])).toEqual({
      email: 'a@example.com',
      role: 'manager',
      revoke: false,
    });
    for (const argv of [
      [],
      ['--email'],
      ['--email', ' '],
      ['--mail', 'a@example.com'],
      ['a@example.com'],
      ['--email', 'a@example.com', '--role', 'diner'],
      ['--email', 'a@example.com', '--role', 'admin'],
      ['--email', 'a@example.com', '--role', 'manager', '--revoke'],
    ]) {
      const parsed = parseStaffArgs(argv);
      expect([argv, 'error' in parsed && parsed.error.endsWith(USAGE)]).toEqual([argv, true]);
    }
  });
});
