import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from '../index';

/**
 * Where a database is in the migration history: how many of the migrations it has had (drizzle applies them in order,
 * so the count says which) and the newest one's name. A backup carries its database's; restoring compares it with
 * the code's.
 */
export type SchemaVersion = { version: number; migration: string };

type JournalEntry = { idx: number; when: number; tag: string };

/** The migrations this code has, oldest first: drizzle-kit's journal of the migrations folder. */
function codeMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** The schema this code migrates a database to. */
export function codeSchema(): SchemaVersion {
  const migrations = codeMigrations();
  return { version: migrations.length, migration: migrations.at(-1)?.tag ?? 'none' };
}

/** The code's name of its `version`-th migration; undefined when the code has fewer. */
export function codeMigrationName(version: number): string | undefined {
  return codeMigrations()[version - 1]?.tag;
}

/**
 * The schema a database is at, from drizzle's record of the migrations it applied (`drizzle.__drizzle_migrations`:
 * one row per migration, `created_at` the journal's `when`).
 */
export async function databaseSchema(db: Db): Promise<SchemaVersion> {
  // Both engines' drivers answer `{ rows }`; the shared Db type cannot say so.
  const { rows } = (await db.execute(
    sql`select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  )) as { rows: { applied: number; newest: string | null }[] };
  const row = rows[0];
  const applied = Number(row?.applied ?? 0);
  const newest = codeMigrations().find((entry) => String(entry.when) === row?.newest);
  // a migration this code does not have: the database was migrated by newer code
  return { version: applied, migration: newest?.tag ?? `unknown (created_at ${row?.newest ?? 'none'})` };
}

/** How a schema reads in a message: "schema 6 (0005_host-stand-sold-out)". */
export const describeSchema = (schema: SchemaVersion) => `schema ${schema.version} (${schema.migration})`;
