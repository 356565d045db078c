// DOM matchers (toBeInTheDocument, toHaveAccessibleName...) for every front-end test.
require('@testing-library/jest-dom');
