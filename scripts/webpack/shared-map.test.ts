import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createSharedMap, sharedUiSubpaths } from './shared-map';

const sharedPackage = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'shared', 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

/** `./ui`, `./ui-form`...: the UI subpaths shared/package.json declares. */
const declaredUiSubpaths = Object.keys(sharedPackage.exports)
  .filter((key) => /^\.\/ui(-|$)/.test(key))
  .map((key) => key.slice(2))
  .sort();

describe('the one shared map', () => {
  it('lists every UI subpath shared/package.json exports, and no other', () => {
    expect([...sharedUiSubpaths].sort()).toEqual(declaredUiSubpaths);
  });

  it('shares each UI subpath as a singleton of the shared package version', () => {
    const map = createSharedMap();
    for (const subpath of sharedUiSubpaths) {
      expect(map[`@restaurant/shared/${subpath}`]).toEqual({
        singleton: true,
        requiredVersion: '^1.0.0',
        version: '1.0.0',
      });
    }
  });

  it('requires the range of versions the skew rule accepts, so a host on another minor or patch runs the remotes', () => {
    const map = createSharedMap();
    const { react } = (
      JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'shared', 'package.json'), 'utf8')) as {
        dependencies: { react: string };
      }
    ).dependencies;
    const major = react.split('.')[0];
    expect(map.react).toEqual({ singleton: true, version: react, requiredVersion: `^${major}.0.0` });
    expect(map['react-dom/client']).toEqual({ singleton: true, version: react, requiredVersion: `^${major}.0.0` });
  });

  it('never shares Chakra itself, which reaches the apps only through the subpaths', () => {
    expect(Object.keys(createSharedMap()).filter((name) => name.startsWith('@chakra-ui/'))).toEqual([]);
  });

  it('shares i18next and react-i18next as singletons at the versions shared/ pins (one instance, one context)', () => {
    const map = createSharedMap();
    const pins = (
      JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'shared', 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      }
    ).dependencies;
    for (const name of ['i18next', 'react-i18next']) {
      expect(map[name]).toMatchObject({ singleton: true, version: pins[name] });
    }
  });
});
