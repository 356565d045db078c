import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemotePageModule } from '@restaurant/shared/router';
import { renderWithProviders } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../testing/translations';
import { showEarlyRemoteNotice } from './early-remote-notice';
import { unavailableModule } from './federation-plugins';
import { setRemoteLoaderForTests } from './load-remote-page';
import { RemotePage } from './remote-page';

const pageModule = (title: string): RemotePageModule => ({ default: () => <h1>{title}</h1> });

beforeAll(() => setUpTranslations('en'));
afterEach(() => setRemoteLoaderForTests(null));

describe('RemotePage', () => {
  it('renders the remote module once it has loaded', async () => {
    setRemoteLoaderForTests(async () => pageModule('Food menu'));
    renderWithProviders(<RemotePage module="ordering/FoodMenuPage" />);
    expect(await screen.findByRole('heading', { name: 'Food menu' })).toBeInTheDocument();
  });

  it('shows the translated unavailable panel when the fallback plugin answers, and retries on demand', async () => {
    const loader = jest
      .fn<Promise<RemotePageModule>, [string]>()
      .mockResolvedValueOnce(unavailableModule('reservation'))
      .mockResolvedValueOnce(pageModule('Reserve a table'));
    setRemoteLoaderForTests(loader);
    renderWithProviders(<RemotePage module="reservation/ReservationPage" />);

    expect(await screen.findByRole('alert')).toHaveTextContent('This section is unavailable right now');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Reserve a table' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('takes over from the notice shown before the app started: its panel, or the page, replaces it', async () => {
    delete document.documentElement.dataset['pageLive']; // a fresh document: no page live yet
    document.body.insertAdjacentHTML(
      'beforeend',
      '<template id="remote-early-notice-template"><div id="remote-early-notice" role="alert">Unavailable</div></template>',
    );
    showEarlyRemoteNotice();
    expect(screen.getByRole('alert')).toHaveTextContent('Unavailable');
    const loader = jest
      .fn<Promise<RemotePageModule>, [string]>()
      .mockResolvedValueOnce(unavailableModule('ordering'))
      .mockResolvedValueOnce(pageModule('Food menu'));
    setRemoteLoaderForTests(loader);
    renderWithProviders(<RemotePage module="ordering/FoodMenuPage" />);

    // One alert at any time: the page's panel, with its Retry, in place of the notice.
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(document.getElementById('remote-early-notice')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Food menu' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks an unreachable remote again on its own, and puts the page in place of the panel once it answers', async () => {
    const loader = jest
      .fn<Promise<RemotePageModule>, [string]>()
      .mockResolvedValueOnce(unavailableModule('ordering'))
      .mockResolvedValueOnce(pageModule('Food menu'));
    setRemoteLoaderForTests(loader);
    renderWithProviders(<RemotePage module="ordering/FoodMenuPage" />);

    expect(await screen.findByRole('alert')).toHaveTextContent('This section is unavailable right now');
    expect(await screen.findByRole('heading', { name: 'Food menu' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('contains a remote page that throws while rendering to its own mount', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLoaderForTests(async () => ({
      default: () => {
        throw new Error('remote bug');
      },
    }));
    renderWithProviders(
      <>
        <RemotePage module="demo/ChartsSection" page="area-chart" />
        <p>Rest of the site</p>
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is unavailable right now');
    expect(screen.getByText('Rest of the site')).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('treats a failed download like a dead remote', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLoaderForTests(async () => {
      throw new Error('network down');
    });
    renderWithProviders(<RemotePage module="auth/LoginPage" />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
