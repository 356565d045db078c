// The shared project of the root jest.config.cjs, runnable alone with `npx jest -c shared/jest.config.cjs`.
const { frontEndProject } = require('../scripts/jest/front-end-preset.cjs');

// jest.setup.ts empties Web Storage after each test: the stores persist tokens there.
module.exports = frontEndProject(__dirname, { setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'] });
