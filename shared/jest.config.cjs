// The `shared` project of the root jest.config.cjs (it picks this file up), runnable alone too:
// `npx jest -c shared/jest.config.cjs`. ts-jest transpiles each file on its own (`isolatedModules` comes from
// the base tsconfig), so tests stay fast; `npx tsc -p shared` is what checks the types.
const path = require('node:path');

const repoRoot = path.join(__dirname, '..');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'shared',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.json') }],
  },
  moduleNameMapper: {
    '\\.(css|less|scss)$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|gif|webp|avif|woff2?)$': path.join(repoRoot, 'scripts/jest/file-stub.cjs'),
  },
  setupFiles: [path.join(repoRoot, 'scripts/jest/polyfills-dom.cjs')],
  setupFilesAfterEnv: [path.join(repoRoot, 'scripts/jest/setup-dom.cjs'), '<rootDir>/jest.setup.ts'],
};
