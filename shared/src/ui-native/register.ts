import type { SlotRecipeConfig } from '@chakra-ui/react';
import { appSystem } from '@restaurant/shared/system';
import { registerRecipes } from '../system/register-recipes';

/**
 * Adds one control's recipe to the one system (the `@restaurant/shared/system` singleton), called where the control is
 * defined: a page bundles, and registers, only the recipes of the controls it renders. Idempotent.
 */
export function registerSlotRecipe(key: string, recipe: SlotRecipeConfig): void {
  registerRecipes(appSystem(), {}, { [key]: recipe });
}
