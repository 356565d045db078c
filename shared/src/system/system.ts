import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
// Named re-exports of the theme entry only: webpack follows them to their own files (the package has no side
// effects). The entry's `tokens`/`semanticTokens` objects are built in the entry file itself, next to a config that
// holds every recipe, so those come from a local copy instead.
import { animationStyles, breakpoints, globalCss, layerStyles, textStyles } from '@chakra-ui/react/theme';
import { THEME_NAMES } from '@restaurant/shared';
import { accessibleColorsConfig } from './accessible-colors';
import { keyframes, semanticTokens, tokens } from './chakra-tokens';
import { colorTokens, semanticColorTokens } from './palettes';
import { recipes, slotRecipes } from './recipes';
import { shadowLevels } from './shadows';

/** The customizer's border radius (px) before the store says otherwise. */
export const DEFAULT_BORDER_RADIUS = 7;

/** CSS variables the theme provider writes on <html> from the customizer. */
export const RADIUS_VARIABLE = '--app-radius';

const paletteSelectors = Object.fromEntries(
  THEME_NAMES.map((theme) => [`html[data-color-theme=${theme}]`, { colorPalette: theme }]),
);

const appConfig = defineConfig({
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  preflight: true,
  globalCss: {
    ...globalCss,
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
let hydrating: SystemContext | undefined;

/**
 * The one Chakra system, built on the first call. Building it (the token dictionary, its CSS variables, the global CSS)
 * is the longest piece of work on a phone before the first page hydrates, so it is not done while this module is
 * evaluated: the host calls this in a task of its own, after the task that evaluated the system's modules, and neither
 * task blocks the page as long as both together would.
 */
export function appSystem(): SystemContext {
  // createSystem merges its configs itself: merging them before would deep-clone every recipe twice.
  built ??= createSystem(defaultBaseConfig, appConfig, accessibleColorsConfig);
  return built;
}

/**
 * The global CSS a page the server did not render inserts with its first render. Chakra builds it when it is first
 * read (in the browser: scripts/webpack/loaders/lazy-chakra-global.ts), so calling this before that render builds it
 * in a task of the caller's choosing rather than inside the render, the page's longest task.
 */
export function appGlobalCss(): SystemContext['_global'] {
  return appSystem()._global;
}

/**
 * The system for hydrating a page the server rendered. Its global CSS (preflight, global styles, one variable per
 * token) is in the page already, in the server's style element, which emotion leaves in place: ChakraProvider is
 * handed none, so the browser never builds it (the browser build of Chakra builds it on first read, see
 * scripts/webpack/loaders/lazy-chakra-global.ts). Everything else is the one system's.
 */
export function hydratingSystem(): SystemContext {
  hydrating ??= Object.create(appSystem(), { _global: { value: [] } }) as SystemContext;
  return hydrating;
}
