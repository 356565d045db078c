import { Chart } from 'chart.js';
import { appSystem, FONT_STACKS } from '@restaurant/shared/system';
import { CHART_FONT } from './register-charts';

describe('the charts’ font', () => {
  it('is the theme’s typeface: chart.js’ default names the family of the `fonts.body` token', () => {
    expect(Chart.defaults.font.family).toBe(CHART_FONT.family);
    expect(Chart.defaults.font.family).toBe(appSystem().token('fonts.body'));
    expect(Chart.defaults.font.family).toBe(FONT_STACKS.body);
    expect(Chart.defaults.font.family).toMatch(/^"Noto Sans Variable", /);
  });
});
