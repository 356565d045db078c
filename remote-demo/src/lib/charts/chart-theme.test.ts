import { THEME_NAMES, type ThemeName } from '@restaurant/shared';
import { seriesColor } from './chart-options';
import { chartThemeFrom, seriesPalettes, type ChartThemeContext } from './chart-theme';

/** A page whose CSS variables are named after themselves, so a test sees which variable each colour came from. */
const echo = (name: string) => `<${name}>`;
const light: ChartThemeContext = { theme: 'blue', dark: false, rtl: false, reducedMotion: false };

describe('seriesPalettes', () => {
  it.each(THEME_NAMES)('starts with the %s theme and uses every other palette once', (theme) => {
    const palettes = seriesPalettes(theme);
    expect(palettes[0]).toBe(theme);
    expect(new Set(palettes).size).toBe(THEME_NAMES.length);
  });
});

describe('chartThemeFrom', () => {
  it.each<[ThemeName, boolean, string, string]>([
    ['blue', false, '--chakra-colors-blue-600', '--chakra-colors-blue-200'],
    ['blue', true, '--chakra-colors-blue-400', '--chakra-colors-blue-800'],
    ['purple', false, '--chakra-colors-purple-600', '--chakra-colors-purple-200'],
    ['orange', true, '--chakra-colors-orange-400', '--chakra-colors-orange-800'],
    // `aqua` is Chakra's teal scale under the theme's name.
    ['aqua', false, '--chakra-colors-teal-600', '--chakra-colors-teal-200'],
  ])('draws the %s theme (dark: %s) with %s, tinted %s', (theme, dark, first, muted) => {
    const chartTheme = chartThemeFrom(echo, { ...light, theme, dark });
    expect(chartTheme.series[0]).toBe(`<${first}>`);
    expect(chartTheme.primaryMuted).toBe(`<${muted}>`);
    expect(chartTheme.series).toHaveLength(THEME_NAMES.length);
  });

  it.each([
    ['text', '--chakra-colors-fg'],
    ['mutedText', '--chakra-colors-fg-muted'],
    ['grid', '--chakra-colors-border-muted'],
    ['tooltipBackground', '--chakra-colors-bg-inverted'],
    ['tooltipText', '--chakra-colors-fg-inverted'],
    ['surface', '--chakra-colors-bg-panel'],
  ] as const)('takes %s from the semantic token %s', (key, variable) => {
    expect(chartThemeFrom(echo, light)[key]).toBe(`<${variable}>`);
  });

  it.each([
    [false, '#09090b', '#18181b'],
    [true, '#fafafa', '#fafafa'],
  ])('falls back to readable colours when the page has no variables (dark: %s)', (dark, text, tooltip) => {
    const chartTheme = chartThemeFrom(() => '  ', { ...light, dark });
    expect(chartTheme.text).toBe(text);
    expect(chartTheme.tooltipBackground).toBe(tooltip);
  });

  it.each([
    [{ rtl: true, reducedMotion: false }, true, true],
    [{ rtl: false, reducedMotion: true }, false, false],
  ])('follows direction and motion %o', (context, rtl, animate) => {
    const chartTheme = chartThemeFrom(echo, { ...light, ...context });
    expect(chartTheme.rtl).toBe(rtl);
    expect(chartTheme.animate).toBe(animate);
  });

  it('colours a muted series with the tint and the others with the palettes in turn', () => {
    const chartTheme = chartThemeFrom(echo, light);
    expect(seriesColor(chartTheme, { label: 'a', values: [], tone: 'muted' }, 0)).toBe(chartTheme.primaryMuted);
    expect(seriesColor(chartTheme, { label: 'b', values: [] }, 1)).toBe(chartTheme.series[1]);
    expect(seriesColor(chartTheme, { label: 'c', values: [] }, THEME_NAMES.length)).toBe(chartTheme.series[0]);
  });

  it.each([
    [false, '--chakra-colors-green-600', '--chakra-colors-red-600'],
    [true, '--chakra-colors-green-400', '--chakra-colors-red-400'],
  ])('draws rising and falling candles green and red whatever the theme (dark: %s)', (dark, rise, fall) => {
    const chartTheme = chartThemeFrom(echo, { ...light, theme: 'purple', dark });
    expect(chartTheme.rise).toBe(`<${rise}>`);
    expect(chartTheme.fall).toBe(`<${fall}>`);
  });
});
