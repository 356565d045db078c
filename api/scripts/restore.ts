// `npm run restore -w api -- FILE [--force]`: restores a backup into a stopped server's DATA_DIR, or into DATABASE_URL's
// database, migrating an older schema forward. It refuses a file whose checksum fails, a schema newer than this code,
// and a target that holds a database unless --force, which first backs that database up into BACKUP_DIR.
// `--check FILE` only checks the file (checksum, schema) and restores nothing: for backups copied off the machine.
import { parseArgs } from 'node:util';
import { businessRules } from '../src/business-rules';
import type { Config } from '../src/config';
import { checkBackupFile, restoreBackup, withoutPassword, type RestoreTarget } from '../src/db/backup/restore';
import { describeSchema } from '../src/db/backup/schema-version';
import { formatBytes, loadOperatorConfig, operatorPath, runAsCommand, type CommandResult } from './lib/command';

export const USAGE = 'usage: npm run restore -w api -- FILE [--force]   (or --check FILE: check it, restore nothing)';

export type RestoreCommand = { file: string; force: boolean; check: boolean };

export function parseRestoreArgs(argv: string[]): RestoreCommand | { error: string } {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { force: { type: 'boolean', default: false }, check: { type: 'boolean', default: false } },
      strict: true,
      allowPositionals: true,
    });
    const [file, ...more] = positionals;
    if (!file || more.length > 0) return { error: `name one backup file\n${USAGE}` };
    if (values.force && values.check) return { error: `--check restores nothing: --force has nothing to do\n${USAGE}` };
    return { file, force: values.force ?? false, check: values.check ?? false };
  } catch (error) {
    return { error: `${(error as Error).message}\n${USAGE}` };
  }
}

/** "2026-12-07 03:30": an instant on the restaurant's clock. */
const restaurantTime = (iso: string) =>
  new Date(Date.parse(iso) + businessRules.utcOffsetMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');

export async function runRestore(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'backupDir'>,
  command: RestoreCommand,
  at: Date,
): Promise<CommandResult> {
  if (command.check) {
    const manifest = await checkBackupFile(command.file);
    return {
      exitCode: 0,
      message:
        `${command.file} checks out: a backup of the ${manifest.engine} database taken ${restaurantTime(manifest.createdAt)} ` +
        `restaurant time, at ${describeSchema(manifest.schema)}, which this code can restore. Nothing was restored.`,
    };
  }
  const target: RestoreTarget = config.databaseUrl
    ? { engine: 'postgres', url: config.databaseUrl }
    : { engine: 'pglite', dataDir: config.dataDir };
  const restored = await restoreBackup({
    file: command.file,
    target,
    force: command.force,
    backupDir: config.backupDir,
    at,
    utcOffsetMinutes: businessRules.utcOffsetMinutes,
  });
  const { manifest, schema, counts, replaced } = restored;
  const into = target.engine === 'postgres' ? withoutPassword(target.url) : target.dataDir;
  return {
    exitCode: 0,
    message: [
      `Restored ${command.file}, taken ${restaurantTime(manifest.createdAt)} restaurant time, into ${into}.`,
      ...(replaced
        ? [`What it replaced was backed up first to ${replaced.file} (${formatBytes(replaced.bytes)}).`]
        : []),
      ...(schema.version !== manifest.schema.version
        ? [`Migrated from ${describeSchema(manifest.schema)} to ${describeSchema(schema)}.`]
        : []),
      `It holds ${counts.accounts} accounts, ${counts.bookings} bookings and ${counts.orders} orders. Start the server.`,
    ].join('\n'),
  };
}

runAsCommand(import.meta.url, 'restore', async () => {
  const command = parseRestoreArgs(process.argv.slice(2));
  if ('error' in command) return { exitCode: 2, message: command.error };
  return runRestore(loadOperatorConfig(), { ...command, file: operatorPath(command.file) }, new Date());
});
