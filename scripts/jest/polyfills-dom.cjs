// What jsdom lacks and the front ends call while rendering: the router (TextEncoder), Chakra's Ark/zag machines
// (ResizeObserver, matchMedia, scrollIntoView, PointerEvent for focus-visible tracking), the scroll-to-top on
// navigation (scrollTo). One file for every front-end jest project (`setupFiles`), so no package keeps its own copy.
const util = require('node:util');

if (!('TextEncoder' in globalThis)) {
  Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
}

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.assign(window, {
      matchMedia: (query) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
  window.scrollTo = () => undefined;

  if (!('PointerEvent' in window)) {
    class PointerEventPolyfill extends MouseEvent {
      constructor(type, init = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.assign(window, { PointerEvent: PointerEventPolyfill });
  }
}
