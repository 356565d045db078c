// Unit tests of the Node-side scripts (release store, site helpers): beside the code as scripts/**/*.test.ts, in
// Node (they read and write files), through the same swc transform as the front ends.
const path = require('node:path');
const { typeScriptTransform } = require('./swc-transform.cjs');

const SCRIPTS_DIR = path.resolve(__dirname, '..');

/** @type {import('jest').Config} */
module.exports = {
  displayName: 'scripts',
  rootDir: SCRIPTS_DIR,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  // scripts/cluster's suite drives nginx and API processes with node:test: npm test runs it as its own step
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/cluster/'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'json'],
  transform: {
    ...typeScriptTransform,
    // the site server's @fastify/static requires content-disposition 3, which ships ES modules only (tsx and Node 22
    // load it as they are; jest's CommonJS runtime on Node 20 needs it turned into CommonJS)
    // and so does cookie 2, which reads and writes the canary cohort (scripts/release/cohort.ts)
    '/node_modules/(content-disposition|cookie)/.+\\.js$': path.join(__dirname, 'esm-to-cjs-transform.cjs'),
  },
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
};
