// Unit and component tests of the auth remote: the root project's set-up (ts-jest transpiling only, tsc
// checks the types; jsdom; DOM matchers), runnable alone with `npx jest -c remote-auth/jest.config.cjs`.
const path = require('node:path');

const repoRoot = path.join(__dirname, '..');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'remote-auth',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }],
    // The shared contracts are TypeBox schemas, and TypeBox is published as ES modules only.
    '/node_modules/typebox/.+\\.mjs$': '<rootDir>/src/testing/esm-to-cjs-transform.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
  moduleNameMapper: {
    '\\.(css|less|scss)$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|gif|webp|avif|woff2?)$': path.join(repoRoot, 'scripts/jest/file-stub.cjs'),
  },
  setupFiles: [path.join(repoRoot, 'scripts/jest/polyfills-dom.cjs')],
  setupFilesAfterEnv: [path.join(repoRoot, 'scripts/jest/setup-dom.cjs')],
};
