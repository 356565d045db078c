// Stores persist to Web Storage: start every test from an empty browser so no test sees another's tokens.
// A server-render test runs in the node environment, which has no Web Storage.
afterEach(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
