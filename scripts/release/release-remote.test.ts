import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { assertRunsOnHost, releaseRemote } from './release-remote';
import { ReleaseStore } from './release-store';

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

describe('releaseRemote', () => {
  let root: string;
  let store: ReleaseStore;
  let hostManifest: string;

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'release-remote-'));
    store = new ReleaseStore(path.join(root, 'releases'));
    hostManifest = path.join(root, 'host-mf-manifest.json');
    writeFileSync(hostManifest, JSON.stringify(host));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** Stands in for webpack: writes what a build of the remote with these shared versions would. */
  const buildWith =
    (versions: Record<string, string>, name = 'ordering') =>
    async (_packageDir: string, outputDir: string): Promise<boolean> => {
      writeFileSync(path.join(outputDir, 'mf-manifest.json'), JSON.stringify({ ...manifest(versions), name }));
      writeFileSync(path.join(outputDir, 'remoteEntry.js'), `/* ${JSON.stringify(versions)} */`);
      return true;
    };
  const quiet = () => undefined;

  it('publishes a build that runs on the live host and makes it live', async () => {
    const { version } = await releaseRemote({
      remote: 'ordering',
      store,
      hostManifest,
      build: buildWith({ react: '19.3.1' }),
      log: quiet,
    });
    expect(store.live('ordering')).toBe(version);
  });

  it('publishes nothing when the build declares another major of a singleton than the live host', async () => {
    const previous = await releaseRemote({ remote: 'ordering', store, hostManifest, build: buildWith({}), log: quiet });

    await expect(
      releaseRemote({ remote: 'ordering', store, hostManifest, build: buildWith({ react: '18.3.1' }), log: quiet }),
    ).rejects.toThrow(/refused: .*react 18\.3\.1.*react 19\.3\.1/);
    expect(store.list('ordering')).toEqual([{ version: previous.version, live: true }]);
  });

  it('publishes nothing when the build fails or builds another remote', async () => {
    await expect(
      releaseRemote({ remote: 'ordering', store, hostManifest, build: async () => false, log: quiet }),
    ).rejects.toThrow(/build failed/);
    await expect(
      releaseRemote({ remote: 'ordering', store, hostManifest, build: buildWith({}, 'auth'), log: quiet }),
    ).rejects.toThrow(/builds the remote "auth"/);
    expect(store.list('ordering')).toEqual([]);
    expect(store.live('ordering')).toBeNull();
  });

  it('refuses to release without a live host to check against', async () => {
    await expect(
      releaseRemote({
        remote: 'ordering',
        store,
        hostManifest: path.join(root, 'missing.json'),
        build: buildWith({}),
        log: quiet,
      }),
    ).rejects.toThrow(/no live host to check the release against/);
  });
});
