import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import type { RemotePageModule } from '@restaurant/shared/router';
import { renderWithProviders } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../testing/translations';
import { fallbackPlugin, isUnavailableModule } from './federation-plugins';
import { setRemoteLoaderForTests } from './load-remote-page';
import { RemotePage } from './remote-page';
import { SharedVersionSkewError, sharedVersionPlugin } from './shared-version-plugin';

type SnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];
type ErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];

/** The hook's arguments as the runtime passes them, reduced to what the check reads (host options, manifest). */
function snapshotArgs(
  remoteShared: Array<{ name: string; version: string; assets?: { js: { sync: string[]; async: string[] } } }>,
): SnapshotArgs {
  const hostCopy = (version: string) => [{ version, shareConfig: { singleton: true, requiredVersion: version } }];
  return {
    from: 'manifest',
    moduleInfo: { name: 'ordering', entry: '/releases/ordering/x/mf-manifest.json' },
    options: { shared: { react: hostCopy('19.3.1'), '@restaurant/shared': hostCopy('1.0.0') } },
    manifestJson: { shared: remoteShared.map((entry) => ({ ...entry, singleton: true })) },
    remoteSnapshot: {},
  } as unknown as SnapshotArgs;
}

function isPageModule(value: unknown): value is RemotePageModule {
  return typeof value === 'object' && value !== null && 'default' in value;
}

function runCheck(args: SnapshotArgs): unknown {
  const hook = sharedVersionPlugin().loadRemoteSnapshot;
  if (!hook) throw new Error('the plugin has no loadRemoteSnapshot hook');
  return hook(args);
}

beforeAll(() => setUpTranslations('en'));
afterEach(() => setRemoteLoaderForTests(null));

describe('sharedVersionPlugin', () => {
  it('lets a remote built with the host majors through untouched', () => {
    const args = snapshotArgs([
      { name: 'react', version: '19.0.0' },
      { name: '@restaurant/shared', version: '1.0.0' },
    ]);
    expect(runCheck(args)).toBe(args);
  });

  it('refuses a remote built with another React major, naming the package and both versions', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const args = snapshotArgs([
      { name: 'react', version: '18.3.1' },
      { name: '@restaurant/shared', version: '1.0.0' },
    ]);

    expect(() => runCheck(args)).toThrow(SharedVersionSkewError);
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/ordering.*react 18\.3\.1.*react 19\.3\.1/));
    consoleError.mockRestore();
  });

  it('refuses a remote built without fallbacks (import: false) that takes from the host a package the host does not provide', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fromHostOnly = { js: { sync: [], async: [] } };
    const args = snapshotArgs([
      { name: 'react', version: '19.3.1', assets: fromHostOnly },
      { name: 'zustand', version: '5.1.0', assets: fromHostOnly },
    ]);

    expect(() => runCheck(args)).toThrow(SharedVersionSkewError);
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/ordering.*zustand 5\.1\.0.*does not provide/));
    consoleError.mockRestore();
  });
});

describe('a refused remote', () => {
  function fallbackFor(error: unknown) {
    const hook = fallbackPlugin().errorLoadRemote;
    if (!hook) throw new Error('the fallback plugin has no errorLoadRemote hook');
    return hook({ id: 'ordering/FoodMenuPage', lifecycle: 'onLoad', error, from: 'runtime' } as ErrorArgs);
  }

  it('gets the fallback module instead of a rejected load', () => {
    const error = new SharedVersionSkewError('ordering', [
      { packageName: 'react', hostVersion: '19.3.1', remoteVersion: '18.3.1' },
    ]);
    const module = fallbackFor(error);
    expect(isPageModule(module) && isUnavailableModule(module)).toBe(true);
  });

  it('shows its routes the translated "waiting for an update" panel, without a retry that could not help', async () => {
    const error = new SharedVersionSkewError('ordering', [
      { packageName: '@restaurant/shared', hostVersion: '1.0.0', remoteVersion: '2.0.0' },
    ]);
    setRemoteLoaderForTests(async () => {
      const module = fallbackFor(error);
      if (!isPageModule(module)) throw error;
      return module;
    });
    renderWithProviders(<RemotePage module="ordering/FoodMenuPage" />);

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('This section is waiting for an update');
    expect(panel).toHaveTextContent('It was built for another version of the site');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
