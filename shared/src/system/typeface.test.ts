import { FALLBACK_FONT_FACES, FONT_STACKS, PRELOADED_FONT, WEB_FONTS } from './typeface';

/** The families a CSS font-family list names, unquoted. */
const familiesOf = (stack: string) => stack.split(', ').map((family) => family.replace(/^"|"$/g, ''));

describe('the typeface', () => {
  it('draws text and code in the shipped families first, the Arabic and Chinese ones next, the device’s after', () => {
    expect(familiesOf(FONT_STACKS.body).slice(0, 3)).toEqual([
      WEB_FONTS.sans.family,
      WEB_FONTS.arabic.family,
      WEB_FONTS.chinese.family,
    ]);
    expect(familiesOf(FONT_STACKS.mono).slice(0, 3)).toEqual([
      WEB_FONTS.mono.family,
      WEB_FONTS.arabic.family,
      WEB_FONTS.chinese.family,
    ]);
    expect(familiesOf(FONT_STACKS.body)).toContain('sans-serif');
    expect(familiesOf(FONT_STACKS.mono).at(-1)).toBe('monospace');
  });

  it('declares a metric-matched face for every fallback family the stacks name', () => {
    const fallbacks = [...familiesOf(FONT_STACKS.body), ...familiesOf(FONT_STACKS.mono)].filter((family) =>
      family.includes(' Fallback'),
    );
    expect(fallbacks.length).toBeGreaterThanOrEqual(4);
    for (const family of fallbacks) {
      const rule = FALLBACK_FONT_FACES.split('@font-face').find((face) => face.includes(`"${family}"`));
      expect(rule).toMatch(/size-adjust: \d+(\.\d+)?%/);
      expect(rule).toMatch(/src: local\(/);
    }
  });

  it('writes the vietnamese faces after latin-ext, so Vietnamese text is drawn from the small Vietnamese file', () => {
    for (const font of [WEB_FONTS.sans, WEB_FONTS.mono]) {
      expect(font.subsets.indexOf('vietnamese')).toBeGreaterThan(font.subsets.indexOf('latin-ext'));
      // latin last: tried first for the characters every page shows
      expect(font.subsets.at(-1)).toBe('latin');
    }
  });

  it('preloads a face every page declares', () => {
    expect(PRELOADED_FONT.font.declaredFor).toBe('every-page');
    expect(PRELOADED_FONT.font.subsets).toContain(PRELOADED_FONT.subset);
  });
});
