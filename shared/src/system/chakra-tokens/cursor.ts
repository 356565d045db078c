// Copied from @chakra-ui/react 3.37.0 dist/esm/theme/tokens/cursor.js (MIT): the package exports its tokens only through
// its theme entry, which also drags in every recipe.
import { defineTokens } from '@chakra-ui/react';

const cursor = defineTokens.cursor({
  button: { value: 'pointer' },
  checkbox: { value: 'default' },
  disabled: { value: 'not-allowed' },
  menuitem: { value: 'default' },
  option: { value: 'default' },
  radio: { value: 'default' },
  slider: { value: 'default' },
  switch: { value: 'pointer' },
});

export { cursor };
