import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
// Chakra's default theme, from the package's documented `theme` entry: the same tokens, recipes and styles its
// `defaultConfig` is made of. Not `defaultConfig` itself: importing it also builds Chakra's own `defaultSystem`, which
// this app never uses, while the page loads.
import {
  animationStyles,
  breakpoints,
  globalCss,
  keyframes,
  layerStyles,
  recipes,
  semanticTokens,
  slotRecipes,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { THEME_NAMES } from '@restaurant/shared';
import { accessibleColorsConfig } from './accessible-colors';
import { RADIUS_VARIABLE } from './document-theme';
import { colorTokens, semanticColorTokens } from './palettes';
import { customizerRecipesConfig } from './recipes';
import { shadowLevels } from './shadows';
import { FONT_STACKS } from './typeface';

/** The customizer's border radius (px) before the store says otherwise. */
export const DEFAULT_BORDER_RADIUS = 7;

const paletteSelectors = Object.fromEntries(
  THEME_NAMES.map((theme) => [`html[data-color-theme=${theme}]`, { colorPalette: theme }]),
);

/**
 * Chakra's default theme with the app's palettes, shadows and radii. Every recipe of Chakra's theme is in it, so a
 * Chakra component a `ui-*` family re-exports finds its recipe whenever its family loads.
 */
const appConfig = defineConfig({
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  preflight: true,
  globalCss: {
    ...globalCss,
    // Chakra's default asks every element for Inter's character variant 11; the restaurant's typeface is drawn as
    // designed.
    '*': { ...globalCss['*'], fontFeatureSettings: 'normal' },
    html: {
      ...globalCss['html'],
      // The colour theme is a palette switch on <html>: every recipe using `colorPalette.*` follows it.
      colorPalette: 'blue',
      '--app-card-shadow': 'shadows.level3',
      [RADIUS_VARIABLE]: `${DEFAULT_BORDER_RADIUS}px`,
    },
    ...paletteSelectors,
    'html[data-card-shadow=off]': { '--app-card-shadow': 'none' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: colorTokens,
      // The typeface the site ships (typeface.ts): headings and text in one family, codes in its mono sibling.
      fonts: {
        heading: { value: FONT_STACKS.body },
        body: { value: FONT_STACKS.body },
        mono: { value: FONT_STACKS.mono },
      },
      shadows: { ...shadowLevels, card: { value: 'var(--app-card-shadow)' } },
      radii: { ...tokens.radii, card: { value: `var(${RADIUS_VARIABLE})` } },
    },
    semanticTokens: {
      ...semanticTokens,
      colors: semanticColorTokens,
      // Recipes round their corners with l1..l3: tie them to the customizer's radius.
      radii: {
        l1: { value: `calc(var(${RADIUS_VARIABLE}) * 0.4)` },
        l2: { value: `calc(var(${RADIUS_VARIABLE}) * 0.7)` },
        l3: { value: `var(${RADIUS_VARIABLE})` },
      },
    },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

let built: SystemContext | undefined;

/**
 * The one Chakra system, built on the first call. Building it (the token dictionary, its CSS variables, the global CSS)
 * is the longest piece of work on a phone before the first page renders, so it is not done while this module is
 * evaluated: the host calls this in a task of its own, after the task that evaluated the system's modules, and neither
 * task blocks the page as long as both together would.
 */
export function appSystem(): SystemContext {
  // createSystem merges its configs itself: merging them before would deep-clone every recipe twice.
  built ??= createSystem(defaultBaseConfig, appConfig, customizerRecipesConfig, accessibleColorsConfig);
  return built;
}
