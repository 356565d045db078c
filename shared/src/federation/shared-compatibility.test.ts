import satisfies from 'semver/functions/satisfies';
import {
  areCompatibleVersions,
  compatibleRange,
  describeSkew,
  findSharedSkews,
  readVersion,
} from './shared-compatibility';

describe('areCompatibleVersions', () => {
  it.each([
    ['19.3.1', '19.3.1', true],
    ['19.3.1', '19.0.0', true],
    ['19.0.0', '19.9.4', true],
    ['19.3.1', '^19.1.0', true],
    ['19.3.1', '18.3.1', false],
    ['18.3.1', '19.0.0', false],
    ['1.0.0', '2.0.0', false],
    ['1.0.0', '1.4.0', true],
    ['0.4.2', '0.4.9', true],
    ['0.4.2', '0.5.0', false],
    ['0.0.3', '0.0.4', false],
    ['19.3.1', '19.4.0-rc.1', true],
    ['v5.1.0', '5.0.0', true],
    ['5.1.0', 'latest', true],
    ['*', '19.0.0', true],
  ])('host %s, remote %s → %s', (host, remote, expected) => {
    expect(areCompatibleVersions(host, remote)).toBe(expected);
  });
});

describe('compatibleRange', () => {
  it.each([
    ['19.3.1', '^19.0.0'],
    ['1.0.0', '^1.0.0'],
    ['0.4.2', '^0.4.0'],
    ['0.0.3', '0.0.3'],
  ])('%s → %s', (version, range) => {
    expect(compatibleRange(version)).toBe(range);
  });

  it('accepts exactly the versions areCompatibleVersions accepts', () => {
    for (const pinned of ['19.3.1', '1.0.0', '0.4.2', '0.0.3']) {
      for (const other of [
        '19.3.0',
        '19.0.0',
        '19.9.4',
        '18.3.1',
        '20.0.0',
        '1.4.0',
        '2.0.0',
        '0.4.0',
        '0.4.9',
        '0.5.0',
        '0.0.3',
        '0.0.4',
      ]) {
        expect({ pinned, other, accepted: satisfies(other, compatibleRange(pinned)) }).toEqual({
          pinned,
          other,
          accepted: areCompatibleVersions(pinned, other),
        });
      }
    }
  });
});

describe('readVersion', () => {
  it('reads the version a version or a simple range names, and nothing of a tag', () => {
    expect(readVersion('19.3.1')?.version).toBe('19.3.1');
    expect(readVersion('~2.7')?.version).toBe('2.7.0');
    expect(readVersion('3.x')?.version).toBe('3.0.0');
    expect(readVersion('next')).toBeNull();
  });
});

describe('findSharedSkews', () => {
  const host = [
    { name: 'react', version: '19.3.1', singleton: true },
    { name: 'react-dom', version: '19.3.1', singleton: true },
    { name: '@restaurant/shared', version: '1.0.0', singleton: true },
  ];

  it('finds nothing when every singleton has the host major', () => {
    const remote = [
      { name: 'react', version: '19.0.0', singleton: true },
      { name: '@restaurant/shared', version: '1.2.0', singleton: true },
    ];
    expect(findSharedSkews(host, remote)).toEqual([]);
  });

  it('names each singleton of another major with both versions', () => {
    const remote = [
      { name: 'react', version: '18.3.1', singleton: true },
      { name: 'react-dom', version: '19.1.0', singleton: true },
      { name: '@restaurant/shared', version: '2.0.0', singleton: true },
    ];
    expect(findSharedSkews(host, remote)).toEqual([
      { packageName: 'react', hostVersion: '19.3.1', remoteVersion: '18.3.1' },
      { packageName: '@restaurant/shared', hostVersion: '1.0.0', remoteVersion: '2.0.0' },
    ]);
  });

  it('ignores what is not a singleton and what the host does not provide when the remote brings its own copy', () => {
    const remote = [
      { name: 'react', version: '18.0.0', singleton: false },
      { name: 'lodash', version: '3.0.0', singleton: true, assets: { js: { sync: ['lodash.js'], async: [] } } },
      { name: 'dayjs', version: '1.0.0', singleton: true },
    ];
    expect(findSharedSkews(host, remote)).toEqual([]);
  });

  it('refuses a package the remote takes from the host only when the host does not provide it', () => {
    const remote = [
      { name: 'react', version: '19.3.1', singleton: true, assets: { js: { sync: [], async: [] } } },
      { name: 'zustand', version: '5.1.0', singleton: true, assets: { js: { sync: [], async: [] } } },
    ];
    expect(findSharedSkews(host, remote)).toEqual([
      { packageName: 'zustand', hostVersion: null, remoteVersion: '5.1.0' },
    ]);
  });
});

describe('describeSkew', () => {
  it('names the remote, the package and both versions', () => {
    const line = describeSkew('ordering', { packageName: 'react', hostVersion: '19.3.1', remoteVersion: '18.3.1' });
    expect(line).toContain('ordering');
    expect(line).toContain('react 18.3.1');
    expect(line).toContain('react 19.3.1');
  });

  it('names the package a remote takes from a host that does not provide it', () => {
    const line = describeSkew('ordering', { packageName: 'zustand', hostVersion: null, remoteVersion: '5.1.0' });
    expect(line).toContain('ordering');
    expect(line).toContain('zustand 5.1.0');
    expect(line).toContain('does not provide zustand');
  });
});
