import { THEME_NAMES } from '../stores/customizer-store';
import { system } from './system';

type Mode = '_light' | '_dark';
const MODES: ReadonlyArray<[string, Mode]> = [
  ['light', '_light'],
  ['dark', '_dark'],
];
/** WCAG AA for normal-size text. */
const AA_TEXT = 4.5;

/** The hex colour a colour token paints in `mode`, following semantic tokens to the scale they name. */
function hexOf(name: string, mode: Mode): string {
  const token = system.tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`no colour token ${name}`);
  const conditional = token.extensions.conditions?.[mode];
  if (conditional === undefined) return token.value;
  const reference = /^\{colors\.(.+)\}$/.exec(conditional);
  return hexOf(reference?.[1] ?? conditional, mode);
}

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string, mode: Mode): number {
  const [lighter, darker] = [hexOf(foreground, mode), hexOf(background, mode)]
    .map(relativeLuminance)
    .sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** Every colour theme of the customizer (green and orange are also the status badges' palettes), plus red. */
const PALETTES = [...THEME_NAMES, 'red'];
const PAGE_BACKGROUNDS = ['bg', 'bg.subtle', 'bg.panel'];
const TEXT_TOKENS = ['fg', 'fg.muted', 'fg.subtle', 'fg.error', 'fg.warning', 'fg.success', 'fg.info'];

describe.each(MODES)('colour contrast in %s mode', (_modeName, mode) => {
  it.each(PALETTES)('%s: the solid colour’s contrast text reaches 4.5:1 (solid buttons and badges)', (palette) => {
    expect(contrast(`${palette}.contrast`, `${palette}.solid`, mode)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(PALETTES)('%s: its text colour reaches 4.5:1 on the page and on its subtle fill', (palette) => {
    for (const background of [...PAGE_BACKGROUNDS, `${palette}.subtle`]) {
      expect(contrast(`${palette}.fg`, background, mode)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it.each(TEXT_TOKENS)('%s reaches 4.5:1 on every page background', (text) => {
    for (const background of PAGE_BACKGROUNDS) {
      expect(contrast(text, background, mode)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });
});
