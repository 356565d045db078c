// Copied from @chakra-ui/react 3.37.0 dist/esm/theme/tokens/borders.js (MIT): the package exports its tokens only through
// its theme entry, which also drags in every recipe.
import { defineTokens } from '@chakra-ui/react';

const borders = defineTokens.borders({
  xs: { value: '0.5px solid' },
  sm: { value: '1px solid' },
  md: { value: '2px solid' },
  lg: { value: '4px solid' },
  xl: { value: '8px solid' },
});

export { borders };
