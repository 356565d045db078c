// The remote-staff project of the root jest.config.cjs, runnable alone with `npx jest -c remote-staff/jest.config.cjs`.
const { frontEndProject } = require('../scripts/jest/front-end-preset.cjs');

module.exports = frontEndProject(__dirname);
