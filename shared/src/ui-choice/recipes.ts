import {
  checkboxSlotRecipe,
  checkmarkRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  switchSlotRecipe,
} from '@chakra-ui/react/theme';

/** Recipes of the components `@restaurant/shared/ui-choice` re-exports, keyed by the name each looks its recipe up by. */
export const recipes = { checkmark: checkmarkRecipe, radiomark: radiomarkRecipe };

export const slotRecipes = {
  checkbox: checkboxSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  switch: switchSlotRecipe,
};
