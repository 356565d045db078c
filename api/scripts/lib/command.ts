// What the API's commands (`npm run backup`, `restore`, `staff:create` -w api) share: the configuration read and
// validated as the server reads it, relative paths taken from where the operator typed the command, and how a
// command ends.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type EnvConfig } from '../../src/config';
import { BackupError } from '../../src/db/backup/backup-error';
import { DataDirLockedError } from '../../src/db/lock';
import { SiteReadError } from './site-activity';

/**
 * A path as the operator means it: npm runs a workspace's script in the workspace's folder (api/), and INIT_CWD is
 * where the command was typed, so `DATA_DIR=./.data` from the repository's root names the folder `npm start` uses.
 */
export const operatorPath = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

export function loadOperatorConfig(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const { config } = loadConfig(env);
  return { ...config, dataDir: operatorPath(config.dataDir), backupDir: operatorPath(config.backupDir) };
}

/** What a command prints (stdout when it succeeded, stderr otherwise) and exits with. */
export type CommandResult = { exitCode: number; message: string };

/** Failures the operator acts on (a bad setting, a running server, a refused restore): said plainly, no stack. */
function isOperatorError(error: unknown): error is Error {
  return (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof BackupError ||
    error instanceof SiteReadError
  );
}

/** Runs `main` when this module is the script node started (not when a test imports it), then exits. */
export function runAsCommand(moduleUrl: string, name: string, main: () => Promise<CommandResult>): void {
  if (!process.argv[1] || fileURLToPath(moduleUrl) !== process.argv[1]) return;
  main().then(
    ({ exitCode, message }) => {
      (exitCode === 0 ? console.log : console.error)(message);
      process.exit(exitCode);
    },
    (error: unknown) => {
      console.error(isOperatorError(error) ? `${name}: ${error.message}` : error);
      process.exit(1);
    },
  );
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1e3))} kB`;
}
