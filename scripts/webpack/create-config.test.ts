import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Configuration } from 'webpack';
import { createFrontEndConfig, type FrontEndOptions } from './create-config';

const ROOT_DIR = path.resolve(__dirname, '..', '..');

/** The configurations `webpack --mode <mode>` gets for a front end: the web build first, then any Node build. */
function configsFor(name: FrontEndOptions['name'], mode: 'production' | 'development'): Configuration[] {
  const dir = name === 'host' ? 'host' : `remote-${name}`;
  const factory = createFrontEndConfig({ name, packageDir: path.join(ROOT_DIR, dir), title: name });
  const configs = factory({}, { mode });
  return Array.isArray(configs) ? configs : [configs];
}

describe('source maps of the builds', () => {
  it('a production web build writes its maps to disk without naming them in the files it serves', () => {
    for (const name of ['host', 'ordering', 'reservation', 'auth', 'demo', 'staff'] as const) {
      const [web] = configsFor(name, 'production');
      expect({ name, devtool: web?.devtool }).toEqual({ name, devtool: 'hidden-source-map' });
    }
  });

  it('a Node build keeps the map comment, read from disk by Node for stack traces', () => {
    const [, server] = configsFor('host', 'production');
    expect(server?.name).toBe('server');
    expect(server?.devtool).toBe('source-map');
  });

  it('development keeps inline maps for the dev server', () => {
    const [web] = configsFor('ordering', 'development');
    expect(web?.devtool).toBe('eval-cheap-module-source-map');
  });
});
