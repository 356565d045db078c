// Copied from @chakra-ui/react 3.37.0 dist/esm/theme/semantic-tokens/radii.js (MIT): the package exports its tokens only through
// its theme entry, which also drags in every recipe.
import { defineSemanticTokens } from '@chakra-ui/react';

const semanticRadii = defineSemanticTokens.radii({
  l1: { value: '{radii.xs}' },
  l2: { value: '{radii.sm}' },
  l3: { value: '{radii.md}' },
});

export { semanticRadii };
