// Flat ESLint config for the whole monorepo (`npx eslint .`).
// Besides typescript-eslint and the React hooks rules, it enforces the package boundaries of ARCHITECTURE.md
// with `no-restricted-imports` overrides per folder:
//   - an app (host, remote-*) imports Chakra UI and the router only through @restaurant/shared/{ui,ui-<family>,router}
//     (ui-form, ui-dialog, ui-menu..., ui-demo, ui-demo-controls), so they stay one tree-shaken singleton across the federation;
//     shared/ itself imports react-router-dom only in shared/src/router/ (one copy of React Router, one context);
//     an app imports react-i18next/i18next only through @restaurant/shared (one i18next instance, one context);
//   - a remote never imports the host or another remote (they are deployed separately); the host never imports
//     a remote's code (it loads remotes at run time);
//   - `shared/` never imports an app or the API;
//   - a feature (`src/features/<a>/`) never imports another feature (shared things move to shared/ or src/lib/);
// ESLint keeps only the LAST matching `no-restricted-imports` setting for a file, so each override below carries
// the full list of restrictions for its folder.
// Imports are in one order everywhere (`import-x/order`, fixable with `eslint --fix`): Node built-ins, packages,
// the workspace's `@restaurant/*`, then relative paths; alphabetical within each group, no blank lines between.
// Formatting is Prettier's (.prettierrc.json), checked by `prettier --check .` in `npm run lint` and `npm test`.
const { existsSync, readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const importX = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const tseslint = require('typescript-eslint');
const formUsesReactHookForm = require('./scripts/eslint/form-uses-react-hook-form.cjs');

const REMOTE_DIRS = ['remote-ordering', 'remote-reservation', 'remote-auth', 'remote-demo', 'remote-staff'];
const APP_DIRS = ['host', ...REMOTE_DIRS];
const FRONT_END_DIRS = ['shared', ...APP_DIRS];
const SOURCE_FILES = '**/*.{ts,tsx,js,jsx,cjs,mjs}';
/** Deepest folder level inside a feature that the feature-isolation rule covers. */
const MAX_FEATURE_DEPTH = 6;

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** React Router is bundled once, inside the `@restaurant/shared/router` singleton: a second copy is a second context. */
const ROUTER_THROUGH_SHARED = [
  {
    regex: '^react-router(-dom)?(/.*)?$',
    message:
      'Import routing through @restaurant/shared/router (React Router re-exported by name: one router context across the federation).',
  },
];

/** i18next and react-i18next come from `@restaurant/shared` (re-exported by name): the one instance it configures. */
const I18N_THROUGH_SHARED = [
  {
    regex: '^(react-)?i18next(/.*)?$',
    message:
      'Import translation (useTranslation, Trans, I18nextProvider...) from @restaurant/shared: react-i18next re-exported by name, over the one i18next instance it configures.',
  },
];

const UI_THROUGH_SHARED = [
  {
    regex: '^@chakra-ui/react(/.*)?$',
    message:
      'Import Chakra UI through @restaurant/shared/ui or its family subpath (ui-form, ui-dialog, ui-menu... see shared/package.json exports; one tree-shaken shared copy).',
  },
  ...ROUTER_THROUGH_SHARED,
  ...I18N_THROUGH_SHARED,
];

/** Imports of another front-end package (by package name, or by a relative path climbing out of this one). */
function otherPackages(dirs, message) {
  const alternatives = dirs.map(escapeRegex).join('|');
  return [
    { regex: `^@restaurant/(${alternatives})(/.*)?$`, message },
    // Climbing out of this package into another one's sources (`../../../host/src/...`); a folder of this package
    // that happens to share a name (shared/src/api) is not followed by src/ or test/.
    { regex: `^(\\.\\./)+(${alternatives})/(src|test|dist)(/.*)?$`, message },
  ];
}

function sharedRestrictions() {
  return otherPackages(
    [...APP_DIRS, 'api'],
    'shared/ must not import an app or the API: apps depend on shared, never the reverse.',
  );
}

function restrictionsFor(dir) {
  if (dir === 'shared') {
    return [...sharedRestrictions(), ...ROUTER_THROUGH_SHARED];
  }
  const patterns = [...UI_THROUGH_SHARED];
  if (dir === 'host') {
    patterns.push(
      ...otherPackages(REMOTE_DIRS, 'The host loads remotes at run time (loadRemote), never imports their code.'),
    );
  } else {
    patterns.push(
      ...otherPackages(
        ['host', ...REMOTE_DIRS.filter((remote) => remote !== dir)],
        'A remote must not import the host or another remote: they are built and deployed separately. Move shared code to shared/.',
      ),
    );
  }
  return patterns;
}

function listFeatures(dir) {
  const featuresDir = path.join(__dirname, dir, 'src', 'features');
  if (!existsSync(featuresDir)) return [];
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * For a file `depth` folders below `src/features/<feature>/`, a relative import that climbs exactly out of the
 * feature (`../` depth+1 times) and into a sibling folder reaches another feature; so does any path naming
 * `features/<other>`.
 */
function featureIsolation(dir, feature, depth) {
  const message = `Features do not import each other (src/features/${feature} -> another feature). Move what both need to src/lib/ or shared/.`;
  const self = escapeRegex(feature);
  return [
    { regex: `^(\\.\\./){${depth + 1}}(?!${self}(/|$))[^./][^/]*(/.*)?$`, message },
    { regex: `(^|/)features/(?!${self}(/|$))[^/]+`, message },
  ];
}

function boundaryOverrides() {
  const overrides = [];
  for (const dir of FRONT_END_DIRS) {
    const base = restrictionsFor(dir);
    overrides.push({
      name: `boundaries/${dir}`,
      files: [`${dir}/${SOURCE_FILES}`],
      rules: { 'no-restricted-imports': ['error', { patterns: base }] },
    });
    for (const feature of listFeatures(dir)) {
      for (let depth = 0; depth <= MAX_FEATURE_DEPTH; depth += 1) {
        overrides.push({
          name: `boundaries/${dir}/features/${feature}/depth-${depth}`,
          files: [`${dir}/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx,js,jsx}`],
          rules: {
            'no-restricted-imports': ['error', { patterns: [...base, ...featureIsolation(dir, feature, depth)] }],
          },
        });
      }
    }
  }
  return overrides;
}

/** The module every page URL comes from; the lint refuses a page URL written anywhere else in the front ends. */
const PATHS_MODULE = 'shared/src/router/paths.ts';

/**
 * `no-restricted-syntax` against page URL literals (`'/landing/food'`, `` `/apps/blog/detail/${id}` ``, `to="/auth/404"`)
 * outside the paths module: a page path typed by hand can drift from the route table into a dead link. The sections
 * (`landing`, `auth`, `apps`...) are read from the paths module itself, so a new section is covered without editing
 * this file.
 */
function pagePathLiteralRule() {
  const source = readFileSync(path.join(__dirname, PATHS_MODULE), 'utf8');
  const sections = [...new Set([...source.matchAll(/'\/([a-z][a-z0-9-]*)[/']/g)].map((match) => match[1]))];
  // esquery's regex literals cannot contain "/": \x2F stands for it.
  const pagePath = `/^\\x2F(${sections.join('|')})\\x2F/`;
  const message = `Page URLs come from the paths module (${PATHS_MODULE}): use paths.* or routePatterns.* from @restaurant/shared/router.`;
  return {
    name: 'page-paths-from-the-paths-module',
    files: FRONT_END_DIRS.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    ignores: [
      PATHS_MODULE,
      // Tests state URLs as the diner sees them.
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      // API endpoint paths share the `/auth/` prefix with the auth pages (`/auth/login` is both): endpoint files are
      // the `api` folders and, until they move beside their contracts, the four session calls of shared/src/auth.
      '**/api/**',
      'shared/src/auth/{account-language,current-user,refresh-token,sign-out}.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${pagePath}]`, message },
        { selector: `TemplateElement[value.raw=${pagePath}]`, message },
      ],
    },
  };
}

