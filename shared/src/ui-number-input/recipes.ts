import { numberInputSlotRecipe } from '@chakra-ui/react/theme';

/** Recipes of the components `@restaurant/shared/ui-number-input` re-exports, keyed by the name each looks its recipe up by. */
export const recipes = {};

export const slotRecipes = { numberInput: numberInputSlotRecipe };
