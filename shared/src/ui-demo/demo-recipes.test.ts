import { appSystem } from '@restaurant/shared/system';
import { demoRecipes, demoSlotRecipes } from './demo-recipes';

describe('ui-demo recipes', () => {
  it('adds every recipe of the components ui-demo re-exports to the one shared system when it is imported', async () => {
    await import('./index');
    for (const key of Object.keys(demoSlotRecipes)) expect(appSystem().isSlotRecipe(key)).toBe(true);
    for (const key of Object.keys(demoRecipes)) expect(appSystem().isRecipe(key)).toBe(true);
  });
});
