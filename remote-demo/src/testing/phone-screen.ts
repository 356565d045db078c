/**
 * Makes `useIsPhone` answer `phone` in a jsdom test (jsdom has no layout, so its `matchMedia` matches nothing):
 * only the phone query matches, and only on a phone. Undo with `jest.restoreAllMocks()`.
 */
export function mockPhoneScreen(phone: boolean): void {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  );
}
