// The DOM matchers (toBeInTheDocument, toBeChecked...) that scripts/jest/setup-dom.cjs installs, for the type-checker.
/// <reference types="@testing-library/jest-dom" />
