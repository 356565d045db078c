// What jsdom lacks and the front ends call while rendering: the router (TextEncoder), Chakra's Ark/zag machines
// (ResizeObserver, matchMedia, scrollIntoView, PointerEvent for focus-visible tracking), the scroll-to-top on
// navigation (scrollTo), the demo's structuredClone. One file for every front-end jest project (`setupFiles`), so no package keeps its own copy.
const util = require('node:util');

if (!('TextEncoder' in globalThis)) {
  Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
}

// Node has structuredClone, the jsdom sandbox does not (the demo's sample-data API copies its answers with it).
if (!('structuredClone' in globalThis)) {
  const v8 = require('node:v8');
  Object.assign(globalThis, { structuredClone: (value) => v8.deserialize(v8.serialize(value)) });
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
