import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compatibleRange } from '../../shared/src/federation/shared-compatibility';

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
}

const repoRoot = path.resolve(__dirname, '..', '..');

function readPackage(relative: string): PackageJson {
  return JSON.parse(readFileSync(path.join(repoRoot, relative, 'package.json'), 'utf8')) as PackageJson;
}

/** Libraries that must exist once per page (own React contexts or global state). Chakra and React Router are NOT
 * here: they reach the apps only through the `@restaurant/shared/*` subpaths (`router` for React Router), each a
 * singleton, so webpack can tree-shake them (a shared module never is). i18next and react-i18next are: the one
 * i18next instance (in `@restaurant/shared`) and react-i18next's context must be the ones every remote's
 * `useTranslation` and `Trans` see, whichever shared module imports them. */
const singletonLibraries = [
  'react',
  'react-dom',
  'zustand',
  '@tanstack/react-query',
  '@emotion/react',
  'i18next',
  'react-i18next',
] as const;

/** Subpaths of the library that rides on another package's version. */
const subpathOf: Record<string, string> = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
};

/**
 * The UI subpaths of `@restaurant/shared` (its package.json `exports`), each a singleton of its own: a shared module
 * is never tree-shaken, so Chakra's Ark/zag components come in families and a page downloads only the families it
 * renders (`ui` is the first page's; `ui-demo` and `ui-demo-controls` the demo pages'). A test checks this list against the exports.
 */
export const sharedUiSubpaths = [
  'ui',
  'ui-accordion',
  'ui-avatar',
  'ui-checkbox',
  'ui-choice',
  'ui-demo',
  'ui-demo-controls',
  'ui-dialog',
  'ui-display',
  'ui-form',
  'ui-menu',
  'ui-number-input',
  'ui-popover',
  'ui-progress',
  'ui-rating',
  'ui-select',
  'ui-slider',
  'ui-tabs',
  'ui-tree-view',
] as const;

export type SharedUiSubpath = (typeof sharedUiSubpaths)[number];

export const sharedSubpaths = [...sharedUiSubpaths, 'router', 'system'] as const;

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version: string;
}

/** The ONE Module Federation `shared` map, identical for the host and every remote. */
export function createSharedMap(): Record<string, SharedEntry> {
  const sharedPackage = readPackage('shared');
  const versions = sharedPackage.dependencies ?? {};
  const versionOf = (name: string): string => {
    const version = versions[name];
    if (!version) throw new Error(`shared/package.json does not pin ${name}`);
    return version;
  };
  // Provides the pinned version; accepts any a host may provide by the one skew rule (`compatibleRange`): another
  // team's host on React 19.3.0 runs a remote built with 19.3.1 without Module Federation's "does not satisfy" warning.
  const entry = (version: string): SharedEntry => ({
    singleton: true,
    requiredVersion: compatibleRange(version),
    version,
  });

  const map: Record<string, SharedEntry> = {};
  for (const name of singletonLibraries) map[name] = entry(versionOf(name));
  for (const [subpath, owner] of Object.entries(subpathOf)) map[subpath] = entry(versionOf(owner));
  map['@restaurant/shared'] = entry(sharedPackage.version);
  for (const subpath of sharedSubpaths) map[`@restaurant/shared/${subpath}`] = entry(sharedPackage.version);
  return map;
}
