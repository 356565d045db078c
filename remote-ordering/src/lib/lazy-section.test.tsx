import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerRenderedContext } from '@restaurant/shared';
import { AppThemeProvider } from '@restaurant/shared/system';
import {
  installFakeIntersectionObserver,
  renderWithProviders,
  type FakeIntersectionObservers,
} from '@restaurant/shared/testing';
import { LazySection } from './lazy-section';

describe('LazySection', () => {
  let observers: FakeIntersectionObservers;

  beforeEach(() => {
    observers = installFakeIntersectionObserver();
  });
  afterEach(() => observers.uninstall());

  it('shows a labelled busy placeholder until the section nears the viewport, then renders it', async () => {
    renderWithProviders(
      <LazySection label="Loading combos…" minH="40">
        <p>Combo Hà Nội</p>
      </LazySection>,
    );

    expect(screen.getByRole('status', { name: 'Loading combos…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Combo Hà Nội')).not.toBeInTheDocument();
    expect(observers.options[0]?.rootMargin).toMatch(/^\d+px/);

    await observers.reportAll(false);
    expect(screen.queryByText('Combo Hà Nội')).not.toBeInTheDocument();

    await observers.reportAll(true);
    expect(screen.getByText('Combo Hà Nội')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading combos…' })).not.toBeInTheDocument();
  });

  it('renders the section at once where IntersectionObserver is missing', () => {
    observers.uninstall();
    renderWithProviders(
      <LazySection label="Loading combos…" minH="40">
        <p>Combo Hà Nội</p>
      </LazySection>,
    );
    expect(screen.getByText('Combo Hà Nội')).toBeInTheDocument();
  });

  it('keeps the server-rendered section on screen without hydrating it until it nears the viewport', async () => {
    const hydrated = jest.fn();
    function Combos() {
      const [added, setAdded] = useState(false);
      useEffect(hydrated, []);
      return (
        <button type="button" onClick={() => setAdded(true)}>
          {added ? 'Combo Hà Nội added' : 'Add Combo Hà Nội'}
        </button>
      );
    }
    const page = (
      <AppThemeProvider>
        <ServerRenderedContext.Provider value>
          <LazySection label="Loading combos…" minH="40">
            <Combos />
          </LazySection>
        </ServerRenderedContext.Provider>
      </AppThemeProvider>
    );
    // The server has no IntersectionObserver: it renders the section itself.
    const browserObserver = globalThis.IntersectionObserver;
    Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    Object.assign(globalThis, { IntersectionObserver: browserObserver });
    document.body.append(container);
    const serverButton = screen.getByRole('button', { name: 'Add Combo Hà Nội' });
    const errors = jest.spyOn(console, 'error');
    const onRecoverableError = jest.fn();

    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError }));

    expect(screen.getByRole('button', { name: 'Add Combo Hà Nội' })).toBe(serverButton);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(hydrated).not.toHaveBeenCalled();
    expect(observers.options).toHaveLength(1);

    await observers.reportAll(false);
    expect(hydrated).not.toHaveBeenCalled();

    await observers.reportAll(true);
    expect(hydrated).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Add Combo Hà Nội' })).toBe(serverButton);
    await userEvent.click(serverButton);
    expect(screen.getByRole('button', { name: 'Combo Hà Nội added' })).toBe(serverButton);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();

    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
