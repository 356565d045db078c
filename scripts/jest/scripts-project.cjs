// Unit tests of the Node-side scripts (release store, site helpers): beside the code as scripts/**/*.test.ts, in
// Node (they read and write files), through the same ts-jest transform as the front ends.
const path = require('node:path');

const SCRIPTS_DIR = path.resolve(__dirname, '..');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'scripts',
  rootDir: SCRIPTS_DIR,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  // scripts/cluster's suite drives nginx and API processes with node:test: npm test runs it as its own step
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/cluster/'],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'json'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(SCRIPTS_DIR, 'tsconfig.json'), diagnostics: false }],
  },
};
