// The one TypeScript transform of every jest project (the front ends, the scripts, the API): swc (@swc/jest),
// transpiling only, as the webpack builds do (tsc checks the types: `npm run typecheck`). Not ts-jest: a clean clone
// transforms every source file once per run, and ts-jest's TypeScript compiler took a quarter of a package's first
// run (remote-staff: 50 s with an empty cache, 38 s with a full one). The options mirror tsconfig.json (ES2022,
// react-jsx). @swc/jest emits ES modules where jest runs them as such (the API's projects) and CommonJS elsewhere.

/** @param {{ tsx: boolean }} options `.ts` is parsed without JSX, or `<T>(value: T) => value` would read as an element. */
function swcTransform({ tsx }) {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx },
        target: 'es2022',
        transform: { react: { runtime: 'automatic' } },
      },
    },
  ];
}

/** @type {import('jest').Config['transform']} */
const typeScriptTransform = {
  '^.+\\.ts$': swcTransform({ tsx: false }),
  '^.+\\.tsx$': swcTransform({ tsx: true }),
};

module.exports = { typeScriptTransform };
