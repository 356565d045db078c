import { act, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerRenderedContext } from '@restaurant/shared';
import type { RemotePageModule } from '@restaurant/shared/router';
import { AppThemeProvider } from '@restaurant/shared/system';
import { setUpTranslations } from '../../testing/translations';
import { unavailableModule } from './federation-plugins';
import { setRemoteLoaderForTests } from './load-remote-page';
import { RemotePage } from './remote-page';

const menuPage: RemotePageModule = { default: () => <h1>Menu</h1> };

let root: Root | null = null;
const recoverableErrors: unknown[] = [];

beforeAll(() => setUpTranslations('en'));
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  recoverableErrors.length = 0;
  setRemoteLoaderForTests(null);
});

/** The browser's side of a server-rendered menu page: the server's markup of the page, then hydration over it. */
async function hydrateMenuPage(): Promise<void> {
  const container = document.createElement('div');
  // What the server sent: the page inside RemotePage's Suspense boundary (the server loaded its remote).
  container.innerHTML = renderToString(
    <AppThemeProvider>
      <Suspense fallback={null}>
        <h1>Menu</h1>
      </Suspense>
    </AppThemeProvider>,
  );
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(
      container,
      <AppThemeProvider>
        <ServerRenderedContext.Provider value>
          <RemotePage module="ordering/FoodMenuPage" />
        </ServerRenderedContext.Provider>
      </AppThemeProvider>,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    );
  });
}

describe('RemotePage over the server-rendered page', () => {
  it('keeps the server markup on screen under the panel when its remote is down, without a hydration error', async () => {
    setRemoteLoaderForTests(async () => unavailableModule('ordering'));
    await hydrateMenuPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('This section is unavailable right now');
    expect(screen.getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    expect(recoverableErrors).toEqual([]);
  });

  it('hydrates the same server markup once a background retry reaches the remote', async () => {
    const loader = jest
      .fn<Promise<RemotePageModule>, [string]>()
      .mockResolvedValueOnce(unavailableModule('ordering'))
      .mockResolvedValueOnce(menuPage);
    setRemoteLoaderForTests(loader);
    await hydrateMenuPage();
    const serverHeading = screen.getByRole('heading', { name: 'Menu' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    // The very element the server sent, now the page's own: hydrated, not drawn again.
    expect(screen.getByRole('heading', { name: 'Menu' })).toBe(serverHeading);
    expect(loader).toHaveBeenCalledTimes(2);
    expect(recoverableErrors).toEqual([]);
  });
});
