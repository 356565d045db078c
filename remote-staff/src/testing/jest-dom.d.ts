// The DOM matchers (toBeInTheDocument, toHaveFocus...) that scripts/jest/setup-dom.cjs installs, for the type-checker.
/// <reference types="@testing-library/jest-dom" />
