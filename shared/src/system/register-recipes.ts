import type { SystemContext } from '@chakra-ui/react';

/**
 * Adds recipes to the one system. Chakra looks a recipe up in `system._config.theme` each time a component first
 * renders (`getSlotRecipe` reads the live object), and a module calling this when it is evaluated runs before any
 * of its components can render; so the first page carries only the `ui` recipes. Idempotent.
 */
export function registerRecipes(
  system: SystemContext,
  recipes: Record<string, unknown>,
  slotRecipes: Record<string, unknown>,
): void {
  const theme = system._config.theme;
  if (!theme) throw new Error('The Chakra system has no theme to add recipes to');
  theme.recipes = Object.assign(theme.recipes ?? {}, recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, slotRecipes);
}
