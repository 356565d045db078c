// API tests: native ESM (run with --experimental-vm-modules, which PGlite needs), the same suite once per engine.
// `npm test -w api` goes through test/run.ts, which prepares the migrated templates and the PostgreSQL server.

import { fileURLToPath } from 'node:url';
import swcTransform from '../scripts/jest/swc-transform.cjs';

const { typeScriptTransform } = swcTransform;

const ESM_ONLY = ['cookie', 'content-disposition'];

/** @type {import('jest').Config['transform']} */
const transform = {
  // .tsx: the e-mail templates (React components rendered to HTML and text); ES modules, as jest runs these projects
  ...typeScriptTransform,
  // ESM-only packages that CommonJS dependencies require(): `cookie` (light-my-request, behind app.inject) and
  // `content-disposition` (@fastify/static, behind Swagger UI). Jest's module system cannot require ESM on Node 20.
  [`^.+/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: fileURLToPath(
    new URL('../scripts/jest/esm-to-cjs-transform.cjs', import.meta.url),
  ),
};

/**
 * Files the PostgreSQL run skips (every other file runs on both engines): restart-on-the-same-directory (the API's and its mail's after a kill), the data
 * files' modes and the data directory's lock are about PGlite files, and seeding runs on a fresh in-memory PGlite;
 * the rest open no database at all (config, messages, tokens, pure helpers, backup file names, SMTP settings), so a
 * second run would test the same code twice.
 */
const PGLITE_ONLY = [
  '/test/db/(persistence|private-files|seed|lock)\\.test\\.ts$',
  '/test/db/backup/backup-file\\.test\\.ts$',
  '/test/(config|i18n/messages)\\.test\\.ts$',
  // the OpenAPI document and a client generated from it: the same on either engine
  '/test/openapi-contract\\.test\\.ts$',
  // the same on either engine, and the suite's time is near its limit: the app's composition and headers, the router's
  // time limit (a stand-in repository), the test clock, and the photo's decoding (the two-instance test of
  // test/routes/instances.test.ts serves an uploaded photo from PostgreSQL)
  '/test/(app|request-timeout)\\.test\\.ts$',
  '/test/plugins/test-clock\\.test\\.ts$',
  '/test/routes/photos\\.test\\.ts$',
  '/test/lib/(jwt|pickup-slots|read-cache|response-cache|slot)\\.test\\.ts$',
  // SMTP_URL, retries, names (no database); a killed API restarting on its PGlite folder
  '/test/mail/(transport|crash)\\.test\\.ts$',
  // PGlite is PostgreSQL's own parser, planner and executor: a query means the same on both engines. What differs is
  // connections (a pool, rows locked by another transaction, NOTIFY across instances), what the other suites cover
  // under concurrency. These read and validate (the menu, reviews, carts, the manager's forms and reports, error and
  // cache headers, texts): on PostgreSQL they ran the same statements a second time, ~40 s of a run near its limit.
  '/test/routes/(menu|reviews|carts|sold-out|unsafe-text|staff-access|manage-reports|manage-reviews|manage-settings)\\.test\\.ts$',
  '/test/plugins/(errors|not-found|private-responses|response-cache)\\.test\\.ts$',
  '/test/(safe-defaults|scripts/staff-create|mail/messages)\\.test\\.ts$',
  // the floor plan's reads, the demo accounts' seeding, and the client-error beacons (their one race, the sample cap,
  // is one conditional statement)
  '/test/(routes/tables|db/demo-staff|routes/client-errors)\\.test\\.ts$',
];

/** @param {'pglite' | 'postgres'} engine */
const project = (engine) => ({
  displayName: engine,
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  setupFiles: [`<rootDir>/test/helpers/engine-${engine}.ts`],
  testPathIgnorePatterns: engine === 'postgres' ? ['/node_modules/', ...PGLITE_ONLY] : ['/node_modules/'],
});

// npm test multiplies the limit by TEST_TIME_SCALE, how much slower than the reference this machine measured.
const timeScale = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);

export default {
  projects: [project('pglite'), project('postgres')],
  maxWorkers: 2,
  // A worker keeps every test file's ES module graph it has loaded (jest leaks in ESM mode: jestjs/jest#14605), ~20 MB
  // a file: past ~500 MB each file ran 2-4x slower in GC, and the last workers outlived their exit ("failed to exit
  // gracefully"). Recycling a worker above 300 MB took the suite from 547 s to 371 s on 2 cores.
  workerIdleMemoryLimit: '300MB',
  testTimeout: Math.round(60_000 * timeScale),
};
