import { cartesianOptions, horizontalGradient, pluginOptions, verticalGradient, withAlpha } from './chart-options';
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

  it('draws every filled area before any line, so a fill never hides the next series', () => {
    const options = cartesianOptions<'line'>(themeOf(false, false), {}, undefined);
    expect(options.plugins?.filler?.drawTime).toBe('beforeDatasetsDraw');
  });

  it('puts the value axis on given bounds and step instead of from zero', () => {
    const options = cartesianOptions<'bar'>(
      themeOf(false, false),
      { valueRange: { min: 110, max: 130, step: 5 } },
      undefined,
    );
    expect(options.scales?.['y']).toMatchObject({ beginAtZero: false, min: 110, max: 130, ticks: { stepSize: 5 } });
    expect(cartesianOptions<'bar'>(themeOf(false, false), {}, undefined).scales?.['y']).toMatchObject({
      beginAtZero: true,
    });
  });

  it.each([
    [false, true, 'center'],
    [true, false, 'center'],
    [true, true, 'inner'],
  ])('keeps edge labels inside the plot (rtl=%s, labels at edges=%s): %s', (rtl, labelsAtEdges, align) => {
    const options = cartesianOptions<'line'>(themeOf(rtl, false), { labelsAtEdges }, undefined);
    expect(options.scales?.['x']?.ticks).toMatchObject({ align });
  });

  it('formats tooltip figures with the given formatter', () => {
    const plugins = pluginOptions(themeOf(false, false), true, (value) => `$${value}`);
    expect(plugins.tooltip.callbacks.label({ raw: 12, dataset: { label: 'Sales' } })).toBe('Sales: $12');
    expect(plugins.tooltip.callbacks.label({ raw: 3, dataset: {} })).toBe('$3');
  });
});

describe('gradients', () => {
  it.each([
    ['#2563eb', 0.5, 'rgba(37, 99, 235, 0.5)'],
    ['#fff', 0, 'rgba(255, 255, 255, 0)'],
    ['rgb(1 2 3)', 0.5, 'rgb(1 2 3)'],
  ])('fades %s to alpha %s', (color, alpha, expected) => {
    expect(withAlpha(color, alpha)).toBe(expected);
  });

  function fakeChart(chartArea: { top: number; bottom: number; left: number; right: number } | null) {
    const stops: [number, string][] = [];
    const createLinearGradient = jest.fn(() => ({
      addColorStop: (offset: number, color: string) => stops.push([offset, color]),
    })) as unknown as CanvasRenderingContext2D['createLinearGradient'];
    return { chart: { ctx: { createLinearGradient }, chartArea }, stops, createLinearGradient };
  }

  it('fills from the colour at the top of the plot area to transparent at its foot', () => {
    const target = fakeChart({ top: 10, bottom: 210, left: 0, right: 300 });
    verticalGradient('#2563eb')(target);
    expect(target.createLinearGradient).toHaveBeenCalledWith(0, 10, 0, 210);
    expect(target.stops).toEqual([
      [0, 'rgba(37, 99, 235, 0.55)'],
      [1, 'rgba(37, 99, 235, 0)'],
    ]);
  });

  it('uses a plain tint before chart.js has laid the plot area out', () => {
    expect(verticalGradient('#2563eb')(fakeChart(null))).toBe('rgba(37, 99, 235, 0.55)');
  });

  it.each([
    [false, [20, 0, 300, 0]],
    [true, [300, 0, 20, 0]],
  ])('strokes from the first colour in reading order (rtl: %s)', (rtl, line) => {
    const target = fakeChart({ top: 0, bottom: 100, left: 20, right: 300 });
    horizontalGradient('#111111', '#222222', rtl)(target);
    expect(target.createLinearGradient).toHaveBeenCalledWith(...line);
    expect(target.stops).toEqual([
      [0, '#111111'],
      [1, '#222222'],
    ]);
  });
});
