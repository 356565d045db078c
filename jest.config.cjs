// Front-end unit tests: one jest project per front-end package, run together by `npx jest` at the root
// (and by `npm test`). Every project is scripts/jest/front-end-preset.cjs (ts-jest, jsdom, tests beside the code as
// *.test.ts(x)): a package's own jest.config.* extends it, a package without one gets it as is. The API has its own ESM jest set-up (`npm test -w api`).
const { existsSync } = require('node:fs');
const path = require('node:path');
const { frontEndProject } = require('./scripts/jest/front-end-preset.cjs');

const FRONT_END_PACKAGES = ['shared', 'host', 'remote-ordering', 'remote-reservation', 'remote-auth', 'remote-demo'];
const CONFIG_NAMES = ['jest.config.cjs', 'jest.config.js', 'jest.config.ts', 'jest.config.mjs'];

function projectFor(dir) {
  const own = CONFIG_NAMES.map((name) => path.join(__dirname, dir, name)).find((file) => existsSync(file));
  return own ?? frontEndProject(path.join(__dirname, dir));
}

// JEST_PACKAGES=host,shared limits the run to those packages (npm test falls back to one run per package when a
// broken project config stops the combined run, so one package's mistake does not hide every other count).
const only = process.env.JEST_PACKAGES ? process.env.JEST_PACKAGES.split(',') : null;

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    ...FRONT_END_PACKAGES.filter((dir) => existsSync(path.join(__dirname, dir, 'package.json')))
      .filter((dir) => only === null || only.includes(dir))
      .map(projectFor),
    // The scripts' own unit tests (release store): Node, not jsdom.
    ...(only === null || only.includes('scripts') ? [require('./scripts/jest/scripts-project.cjs')] : []),
  ],
};
