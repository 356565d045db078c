import { defineConfig } from '@chakra-ui/react';
import { cardSlotRecipe } from '@chakra-ui/react/theme';

/**
 * The app's changes to Chakra's recipes, merged over them (deeply: only what is written here changes). Cards follow
 * the customizer: its radius and, when card shadow is on, an elevation; they are elevated unless told otherwise.
 */
export const customizerRecipesConfig = defineConfig({
  theme: {
    slotRecipes: {
      card: {
        slots: cardSlotRecipe.slots,
        base: { root: { borderRadius: 'card' } },
        variants: { variant: { elevated: { root: { bg: 'bg.panel', boxShadow: 'card' } } } },
        defaultVariants: { variant: 'elevated' },
      },
    },
  },
});
