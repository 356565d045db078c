// Front-end unit tests: one jest project per front-end package, run together by `npx jest` at the root
// (and by `npm test`). Every project is scripts/jest/front-end-preset.cjs (ts-jest, jsdom, tests beside the code as
// *.test.ts(x)): a package's own jest.config.* extends it, a package without one gets it as is. The API has its own ESM jest set-up (`npm test -w api`).
const { existsSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { frontEndProject } = require('./scripts/jest/front-end-preset.cjs');

const FRONT_END_PACKAGES = [
  'shared',
  'host',
  'remote-ordering',
  'remote-reservation',
  'remote-auth',
  'remote-demo',
  'remote-staff',
];
const CONFIG_NAMES = ['jest.config.cjs', 'jest.config.js', 'jest.config.ts', 'jest.config.mjs'];

function projectFor(dir) {
  const own = CONFIG_NAMES.map((name) => path.join(__dirname, dir, name)).find((file) => existsSync(file));
  return own ?? frontEndProject(path.join(__dirname, dir));
}

// JEST_PACKAGES=host,shared limits the run to those packages (npm test falls back to one run per package when a
// broken project config stops the combined run, so one package's mistake does not hide every other count).
const only = process.env.JEST_PACKAGES ? process.env.JEST_PACKAGES.split(',') : null;

// jest reads testTimeout from the root config only (a project's own is ignored). A limit, not a pass mark: a test that
// needs more than a few seconds does real work and says so with its own timeout. npm test multiplies it by
// TEST_TIME_SCALE, how much slower than the reference this machine measured.
const timeScale = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);

/** @type {import('jest').Config} */
module.exports = {
  testTimeout: Math.round(30_000 * timeScale),
  // jest's default, one worker per core but one, runs the tests in band on a 2-core machine and leaves a core idle:
  // at least two workers (the main process only collects their results).
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // A worker keeps much of every test file it ran (each file's own copy of Chakra UI, jsdom windows): it grew to 1.9 GB
  // by the end of a run, slowed each later file in GC and outlived its exit ("failed to exit gracefully"). Recycled
  // above 1 GB it starts clean: 285 s -> 235 s on 2 cores. Lower costs more in restarts (500 MB: 308 s).
  workerIdleMemoryLimit: '1GB',
  projects: [
    ...FRONT_END_PACKAGES.filter((dir) => existsSync(path.join(__dirname, dir, 'package.json')))
      .filter((dir) => only === null || only.includes(dir))
      .map(projectFor),
    // The scripts' own unit tests (release store): Node, not jsdom.
    ...(only === null || only.includes('scripts') ? [require('./scripts/jest/scripts-project.cjs')] : []),
  ],
};
