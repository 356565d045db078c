import {
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

/** Recipes of the components `@restaurant/shared/ui-form` re-exports, keyed by the name each looks its recipe up by. */
export const recipes = { input: inputRecipe, inputAddon: inputAddonRecipe, textarea: textareaRecipe };

export const slotRecipes = {
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
};
