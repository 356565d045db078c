import { THEME_NAMES } from '../stores/customizer-store';
import { appSystem } from './system';

type Mode = '_light' | '_dark';
const MODES: ReadonlyArray<[string, Mode]> = [
  ['light', '_light'],
  ['dark', '_dark'],
];
/** WCAG AA for normal-size text. */
const AA_TEXT = 4.5;

/** The hex colour a colour token paints in `mode`, following semantic tokens to the scale they name. */
function hexOf(name: string, mode: Mode): string {
  const token = appSystem().tokens.getByName(`colors.${name}`);
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

/** `share` of `top` painted over `bottom`, as Chakra's `colorPalette.solid/90` (a solid button's hover) on the page. */
function mixedHex(top: string, bottom: string, share: number, mode: Mode): string {
  const [topHex, bottomHex] = [hexOf(top, mode), hexOf(bottom, mode)];
  const channel = (hex: string, start: number) => parseInt(hex.slice(start, start + 2), 16);
  return `#${[1, 3, 5]
    .map((start) => Math.round(channel(topHex, start) * share + channel(bottomHex, start) * (1 - share)))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

function contrastOfHexes(first: string, second: string): number {
  const [lighter, darker] = [first, second].map(relativeLuminance).sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

function contrast(foreground: string, background: string, mode: Mode): number {
  return contrastOfHexes(hexOf(foreground, mode), hexOf(background, mode));
}

/** Every colour theme of the customizer (green and orange are also the status badges' palettes), plus red. */
const PALETTES = [...THEME_NAMES, 'red'];
const PAGE_BACKGROUNDS = ['bg', 'bg.subtle', 'bg.panel'];
const TEXT_TOKENS = ['fg', 'fg.muted', 'fg.subtle', 'fg.error', 'fg.warning', 'fg.success', 'fg.info'];

describe.each(MODES)('colour contrast in %s mode', (_modeName, mode) => {
  it.each(PALETTES)('%s: the solid colour’s contrast text reaches 4.5:1 (solid buttons and badges)', (palette) => {
    expect(contrast(`${palette}.contrast`, `${palette}.solid`, mode)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(PALETTES)(
    '%s: a solid button under the pointer (the solid at 90 %% over the page) still reaches 4.5:1',
    (palette) => {
      const hovered = mixedHex(`${palette}.solid`, 'bg', 0.9, mode);
      expect(contrastOfHexes(hexOf(`${palette}.contrast`, mode), hovered)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

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
