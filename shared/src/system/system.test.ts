import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { appSystem } from './system';

describe('the Chakra system', () => {
  it('is built once, on first use', () => {
    expect(appSystem()).toBe(appSystem());
  });

  it('writes a CSS variable per token and the customizer switches into its global CSS', () => {
    expect(JSON.stringify(appSystem().getTokenCss())).toContain('--chakra-colors-bg');
    const globalCss = JSON.stringify(appSystem().getGlobalCss());
    expect(globalCss).toContain('html[data-color-theme=aqua]');
    expect(globalCss).toContain('html[data-card-shadow=off]');
  });

  it("holds every recipe of Chakra's theme, so a UI family's components are styled whenever it loads", () => {
    for (const key of Object.keys(chakraRecipes)) expect(appSystem().isRecipe(key)).toBe(true);
    for (const key of Object.keys(chakraSlotRecipes)) expect(appSystem().isSlotRecipe(key)).toBe(true);
  });

  it("rounds and lifts cards as the customizer says, over the rest of Chakra's card recipe", () => {
    const root = appSystem().getSlotRecipeFn('card')()['root'];
    expect(root).toMatchObject({
      '@layer recipes': {
        borderRadius: 'var(--chakra-radii-card)',
        boxShadow: 'var(--chakra-shadows-card)',
        // Chakra's own: its medium size and panel background.
        '--card-padding': 'var(--chakra-spacing-6)',
        background: 'var(--chakra-colors-bg-panel)',
      },
    });
  });
});
