// Copied from @chakra-ui/react 3.37.0 dist/esm/theme/tokens/letter-spacing.js (MIT): the package exports its tokens only through
// its theme entry, which also drags in every recipe.
import { defineTokens } from '@chakra-ui/react';

const letterSpacings = defineTokens.letterSpacings({
  tighter: { value: '-0.05em' },
  tight: { value: '-0.025em' },
  wide: { value: '0.025em' },
  wider: { value: '0.05em' },
  widest: { value: '0.1em' },
});

export { letterSpacings };
