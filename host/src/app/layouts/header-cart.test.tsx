import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useCartStore } from '@restaurant/shared';
import type { RemoteModuleId, RemotePageModule, RemotePageProps } from '@restaurant/shared/router';
import { currentLocation, deferred, renderWithProviders, resetSession } from '@restaurant/shared/testing';
import { unavailableModule } from '../../features/remote-loading/federation-plugins';
import { setRemoteLoaderForTests } from '../../features/remote-loading/load-remote-page';
import { setUpTranslations } from '../../testing/translations';
import { HeaderCart } from './header-cart';

/** The ordering remote's button as far as the host can tell: a button, and the drawer its click (or the host) opens. */
function FakeRemoteCartButton({ openOnMount = false, focusOnMount = false }: RemotePageProps) {
  const [open, setOpen] = useState(openOnMount);
  return (
    <>
      <button type="button" autoFocus={focusOnMount && !openOnMount} onClick={() => setOpen(true)}>
        Ordering cart
      </button>
      {open ? <div role="dialog" aria-label="Your cart" /> : null}
    </>
  );
}

let asked: RemoteModuleId[] = [];
let runIdle: (() => void) | undefined;

beforeAll(() => setUpTranslations('en'));
beforeEach(() => {
  asked = [];
  runIdle = undefined;
  Object.assign(window, {
    requestIdleCallback: (callback: IdleRequestCallback) => {
      runIdle = () => callback({ didTimeout: false, timeRemaining: () => 10 });
      return 1;
    },
    cancelIdleCallback: () => undefined,
  });
  setRemoteLoaderForTests(async (id) => {
    asked.push(id);
    return { default: FakeRemoteCartButton };
  });
});
afterEach(() => {
  setRemoteLoaderForTests(null);
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
  useCartStore.getState().clear();
  resetSession();
});

const standIn = () => screen.getByRole('link', { name: /cart/i });

describe('HeaderCart for a signed-out visitor', () => {
  it('keeps the stand-in and fetches nothing once the browser is idle', () => {
    renderWithProviders(<HeaderCart />, { auth: 'signed-out', route: '/landing/homepage' });
    act(() => runIdle?.());
    expect(standIn()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ordering cart' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  // First to load: the widget's lazy component keeps what it loaded for the tests after it.
  it('opens the drawer, staying on the page, when the stand-in is clicked before the button has arrived', async () => {
    const arrival = deferred<RemotePageModule>();
    setRemoteLoaderForTests(() => arrival.promise);
    renderWithProviders(<HeaderCart />, { auth: 'signed-out', route: '/landing/homepage' });
    fireEvent.click(standIn());
    expect(standIn()).toBeInTheDocument();
    expect(currentLocation()).toBe('/landing/homepage');
    await act(async () => arrival.resolve({ default: FakeRemoteCartButton }));
    expect(await screen.findByRole('dialog', { name: 'Your cart' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/landing/homepage');
  });

  it('fetches the ordering button when the pointer comes over the stand-in', async () => {
    renderWithProviders(<HeaderCart />, { auth: 'signed-out', route: '/landing/homepage' });
    await userEvent.hover(standIn());
    expect(await screen.findByRole('button', { name: 'Ordering cart' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fetches it on a touch too', async () => {
    renderWithProviders(<HeaderCart />, { auth: 'signed-out', route: '/landing/homepage' });
    fireEvent.touchStart(standIn());
    expect(await screen.findByRole('button', { name: 'Ordering cart' })).toBeInTheDocument();
  });

  it('keeps the stand-in under a pressed pointer until its click, which then opens the drawer', async () => {
    renderWithProviders(<HeaderCart />, { auth: 'signed-out', route: '/landing/homepage' });
    fireEvent.pointerEnter(standIn());
    fireEvent.pointerDown(standIn(), { button: 0, pointerType: 'mouse' });
    await act(async () => undefined);
    expect(standIn()).toBeInTheDocument();
    fireEvent.click(standIn());
    expect(await screen.findByRole('dialog', { name: 'Your cart' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/landing/homepage');
  });

  it('gives a keyboard user the arrived button, whose Enter opens the drawer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeaderCart />, { auth: 'signed-out', route: '/landing/homepage' });
    expect(standIn()).toBeInTheDocument();
    await user.tab();
    const button = await screen.findByRole('button', { name: 'Ordering cart' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Your cart' })).toBeInTheDocument();
  });

  it('follows the link to the menu when the ordering remote is down', async () => {
    setRemoteLoaderForTests(async () => unavailableModule('ordering'));
    renderWithProviders(<HeaderCart />, { auth: 'signed-out', route: '/landing/homepage' });
    fireEvent.click(standIn());
    await waitFor(() => expect(currentLocation()).toBe('/landing/food'));
  });
});

describe('HeaderCart for a signed-in diner', () => {
  it('fetches the ordering button (the server count is its own) once the browser is idle', async () => {
    renderWithProviders(<HeaderCart />, { auth: {}, route: '/landing/homepage' });
    expect(standIn()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ordering cart' })).not.toBeInTheDocument();
    act(() => runIdle?.());
    expect(await screen.findByRole('button', { name: 'Ordering cart' })).toBeInTheDocument();
  });
});
