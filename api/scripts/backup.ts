// `npm run backup -w api -- [--out FILE]`: a backup of the database the API's configuration points at, taken while the
// site runs: DATABASE_URL's with pg_dump; else PGlite in DATA_DIR, dumped by the running server (asked on its local
// socket) or, with no server running, by this command. Into BACKUP_DIR unless --out names the file; it prints where
// the backup went and its size.
import { parseArgs } from 'node:util';
import { businessRules } from '../src/business-rules';
import type { Config } from '../src/config';
import { withoutPassword } from '../src/db/backup/restore';
import { describeSchema } from '../src/db/backup/schema-version';
import { backUpDataDir, backUpPostgres } from '../src/db/backup/take-backup';
import { formatBytes, loadOperatorConfig, operatorPath, runAsCommand, type CommandResult } from './lib/command';

export const USAGE = 'usage: npm run backup -w api -- [--out FILE]';

/** The file --out names (as the operator typed it), or null for BACKUP_DIR; the usage when the arguments are wrong. */
export function parseBackupArgs(argv: string[]): { out: string | null } | { error: string } {
  try {
    const { values } = parseArgs({ args: argv, options: { out: { type: 'string' } }, strict: true });
    if (values.out !== undefined && !values.out.trim()) return { error: `--out needs a file name\n${USAGE}` };
    return { out: values.out ?? null };
  } catch (error) {
    return { error: `${(error as Error).message}\n${USAGE}` };
  }
}

export async function runBackup(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'backupDir'>,
  out: string | null,
  at: Date,
): Promise<CommandResult> {
  const target = out ? { file: out } : { dir: config.backupDir };
  const options = { at, utcOffsetMinutes: businessRules.utcOffsetMinutes };
  const written = config.databaseUrl
    ? await backUpPostgres(config.databaseUrl, target, options)
    : await backUpDataDir(config.dataDir, target, options);
  const what = config.databaseUrl ? withoutPassword(config.databaseUrl) : `the embedded database in ${config.dataDir}`;
  return {
    exitCode: 0,
    message: `Backed up ${what}, at ${describeSchema(written.manifest.schema)}, to ${written.file} (${formatBytes(written.bytes)}).`,
  };
}

runAsCommand(import.meta.url, 'backup', async () => {
  const command = parseBackupArgs(process.argv.slice(2));
  if ('error' in command) return { exitCode: 2, message: command.error };
  return runBackup(loadOperatorConfig(), command.out && operatorPath(command.out), new Date());
});
