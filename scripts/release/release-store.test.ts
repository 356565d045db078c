import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { contentHashOf, ReleaseError, ReleaseStore, releasesDirOf, versionFor } from './release-store';

let root: string;
let store: ReleaseStore;

/** A finished build as webpack leaves it: a manifest, an entry and a chunk whose text makes the build unique. */
function build(text: string): string {
  const dir = store.stagingDir('ordering');
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'ordering', shared: [] }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var ordering;');
  mkdirSync(path.join(dir, 'images'));
  writeFileSync(path.join(dir, 'images', 'dish.0123456789.svg'), text);
  return dir;
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 8, minute, 0));

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'releases-'));
  store = new ReleaseStore(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('ReleaseStore', () => {
  it('has no live release before the first one: the site serves the dist build', () => {
    expect(store.live('ordering')).toBeNull();
    expect(store.list('ordering')).toEqual([]);
    expect(store.liveManifestPath('ordering')).toBeNull();
  });

  it('publishes a build into a versioned folder named by its time and content, and makes it live', () => {
    const built = build('first');
    const hash = contentHashOf(built);
    const { version, reused } = store.publish('ordering', built, at(1));

    expect(reused).toBe(false);
    expect(version).toBe(versionFor(at(1), hash));
    expect(version).toMatch(/^20261124T080100Z-[0-9a-f]{10}$/);
    expect(existsSync(path.join(root, 'ordering', version, 'images', 'dish.0123456789.svg'))).toBe(true);
    expect(existsSync(built)).toBe(false);
    expect(store.live('ordering')).toBe(version);
    expect(store.liveManifestPath('ordering')).toBe(`/releases/ordering/${version}/mf-manifest.json`);
  });

  it('lists the releases oldest first, marking the live one, and hides staging folders', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;
    const second = store.publish('ordering', build('second'), at(2)).version;
    store.stagingDir('ordering');

    expect(store.list('ordering')).toEqual([
      { version: first, live: false },
      { version: second, live: true },
    ]);
  });

  it('switches the pointer by renaming a complete file over it, leaving no temporary file behind', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;
    store.publish('ordering', build('second'), at(2));
    store.switchTo('ordering', first, at(3));

    const pointer: unknown = JSON.parse(readFileSync(path.join(root, 'ordering', 'live.json'), 'utf8'));
    expect(pointer).toMatchObject({ version: first, switchedAt: at(3).toISOString() });
    expect(readdirSync(path.join(root, 'ordering')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('rolls back to the release before the live one, then to the dist build, then refuses', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;
    const second = store.publish('ordering', build('second'), at(2)).version;

    expect(store.rollback('ordering', at(3))).toEqual({ from: second, to: first });
    expect(store.live('ordering')).toBe(first);
    expect(store.rollback('ordering', at(4))).toEqual({ from: first, to: null });
    expect(store.live('ordering')).toBeNull();
    expect(() => store.rollback('ordering')).toThrow(/no live release/);
  });

  it('rolls a first release back to the dist build: the site serves dist again, the release stays published', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;

    expect(store.rollback('ordering', at(2))).toEqual({ from: first, to: null });
    expect(store.live('ordering')).toBeNull();
    expect(store.liveManifestPath('ordering')).toBeNull();
    expect(store.list('ordering')).toEqual([{ version: first, live: false }]);
    expect(existsSync(path.join(root, 'ordering', first, 'remoteEntry.js'))).toBe(true);
  });

  it('rolls back to whatever was live before, not to the release older by date', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;
    store.rollback('ordering', at(2));
    // the dist build was live when the second release came
    const second = store.publish('ordering', build('second'), at(3)).version;
    expect(store.rollback('ordering', at(4))).toEqual({ from: second, to: null });

    // the first release again (same files) replaced the second: rolling back brings the second back
    store.publish('ordering', build('second'), at(5));
    store.publish('ordering', build('first'), at(6));
    expect(store.live('ordering')).toBe(first);
    expect(store.rollback('ordering', at(7))).toEqual({ from: first, to: second });
  });

  it('refuses to roll back to a dist build that is not there, and changes nothing', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;
    const noDistBuild = () => false;

    expect(() => store.rollback('ordering', at(2), noDistBuild)).toThrow(/dist\/ build.*is missing/);
    expect(store.live('ordering')).toBe(first);
  });

  it('passes over a release removed by hand since it was live', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;
    const second = store.publish('ordering', build('second'), at(2)).version;
    const third = store.publish('ordering', build('third'), at(3)).version;
    rmSync(path.join(root, 'ordering', second), { recursive: true });

    expect(store.rollback('ordering', at(4))).toEqual({ from: third, to: first });
  });

  it('reads a pointer written before rollbacks remembered the past: the older releases, then the dist build', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;
    const second = store.publish('ordering', build('second'), at(2)).version;
    writeFileSync(path.join(root, 'ordering', 'live.json'), JSON.stringify({ version: second, switchedAt: 'x' }));

    expect(store.rollback('ordering', at(3))).toEqual({ from: second, to: first });
    expect(store.rollback('ordering', at(4))).toEqual({ from: first, to: null });
  });

  it('refuses to roll back a remote that has no live release', () => {
    expect(() => store.rollback('auth')).toThrow(ReleaseError);
    expect(() => store.rollback('auth')).toThrow(/no live release/);
  });

  it('keeps every release folder after a rollback, so open tabs keep their chunks', () => {
    const first = store.publish('ordering', build('first'), at(1)).version;
    const second = store.publish('ordering', build('second'), at(2)).version;
    store.rollback('ordering');
    expect(existsSync(path.join(root, 'ordering', second, 'remoteEntry.js'))).toBe(true);
    expect(existsSync(path.join(root, 'ordering', first, 'remoteEntry.js'))).toBe(true);
  });

  it('reuses the release holding the same files instead of publishing a copy', () => {
    const first = store.publish('ordering', build('same'), at(1)).version;
    store.publish('ordering', build('other'), at(2));
    const again = store.publish('ordering', build('same'), at(3));

    expect(again).toEqual({ version: first, reused: true });
    expect(store.live('ordering')).toBe(first);
    expect(store.list('ordering')).toHaveLength(2);
  });

  it('refuses to switch to a release that does not exist or is not a version', () => {
    expect(() => store.switchTo('ordering', '20261124T080100Z-0123456789')).toThrow(/has no release/);
    expect(() => store.switchTo('ordering', '../../etc')).toThrow(/not a release version/);
  });

  it('ignores a pointer naming a missing release: the site falls back to the dist build', () => {
    mkdirSync(path.join(root, 'ordering'));
    writeFileSync(path.join(root, 'ordering', 'live.json'), '{"version":"20261124T080100Z-0123456789"}');
    expect(store.live('ordering')).toBeNull();
  });
});

describe('releasesDirOf', () => {
  it('is releases/ at the repository root unless RELEASES_DIR names another folder', () => {
    expect(releasesDirOf({})).toBe(path.resolve(__dirname, '..', '..', 'releases'));
    expect(releasesDirOf({ RELEASES_DIR: '/srv/releases' })).toBe('/srv/releases');
    expect(releasesDirOf({ RELEASES_DIR: 'tmp/r' })).toBe(path.resolve(__dirname, '..', '..', 'tmp', 'r'));
  });
});
