// Copied from @chakra-ui/react 3.37.0 dist/esm/theme/tokens/blurs.js (MIT): the package exports its tokens only through
// its theme entry, which also drags in every recipe.
import { defineTokens } from '@chakra-ui/react';

const blurs = defineTokens.blurs({
  none: { value: ' ' },
  sm: { value: '4px' },
  md: { value: '8px' },
  lg: { value: '12px' },
  xl: { value: '16px' },
  '2xl': { value: '24px' },
  '3xl': { value: '40px' },
  '4xl': { value: '64px' },
});

export { blurs };
