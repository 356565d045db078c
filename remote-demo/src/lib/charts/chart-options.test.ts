import { cartesianOptions, pluginOptions } from './chart-options';
import { chartThemeFrom } from './chart-theme';

const themeOf = (rtl: boolean, reducedMotion: boolean) =>
  chartThemeFrom((name) => `<${name}>`, { theme: 'green', dark: false, rtl, reducedMotion });

describe('chart options', () => {
  it.each([
    [false, 'ltr', false, 'left'],
    [true, 'rtl', true, 'right'],
  ])('lays legend, tooltip and axes out for rtl=%s', (rtl, direction, reverse, yPosition) => {
    const theme = themeOf(rtl, false);
    const plugins = pluginOptions(theme, true, undefined);
    expect(plugins.legend).toMatchObject({ rtl, textDirection: direction });
    expect(plugins.tooltip).toMatchObject({ rtl, textDirection: direction });
    const options = cartesianOptions<'bar'>(theme, {}, undefined);
    expect(options.scales?.['x']).toMatchObject({ reverse });
    expect(options.scales?.['y']).toMatchObject({ position: yPosition });
  });

  it('draws at once when motion is reduced', () => {
    expect(cartesianOptions<'line'>(themeOf(false, true), {}, undefined).animation).toBe(false);
    expect(cartesianOptions<'line'>(themeOf(false, false), {}, undefined).animation).toEqual({ duration: 600 });
  });

  it('hides axes and legend of a sparkline', () => {
    const options = cartesianOptions<'bar'>(themeOf(false, false), { compact: true }, undefined);
    expect(options.scales?.['x']?.display).toBe(false);
    expect(options.plugins?.legend?.display).toBe(false);
  });

  it('formats tooltip figures with the given formatter', () => {
    const plugins = pluginOptions(themeOf(false, false), true, (value) => `$${value}`);
    expect(plugins.tooltip.callbacks.label({ raw: 12, dataset: { label: 'Sales' } })).toBe('Sales: $12');
    expect(plugins.tooltip.callbacks.label({ raw: 3, dataset: {} })).toBe('$3');
  });
});
