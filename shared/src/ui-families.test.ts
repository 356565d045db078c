import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appSystem } from '@restaurant/shared/system';

interface FamilyRecipes {
  recipes: Record<string, unknown>;
  slotRecipes: Record<string, unknown>;
}

const sharedPackage = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

/** The lazily loaded UI families (`ui-form`, `ui-menu`...): `ui` is the first page's, `ui-demo` has its own test. */
const families = Object.keys(sharedPackage.exports)
  .filter((key) => key.startsWith('./ui-') && key !== './ui-demo')
  .map((key) => key.slice(2));

const recipesOf = (family: string): FamilyRecipes => jest.requireActual<FamilyRecipes>(`./${family}/recipes`);

describe('UI families', () => {
  it('keeps every family recipe out of the first-page system until its family loads', () => {
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./system/system')>('./system/system').appSystem();
      expect(fresh.isSlotRecipe('card')).toBe(true);
      for (const family of families) {
        const { recipes, slotRecipes } = recipesOf(family);
        for (const key of Object.keys(slotRecipes)) expect(fresh.isSlotRecipe(key)).toBe(false);
        for (const key of Object.keys(recipes)) expect(fresh.isRecipe(key)).toBe(false);
      }
    });
  });

  it.each(families)('%s adds the recipes of the components it re-exports to the one shared system', async (family) => {
    const { recipes, slotRecipes } = recipesOf(family);
    expect(Object.keys(recipes).length + Object.keys(slotRecipes).length).toBeGreaterThan(0);
    await import(`@restaurant/shared/${family}`);
    for (const key of Object.keys(slotRecipes)) expect(appSystem().isSlotRecipe(key)).toBe(true);
    for (const key of Object.keys(recipes)) expect(appSystem().isRecipe(key)).toBe(true);
    expect(appSystem().isSlotRecipe('card')).toBe(true);
  });
});
