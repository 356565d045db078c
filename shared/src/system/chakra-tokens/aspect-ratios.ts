// Copied from @chakra-ui/react 3.37.0 dist/esm/theme/tokens/aspect-ratios.js (MIT): the package exports its tokens only through
// its theme entry, which also drags in every recipe.
import { defineTokens } from '@chakra-ui/react';

const aspectRatios = defineTokens.aspectRatios({
  square: { value: '1 / 1' },
  landscape: { value: '4 / 3' },
  portrait: { value: '3 / 4' },
  wide: { value: '16 / 9' },
  ultrawide: { value: '18 / 5' },
  golden: { value: '1.618 / 1' },
});

export { aspectRatios };
