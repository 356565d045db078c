// Copied from @chakra-ui/react 3.37.0 dist/esm/theme/tokens/line-heights.js (MIT): the package exports its tokens only through
// its theme entry, which also drags in every recipe.
import { defineTokens } from '@chakra-ui/react';

const lineHeights = defineTokens.lineHeights({
  shorter: { value: 1.25 },
  short: { value: 1.375 },
  moderate: { value: 1.5 },
  tall: { value: 1.625 },
  taller: { value: 2 },
});

export { lineHeights };
