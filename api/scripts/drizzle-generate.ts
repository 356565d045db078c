// `npm run db:generate -w api [-- --custom --name=<name>]`: drizzle-kit generate for src/db/schema.ts.
// drizzle-kit is hoisted to the root node_modules while drizzle-orm stays in api/node_modules, and drizzle-kit
// imports drizzle-orm from its own location: link it there for the run, then remove the link.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, symlinkSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const rootModules = path.join(apiDir, '..', 'node_modules');
const link = path.join(rootModules, 'drizzle-orm');
const linked = !existsSync(link);
if (linked) symlinkSync(path.join(apiDir, 'node_modules', 'drizzle-orm'), link, 'dir');
try {
  const result = spawnSync(path.join(rootModules, '.bin', 'drizzle-kit'), ['generate', ...process.argv.slice(2)], {
    cwd: apiDir,
    stdio: 'inherit',
  });
  process.exitCode = result.status ?? 1;
} finally {
  if (linked && lstatSync(link).isSymbolicLink()) unlinkSync(link);
}
