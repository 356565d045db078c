// Unit and component tests of the reservation remote: the root project's set-up (ts-jest transpiling only, tsc
// checks the types; jsdom; DOM matchers), runnable alone with `npx jest -c remote-reservation/jest.config.cjs`.
const path = require('node:path');

const repoRoot = path.join(__dirname, '..');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'remote-reservation',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // Component tests render the real Chakra system; on a loaded 2-core machine the 5 s default is too tight.
  testTimeout: 20_000,
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }],
  },
  moduleNameMapper: {
    '\\.(css|less|scss)$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|gif|webp|avif|woff2?)$': path.join(repoRoot, 'scripts/jest/file-stub.cjs'),
  },
  setupFiles: [path.join(repoRoot, 'scripts/jest/polyfills-dom.cjs')],
  setupFilesAfterEnv: [path.join(repoRoot, 'scripts/jest/setup-dom.cjs')],
};