/**
 * Every package a file imports is declared by its workspace's package.json or the root's (whose devDependencies,
 * the tools and test libraries, every workspace shares): a package that only resolves because another one hoisted
 * it disappears the day that one drops it.
 */
function declaredDependencyRules() {
  const workspaces = JSON.parse(readFileSync(path.join(__dirname, 'package.json'), 'utf8')).workspaces;
  const workspaceDirs = workspaces.filter((dir) => existsSync(path.join(__dirname, dir, 'package.json')));
  const rule = (dirs) => ({
    'import-x/no-extraneous-dependencies': ['error', { packageDir: dirs.map((dir) => path.join(__dirname, dir)) }],
  });
  return [
    { name: 'declared-dependencies', files: [SOURCE_FILES], plugins: { 'import-x': importX }, rules: rule(['.']) },
    ...workspaceDirs.map((dir) => ({
      name: `declared-dependencies/${dir}`,
      files: [`${dir}/${SOURCE_FILES}`],
      plugins: { 'import-x': importX },
      rules: rule([dir, '.']),
    })),
  ];
}

module.exports = tseslint.config(
  {
    name: 'ignores',
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      '**/@mf-types/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.bench/**',
      'api/drizzle/meta/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    name: 'language',
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    name: 'commonjs',
    files: ['**/*.cjs', 'eslint.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    name: 'react-hooks',
    files: FRONT_END_DIRS.map((dir) => `${dir}/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    // The two classic rules fail the lint; the React Compiler diagnostics the plugin's preset adds (purity,
    // refs, set-state-in-effect...) are reported as warnings: useful review hints, not always wrong. Editors and
    // `npm run lint` show them; `npm test` leaves them out (REACT_COMPILER_HINTS=off, scripts/lib/lint.ts).
    // Without them, the few `eslint-disable` comments for a hint would be reported unused: `npm run lint` checks those.
    ...(process.env.REACT_COMPILER_HINTS === 'off' ? { linterOptions: { reportUnusedDisableDirectives: 'off' } } : {}),
    rules: {
      ...(process.env.REACT_COMPILER_HINTS === 'off'
        ? {}
        : Object.fromEntries(
            Object.keys(reactHooks.configs['recommended-latest'].rules).map((rule) => [rule, 'warn']),
          )),
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    name: 'import-order',
    files: [SOURCE_FILES],
    plugins: { 'import-x': importX },
    // Workspace packages are "internal" by name, whatever the resolver makes of their node_modules symlinks.
    settings: { 'import-x/internal-regex': '^@restaurant/' },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    // Every form that submits is react-hook-form's (CONVENTIONS, "Forms"); a test's own fixture forms are not product forms.
    name: 'forms/react-hook-form',
    files: FRONT_END_DIRS.map((dir) => `${dir}/src/**/*.tsx`),
    ignores: ['**/*.test.tsx'],
    plugins: { local: { rules: { 'form-uses-react-hook-form': formUsesReactHookForm } } },
    rules: { 'local/form-uses-react-hook-form': 'error' },
  },
  ...declaredDependencyRules(),
  pagePathLiteralRule(),
  ...boundaryOverrides(),
  {
    // The one place React Router is imported: the module that re-exports it (shared code too goes through
    // `@restaurant/shared/router`, so its links share the apps' router context).
    name: 'boundaries/shared/router',
    files: ['shared/src/router/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedRestrictions() }] },
  },
);
