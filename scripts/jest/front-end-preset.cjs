// The one Jest set-up of every front-end package (shared, host, the remotes): swc transpiling only
// (swc-transform.cjs), jsdom, tests beside the code as *.test.ts(x), the DOM polyfills and matchers.
// A package's jest.config.cjs is `module.exports = frontEndProject(__dirname)`, plus overrides for what is its own.
const path = require('node:path');
const { typeScriptTransform } = require('./swc-transform.cjs');

const JEST_DIR = __dirname;

/**
 * @param {string} packageDir the package folder (its jest.config.cjs passes `__dirname`)
 * @param {import('jest').Config} [overrides] merged over the preset; `setupFilesAfterEnv` is appended, not replaced
 * @returns {import('jest').Config}
 */
function frontEndProject(packageDir, overrides = {}) {
  const { setupFilesAfterEnv = [], ...rest } = overrides;
  return {
    displayName: path.basename(packageDir),
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    transform: {
      ...typeScriptTransform,
      // The shared contracts are TypeBox schemas (validated at run time by the forms), and TypeBox is published
      // as ES modules only while these projects run CommonJS.
      '/node_modules/typebox/.+\\.mjs$': path.join(JEST_DIR, 'esm-to-cjs-transform.cjs'),
    },
    transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
    moduleNameMapper: {
      '\\.(css|less|scss)$': 'identity-obj-proxy',
      '\\.(svg|png|jpe?g|gif|webp|avif|woff2?)$': path.join(JEST_DIR, 'file-stub.cjs'),
    },
    setupFiles: [path.join(JEST_DIR, 'polyfills-dom.cjs')],
    setupFilesAfterEnv: [path.join(JEST_DIR, 'setup-dom.cjs'), ...setupFilesAfterEnv],
    ...rest,
  };
}

module.exports = { frontEndProject };
