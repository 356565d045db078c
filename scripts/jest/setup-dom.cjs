// DOM matchers (toBeInTheDocument, toHaveAccessibleName...) for every front-end test.
require('@testing-library/jest-dom');
const { configure } = require('@testing-library/dom');

// findBy* and waitFor give up after 1 s by default: a lazy page or the form library loading on demand takes longer on a
// loaded 2-core machine, and a test would fail for the machine's speed. They return as soon as what they wait for is
// there, so a longer limit costs a passing test nothing; npm test multiplies it by TEST_TIME_SCALE like every limit.
const timeScale = Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1);
configure({ asyncUtilTimeout: Math.round(10_000 * timeScale) });
