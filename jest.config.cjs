// Front-end unit tests: one jest project per front-end package, run together by `npx jest` at the root
// (and by `npm test`). A package may bring its own jest.config.*; otherwise it gets the common project below
// (ts-jest, jsdom, tests beside the code as *.test.ts(x)). The API has its own ESM jest set-up (`npm test -w api`).
const { existsSync } = require('node:fs');
const path = require('node:path');

const FRONT_END_PACKAGES = ['shared', 'host', 'remote-ordering', 'remote-reservation', 'remote-auth', 'remote-demo'];
const CONFIG_NAMES = ['jest.config.cjs', 'jest.config.js', 'jest.config.ts', 'jest.config.mjs'];

function commonProject(dir) {
  const rootDir = path.join(__dirname, dir);
  return {
    displayName: dir,
    rootDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(rootDir, 'tsconfig.json') }],
    },
    moduleNameMapper: {
      '\\.(css|less|scss)$': 'identity-obj-proxy',
      '\\.(svg|png|jpe?g|gif|webp|avif|woff2?)$': path.join(__dirname, 'scripts/jest/file-stub.cjs'),
    },
    setupFiles: [path.join(__dirname, 'scripts/jest/polyfills-dom.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'scripts/jest/setup-dom.cjs')],
  };
}

function projectFor(dir) {
  const own = CONFIG_NAMES.map((name) => path.join(__dirname, dir, name)).find((file) => existsSync(file));
  return own ?? commonProject(dir);
}

// JEST_PACKAGES=host,shared limits the run to those packages (npm test falls back to one run per package when a
// broken project config stops the combined run, so one package's mistake does not hide every other count).
const only = process.env.JEST_PACKAGES ? process.env.JEST_PACKAGES.split(',') : null;

/** @type {import('jest').Config} */
module.exports = {
  projects: FRONT_END_PACKAGES.filter((dir) => existsSync(path.join(__dirname, dir, 'package.json')))
    .filter((dir) => only === null || only.includes(dir))
    .map(projectFor),
};
