import { act } from '@testing-library/react';

/** What a test sees of the IntersectionObservers the code under test made. */
export interface FakeIntersectionObservers {
  /** The options each observer was made with, in order. */
  readonly options: readonly (IntersectionObserverInit | undefined)[];
  /** The elements observed and not yet let go. */
  observed(): Element[];
  /** Reports every element observed now as within (true) or outside (false) the observer's margin of the screen. */
  reportAll(isIntersecting: boolean): Promise<void>;
  /** Puts jsdom's missing IntersectionObserver back. */
  uninstall(): void;
}

/**
 * Installs an IntersectionObserver that reports only when the test says so (jsdom has none) until `uninstall`; the
 * code under test then waits for the screen as in a browser. Each report runs inside `act`.
 */
export function installFakeIntersectionObserver(): FakeIntersectionObservers {
  const options: (IntersectionObserverInit | undefined)[] = [];
  const live = new Set<{
    callback: IntersectionObserverCallback;
    elements: Set<Element>;
    self: IntersectionObserver;
  }>();

  class FakeIntersectionObserver {
    private readonly entry: {
      callback: IntersectionObserverCallback;
      elements: Set<Element>;
      self: IntersectionObserver;
    };
    constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
      options.push(init);
      this.entry = { callback, elements: new Set(), self: this as unknown as IntersectionObserver };
      live.add(this.entry);
    }
    observe(element: Element): void {
      this.entry.elements.add(element);
    }
    unobserve(element: Element): void {
      this.entry.elements.delete(element);
    }
    disconnect(): void {
      this.entry.elements.clear();
      live.delete(this.entry);
    }
  }
  Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });

  return {
    options,
    observed: () => [...live].flatMap((observer) => [...observer.elements]),
    async reportAll(isIntersecting) {
      // Asynchronous: what a report settles (a promise a boundary waits on) has rendered when this resolves.
      await act(async () => {
        for (const observer of [...live]) {
          const entries = [...observer.elements].map(
            (target) => ({ target, isIntersecting }) as unknown as IntersectionObserverEntry,
          );
          if (entries.length > 0) observer.callback(entries, observer.self);
        }
      });
    },
    uninstall: () => Reflect.deleteProperty(globalThis, 'IntersectionObserver'),
  };
}
