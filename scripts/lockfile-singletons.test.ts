import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ROOT_DIR } from './lib/front-ends';

interface Lockfile {
  packages: Record<string, { version?: string; link?: boolean }>;
}

const lockfile = JSON.parse(readFileSync(path.join(ROOT_DIR, 'package-lock.json'), 'utf8')) as Lockfile;

/** Every version of each installed package the lockfile holds, by package name. */
function versionsByPackage(): Map<string, Set<string>> {
  const versions = new Map<string, Set<string>>();
  for (const [location, entry] of Object.entries(lockfile.packages)) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(location)?.[1];
    if (!name || entry.link || !entry.version) continue;
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
});
