import {
  codeRecipe,
  kbdRecipe,
  listSlotRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
} from '@chakra-ui/react/theme';

/** Recipes of the components `@restaurant/shared/ui-display` re-exports, keyed by the name each looks its recipe up by. */
export const recipes = { code: codeRecipe, kbd: kbdRecipe };

export const slotRecipes = { list: listSlotRecipe, stat: statSlotRecipe, table: tableSlotRecipe, tag: tagSlotRecipe };
