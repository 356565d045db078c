import { popoverSlotRecipe, tooltipSlotRecipe } from '@chakra-ui/react/theme';

/** Recipes of the components `@restaurant/shared/ui-popover` re-exports, keyed by the name each looks its recipe up by. */
export const recipes = {};

export const slotRecipes = { popover: popoverSlotRecipe, tooltip: tooltipSlotRecipe };
