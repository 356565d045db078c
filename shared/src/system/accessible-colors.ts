import { defineConfig, defineSemanticTokens } from '@chakra-ui/react';

/**
 * A 700-shade solid: white text on it reads at 6.5:1 or more, where the 600 shade gave 3.3–5.2:1 — and a solid
 * button's hover (the solid at 90 % over the page) stays above 4.5:1 (blue and red fell to 4.3:1).
 */
const darkerSolid = (palette: string) => ({
  solid: { value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.700}` } },
});

/**
 * Chakra's default colours that fail WCAG AA for text (4.5:1) on this site's backgrounds (bg, bg.subtle, bg.panel
 * in light and dark), found by the axe sweep of every route, each replaced by the nearest shade of its own scale
 * that passes in both modes:
 * - the solids of green, teal (the aqua theme) and cyan under white text: their 700 shade; blue and red too, whose
 *   600 passes at rest but not under the pointer (Chakra's solid hover lightens it to 90 %);
 * - orange keeps its bright solid but with black text, as Chakra's dark mode already does (5.9:1 instead of 3.6:1);
 * - `fg.subtle` (2.6:1 in light, 3.7–4.1:1 in dark): one step towards `fg`;
 * - the light-mode status texts `fg.error`, `fg.warning`, `fg.success` (3.0–3.8:1): the 700 shade, which their
 *   palette's own `fg` already uses.
 */
const accessibleSemanticColors = defineSemanticTokens.colors({
  fg: {
    subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
    error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
    warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
    success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
  },
  green: darkerSolid('green'),
  teal: darkerSolid('teal'),
  aqua: darkerSolid('teal'),
  cyan: darkerSolid('cyan'),
  blue: darkerSolid('blue'),
  red: darkerSolid('red'),
  orange: { contrast: { value: { _light: '{colors.black}', _dark: '{colors.black}' } } },
});

/** Merged over the app's config (deeply: only these tokens change). */
export const accessibleColorsConfig = defineConfig({
  theme: { semanticTokens: { colors: accessibleSemanticColors } },
});
