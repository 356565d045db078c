import { describe, expect, it } from '@jest/globals';
import { assertRunsOnHost } from './release-remote';

const manifest = (versions: Record<string, string>) => ({
  name: 'ordering',
  shared: Object.entries(versions).map(([name, version]) => ({ name, version, singleton: true })),
});

const host = manifest({ react: '19.3.1', 'react-dom': '19.3.1', '@restaurant/shared': '1.0.0' });

describe('assertRunsOnHost', () => {
  it('lets through a remote built with the host majors', () => {
    expect(() =>
      assertRunsOnHost('ordering', manifest({ react: '19.0.0', '@restaurant/shared': '1.3.0' }), host),
    ).not.toThrow();
  });

  it('refuses a remote built with another major of a singleton, naming the package and both versions', () => {
    expect(() =>
      assertRunsOnHost('ordering', manifest({ react: '18.3.1', '@restaurant/shared': '1.0.0' }), host),
    ).toThrow(/refused: .*react 18\.3\.1.*react 19\.3\.1/);
    expect(() => assertRunsOnHost('ordering', manifest({ '@restaurant/shared': '2.0.0' }), host)).toThrow(
      /@restaurant\/shared 2\.0\.0/,
    );
  });
});
