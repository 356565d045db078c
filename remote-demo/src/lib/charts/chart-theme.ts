import { THEME_NAMES, type ThemeName } from '@restaurant/shared';

/**
 * The colours and directions every demo chart is drawn with, for one colour theme, mode and direction (the font is
 * chart.js' default, the theme's typeface: register-charts.ts).
 */
export interface ChartTheme {
  /** Dataset colours, the colour theme's own first, then contrasting palettes (never the theme's twice). */
  series: readonly string[];
  /** A light tint of the theme colour: the second bar of a pair, a doughnut's quiet segment. */
  primaryMuted: string;
  /** Axis labels and legend text. */
  text: string;
  mutedText: string;
  grid: string;
  tooltipBackground: string;
  tooltipText: string;
  /** Candles that closed higher / lower than they opened (green and red, whatever the colour theme). */
  rise: string;
  fall: string;
  /** The card background: doughnut segment borders blend into it. */
  surface: string;
  rtl: boolean;
  /** False when the visitor asked for reduced motion: charts draw at once. */
  animate: boolean;
}

export interface ChartThemeContext {
  theme: ThemeName;
  dark: boolean;
  rtl: boolean;
  reducedMotion: boolean;
}

/** Reads a CSS custom property as it is computed on the page (empty when it is not set). */
export type CssVariableReader = (name: string) => string;

/** The palettes that follow the theme's own in a chart's series: the other colour themes, in the customizer's order. */
export function seriesPalettes(theme: ThemeName): readonly ThemeName[] {
  return [theme, ...THEME_NAMES.filter((name) => name !== theme)];
}

/**
 * The theme's palettes under the names Chakra gives their CSS variables (`aqua` is the teal scale under the theme's
 * own name, and only the current palette is mirrored as `color-palette`).
 */
function paletteVariable(palette: ThemeName, step: string): string {
  return `--chakra-colors-${palette === 'aqua' ? 'teal' : palette}-${step}`;
}

/**
 * What a chart is drawn with, from the theme's CSS variables as the page computed them: the six colour themes and
 * dark mode re-colour every chart with no colour written here. The fallbacks are only for a page without the design
 * system's stylesheet (a unit test): Chakra's light blue theme.
 */
export function chartThemeFrom(read: CssVariableReader, context: ChartThemeContext): ChartTheme {
  const value = (name: string, fallback: string) => read(name).trim() || fallback;
  // Dark mode draws with the palette's lighter steps, as Chakra's own `solid` tokens do.
  const step = context.dark ? '400' : '600';
  return {
    series: seriesPalettes(context.theme).map((palette) => value(paletteVariable(palette, step), '#2563eb')),
    primaryMuted: value(paletteVariable(context.theme, context.dark ? '800' : '200'), '#bfdbfe'),
    text: value('--chakra-colors-fg', context.dark ? '#fafafa' : '#09090b'),
    mutedText: value('--chakra-colors-fg-muted', context.dark ? '#a1a1aa' : '#52525b'),
    grid: value('--chakra-colors-border-muted', context.dark ? '#27272a' : '#f4f4f5'),
    tooltipBackground: value('--chakra-colors-bg-inverted', context.dark ? '#fafafa' : '#18181b'),
    tooltipText: value('--chakra-colors-fg-inverted', context.dark ? '#18181b' : '#fafafa'),
    rise: value(`--chakra-colors-green-${step}`, context.dark ? '#4ade80' : '#16a34a'),
    fall: value(`--chakra-colors-red-${step}`, context.dark ? '#f87171' : '#dc2626'),
    surface: value('--chakra-colors-bg-panel', context.dark ? '#111111' : '#ffffff'),
    rtl: context.rtl,
    animate: !context.reducedMotion,
  };
}
