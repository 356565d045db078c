import { screen } from '@testing-library/react';
import type { RemotePageModule } from '@restaurant/shared/router';
import { renderWithProviders } from '@restaurant/shared/testing';
import { setUpTranslations } from '../../testing/translations';
import { unavailableModule } from './federation-plugins';
import { setRemoteLoaderForTests } from './load-remote-page';
import { remoteWidget } from './remote-widget';

const fallback = <a href="/landing/food">Plain cart</a>;

beforeAll(() => setUpTranslations('en'));
afterEach(() => setRemoteLoaderForTests(null));

describe('remoteWidget', () => {
  it('shows the remote widget once it has loaded', async () => {
    const widget: RemotePageModule = { default: () => <button type="button">Cart, 2 items</button> };
    setRemoteLoaderForTests(async () => widget);
    const CartWidget = remoteWidget('ordering/CartButton');
    renderWithProviders(<CartWidget fallback={fallback} />);
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Plain cart' })).not.toBeInTheDocument();
  });

  it('keeps its small fallback, not the page-sized panel, when the remote is down', async () => {
    setRemoteLoaderForTests(async () => unavailableModule('ordering'));
    const CartWidget = remoteWidget('ordering/CartButton');
    renderWithProviders(<CartWidget fallback={fallback} />);
    expect(await screen.findByRole('link', { name: 'Plain cart' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back when the download fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLoaderForTests(async () => {
      throw new Error('network down');
    });
    const CartWidget = remoteWidget('ordering/CartButton');
    renderWithProviders(<CartWidget fallback={fallback} />);
    expect(await screen.findByRole('link', { name: 'Plain cart' })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('falls back when the widget throws while rendering', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLoaderForTests(async () => ({
      default: () => {
        throw new Error('widget bug');
      },
    }));
    const Notice = remoteWidget('auth/SessionExpiredNotice');
    renderWithProviders(<Notice fallback={fallback} />);
    expect(await screen.findByRole('link', { name: 'Plain cart' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
