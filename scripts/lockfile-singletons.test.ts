import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ROOT_DIR } from './lib/front-ends';

interface Lockfile {
  packages: Record<string, { version?: string; link?: boolean }>;
}

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const lockfile = JSON.parse(readFileSync(path.join(ROOT_DIR, 'package-lock.json'), 'utf8')) as Lockfile;

function readPackage(relative: string): PackageJson {
  return JSON.parse(readFileSync(path.join(ROOT_DIR, relative, 'package.json'), 'utf8')) as PackageJson;
}

/**
 * The interop test's host (e2e/interop-host) is another team's host on purpose: its own Module Federation and React,
 * one patch apart from ours, to prove the remotes run on them. npm installs a nested workspace's differing versions in
 * the nearest node_modules of its path, `e2e/node_modules`; the e2e workspace itself depends on none of them.
 */
const interopHost = readPackage('e2e/interop-host').dependencies ?? {};
const INTEROP_HOST_MODULES = 'e2e/node_modules/';

/** The version the interop host pins for a package: React's own, and its Module Federation's for every MF package. */
function interopHostPin(name: string): string | undefined {
  return name.startsWith('@module-federation/') ? interopHost['@module-federation/enhanced'] : interopHost[name];
}

/** Every version of each installed package the lockfile holds, by package name (the interop host's copies apart). */
function versionsByPackage(): Map<string, Set<string>> {
  const versions = new Map<string, Set<string>>();
  for (const [location, entry] of Object.entries(lockfile.packages)) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(location)?.[1];
    if (!name || entry.link || !entry.version) continue;
    if (location.startsWith(INTEROP_HOST_MODULES) && entry.version === interopHostPin(name)) continue;
    versions.set(name, (versions.get(name) ?? new Set()).add(entry.version));
  }
  return versions;
}

// A second copy of any of these is a second runtime on the page: two federation runtimes that do not share their
// remotes and shared scopes, two Reacts whose hooks fail across them, two Chakra contexts.
const SINGLETONS = /^(@module-federation\/.+|react|react-dom|@chakra-ui\/react)$/;

describe('package-lock.json', () => {
  it('holds one version of Module Federation, React and Chakra UI', () => {
    const duplicated = [...versionsByPackage()]
      .filter(([name, versions]) => SINGLETONS.test(name) && versions.size > 1)
      .map(([name, versions]) => `${name}: ${[...versions].join(', ')}`);
    expect(duplicated).toEqual([]);
  });

  it('builds with the Module Federation runtime it installs at the top level', () => {
    const versions = versionsByPackage();
    expect(versions.get('@module-federation/runtime')).toEqual(versions.get('@module-federation/enhanced'));
  });

  it("exempts only the interop host's own Module Federation and React, another patch of ours, which e2e never imports", () => {
    const root = readPackage('.');
    const ourPins = { ...root.dependencies, ...root.devDependencies };
    const e2e = readPackage('e2e');
    const pins = ['@module-federation/enhanced', 'react', 'react-dom'].map((name) => ({
      name,
      ours: ourPins[name],
      interopHost: interopHost[name],
    }));
    for (const { name, ours, interopHost: theirs } of pins) {
      expect({
        name,
        samePatchLine: theirs?.split('.').slice(0, 2).join('.') === ours?.split('.').slice(0, 2).join('.'),
      }).toEqual({
        name,
        samePatchLine: true,
      });
      expect({ name, differs: theirs !== ours }).toEqual({ name, differs: true });
      expect({ ...e2e.dependencies, ...e2e.devDependencies }).not.toHaveProperty([name]);
    }
  });
});
