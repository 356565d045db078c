import { act, screen } from '@testing-library/react';
import { ServerRenderedContext } from '@restaurant/shared';
import { renderWithProviders } from '@restaurant/shared/testing';
import { LazySection } from './lazy-section';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

describe('LazySection', () => {
  const observers: { callback: Callback; options: IntersectionObserverInit | undefined }[] = [];

  beforeEach(() => {
    observers.length = 0;
    class FakeIntersectionObserver {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe(): void {}
      disconnect(): void {}
    }
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'IntersectionObserver');
  });

  it('shows a labelled busy placeholder until the section nears the viewport, then renders it', () => {
    renderWithProviders(
      <LazySection label="Loading combos…" minH="40">
        <p>Combo Hà Nội</p>
      </LazySection>,
    );

    expect(screen.getByRole('status', { name: 'Loading combos…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Combo Hà Nội')).not.toBeInTheDocument();
    expect(observers[0]?.options?.rootMargin).toMatch(/^\d+px/);

    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Combo Hà Nội')).not.toBeInTheDocument();

    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('Combo Hà Nội')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading combos…' })).not.toBeInTheDocument();
  });

  it('renders the section at once where IntersectionObserver is missing', () => {
    Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    renderWithProviders(
      <LazySection label="Loading combos…" minH="40">
        <p>Combo Hà Nội</p>
      </LazySection>,
    );
    expect(screen.getByText('Combo Hà Nội')).toBeInTheDocument();
  });

  it('renders the section at once on a page the server rendered, so hydration finds the same tree', () => {
    renderWithProviders(
      <ServerRenderedContext.Provider value>
        <LazySection label="Loading combos…" minH="40">
          <p>Combo Hà Nội</p>
        </LazySection>
      </ServerRenderedContext.Provider>,
    );
    expect(screen.getByText('Combo Hà Nội')).toBeInTheDocument();
    expect(observers).toEqual([]);
  });
});
