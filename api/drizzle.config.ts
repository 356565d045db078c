import { defineConfig } from 'drizzle-kit';

// One migration folder for both engines (PGlite and PostgreSQL 15): keep generated SQL to what PostgreSQL 15 has.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
