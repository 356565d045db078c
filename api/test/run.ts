// `npm test -w api`: prepares what both engines' runs need, runs jest once (two projects: pglite, postgres), and
// exits with jest's status. Arguments are passed to jest (e.g. `npm test -w api -- test/routes/auth`).
//   PostgreSQL: TEST_DATABASE_URL (a server where this user may create databases) or, when unset, a throw-away
//   cluster started from the machine's binaries and removed afterwards.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres, type PostgresServer } from '../../scripts/lib/throwaway-postgres';
import { buildPgliteTemplate, buildPostgresTemplate } from './helpers/templates';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const wantsOnly = (name: string) => {
  const i = args.indexOf('--selectProjects');
  return i === -1 || args.slice(i + 1).some((a) => a === name);
};

let cluster: PostgresServer | undefined;
let templateFile: string | undefined;
const cleanUp = () => {
  cluster?.stop();
  if (templateFile) rmSync(path.dirname(templateFile), { recursive: true, force: true });
};
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

const started = Date.now();
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test' };
if (wantsOnly('pglite')) {
  templateFile = await buildPgliteTemplate();
  env.TEST_PGLITE_TEMPLATE = templateFile;
}
if (wantsOnly('postgres')) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    cluster = await startThrowawayPostgres({ durable: false });
    adminUrl = cluster.url;
  }
  await buildPostgresTemplate(adminUrl);
  env.TEST_PG_ADMIN_URL = adminUrl;
}
console.error(
  `[api tests] templates ready in ${((Date.now() - started) / 1000).toFixed(1)} s${cluster ? ' (throw-away PostgreSQL cluster)' : ''}`,
);

const jest = spawn(
  process.execPath,
  [
    '--experimental-vm-modules',
    '--no-warnings=ExperimentalWarning',
    path.join(apiDir, '../node_modules/jest/bin/jest.js'),
    ...args,
  ],
  { cwd: apiDir, env, stdio: 'inherit' },
);
jest.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
