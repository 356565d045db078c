import { system } from '@restaurant/shared/system';
import { extraRecipes, extraSlotRecipes } from './extra-recipes';

describe('ui-extra recipes', () => {
  it('keeps overlay and form recipes out of the first-page system until ui-extra loads', () => {
    jest.isolateModules(() => {
      const { system: fresh } = jest.requireActual<typeof import('../system/system')>('../system/system');
      expect(fresh.isSlotRecipe('card')).toBe(true);
      expect(fresh.isSlotRecipe('menu')).toBe(false);
      expect(fresh.isRecipe('input')).toBe(false);
    });
  });

  it('adds every recipe of the components ui-extra re-exports to the one shared system when it is imported', async () => {
    await import('./index');
    for (const key of Object.keys(extraSlotRecipes)) expect(system.isSlotRecipe(key)).toBe(true);
    for (const key of Object.keys(extraRecipes)) expect(system.isRecipe(key)).toBe(true);
    expect(system.isSlotRecipe('card')).toBe(true);
  });
});
