// Unit and component tests of the ordering remote: ts-jest (types are checked by tsc, not here), jsdom, DOM
// matchers; runnable alone with `npx jest -c remote-ordering/jest.config.cjs`.
const path = require('node:path');

const repoRoot = path.join(__dirname, '..');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'remote-ordering',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json'), diagnostics: false }],
  },
  moduleNameMapper: {
    '\\.(css|less|scss)$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|gif|webp|avif|woff2?)$': path.join(repoRoot, 'scripts/jest/file-stub.cjs'),
  },
  setupFiles: [path.join(repoRoot, 'scripts/jest/polyfills-dom.cjs')],
  setupFilesAfterEnv: [path.join(repoRoot, 'scripts/jest/setup-dom.cjs')],
};
