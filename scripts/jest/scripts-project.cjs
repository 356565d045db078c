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
  testPathIgnorePatterns: ['/node_modules/'],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'json'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(SCRIPTS_DIR, 'tsconfig.json'), diagnostics: false }],
  },
};
