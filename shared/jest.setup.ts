// Stores persist to Web Storage: start every test from an empty browser so no test sees another's tokens.
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
