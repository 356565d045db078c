// The demo remote's Jest project: the shared preset, plus FullCalendar 7 and what it imports, which ship ES modules
// only; they are turned into CommonJS like TypeBox, so the calendar page's component tests render the real calendar.
const path = require('node:path');
const { frontEndProject } = require('../scripts/jest/front-end-preset.cjs');

const ESM_ONLY = ['typebox', '@fullcalendar', '@full-ui', 'temporal-polyfill', 'temporal-utils'];
const base = frontEndProject(__dirname);

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    [`/node_modules/(${ESM_ONLY.slice(1).join('|')})/.+\\.js$`]: path.join(
      __dirname,
      '../scripts/jest/esm-to-cjs-transform.cjs',
    ),
  },
  transformIgnorePatterns: [`/node_modules/(?!${ESM_ONLY.map((name) => `${name}/`).join('|')})`],
};
