import { menuSlotRecipe } from '@chakra-ui/react/theme';

/** Recipes of the components `@restaurant/shared/ui-menu` re-exports, keyed by the name each looks its recipe up by. */
export const recipes = {};

export const slotRecipes = { menu: menuSlotRecipe };
