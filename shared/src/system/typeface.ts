import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import courierNew from '@capsizecss/metrics/courierNew';
import notoSans from '@capsizecss/metrics/notoSans';
import notoSansMono from '@capsizecss/metrics/notoSansMono';
import roboto from '@capsizecss/metrics/roboto';
import type { Language } from '../stores/customizer-store';

/**
 * The restaurant's typeface: Noto Sans, shipped by the site itself (WOFF2 files of the `@fontsource-variable`
 * packages, content-hashed and served immutable), so every page, chart and screenshot draws the same glyphs on every
 * device whatever fonts it has. Why Noto Sans (CONVENTIONS, "Typeface"): designed for Vietnamese (stacked diacritics
 * such as ầ, ặ, ữ at every weight), one design across the scripts the site speaks (Noto Sans Arabic, Noto Sans SC),
 * and variable: one file per subset holds every weight, so a page in Vietnamese and English needs two files.
 *
 * This module is data: the theme reads the font stacks, the build (`scripts/webpack/typeface-plugin.ts`) reads the
 * families to emit their files and `@font-face` rules into the page.
 */
export interface WebFont {
  /** The CSS family of the faces the site declares (the package's own name for it). */
  family: string;
  /** The `@fontsource-variable` package its files and unicode ranges come from. */
  source: string;
  /** The package's file names start with it: `files/<id>-<subset>-wght-normal.woff2`. */
  id: string;
  /**
   * The package's subsets declared, in the order their rules are written. Where two ranges overlap (latin-ext and
   * vietnamese share đ, ơ, ư, ₫...), the rule written last is tried first, so vietnamese follows latin-ext: a page in
   * Vietnamese downloads the 14 KB Vietnamese file, not the 168 KB latin-ext one. `'numbered'`: every numbered slice
   * (the CJK packages cut their glyphs in about a hundred).
   */
  subsets: readonly string[] | 'numbered';
  /**
   * Where its rules are: in every page's head, or, for a script whose rules alone weigh more than a page (Chinese: 100
   * slices, 31 KB of CSS gzipped), in a stylesheet the app adds when that language shows (`useLanguageTypeface`).
   */
  declaredFor: 'every-page' | Language;
}

export const WEB_FONTS = {
  sans: {
    family: 'Noto Sans Variable',
    source: '@fontsource-variable/noto-sans',
    id: 'noto-sans',
    subsets: ['latin-ext', 'vietnamese', 'latin'],
    declaredFor: 'every-page',
  },
  arabic: {
    family: 'Noto Sans Arabic Variable',
    source: '@fontsource-variable/noto-sans-arabic',
    id: 'noto-sans-arabic',
    subsets: ['arabic'],
    declaredFor: 'every-page',
  },
  chinese: {
    family: 'Noto Sans SC Variable',
    source: '@fontsource-variable/noto-sans-sc',
    id: 'noto-sans-sc',
    subsets: 'numbered',
    declaredFor: 'ch',
  },
  mono: {
    family: 'Noto Sans Mono Variable',
    source: '@fontsource-variable/noto-sans-mono',
    id: 'noto-sans-mono',
    subsets: ['latin-ext', 'vietnamese', 'latin'],
    declaredFor: 'every-page',
  },
} as const satisfies Record<string, WebFont>;

/**
 * The page names the stylesheet of a language's own faces in `<meta name="typeface-stylesheet" data-language content>`
 * (`useLanguageTypeface` adds it when the language shows).
 */
export const LANGUAGE_TYPEFACE_META = 'typeface-stylesheet';

/** The one file every page shows text in from its first paint: preloaded by the page. */
export const PRELOADED_FONT = { font: WEB_FONTS.sans, subset: 'latin' } as const;

/** Liberation Sans, on many Linux desktops, is Arial's metric-compatible twin: the same figures. */
const liberationSans = {
  ...arial,
  familyName: 'Liberation Sans',
  fullName: 'Liberation Sans',
  postscriptName: 'LiberationSans',
};

/**
 * Until a web font has arrived (`font-display: swap`), text is drawn in a local font resized to its metrics
 * (capsize's `createFontStack`: size-adjust and ascent/descent overrides), so the swap moves nothing: Arial on Windows
 * and macOS, Roboto on Android, Liberation Sans on Linux.
 */
const sansStack = createFontStack([{ ...notoSans, familyName: WEB_FONTS.sans.family }, arial, roboto, liberationSans]);
const monoStack = createFontStack([{ ...notoSansMono, familyName: WEB_FONTS.mono.family }, courierNew]);

/** Emoji are the device's own (a colour emoji font is megabytes): last in the text's stack. */
const EMOJI_FAMILIES = '"Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"';

const quoted = (family: string) => `"${family}"`;

/**
 * A stack: the family, then the scripts it lacks in their own shipped families, then its metric-matched fallbacks and
 * the generic family.
 */
function stackOf(stack: { fontFamily: string }, generic: string): string {
  const [family, ...fallbacks] = stack.fontFamily.split(', ');
  return [family, quoted(WEB_FONTS.arabic.family), quoted(WEB_FONTS.chinese.family), ...fallbacks, generic].join(', ');
}

/**
 * The theme's `fonts` tokens. Arabic and Chinese characters are in none of the Noto Sans (or Mono) faces' ranges, so
 * they fall through to the script's own family, next in the stack: an Arabic text in a code block too.
 */
export const FONT_STACKS = {
  body: `${stackOf(sansStack, 'sans-serif')}, ${EMOJI_FAMILIES}`,
  mono: stackOf(monoStack, 'monospace'),
} as const;

/** The metric-matched local faces the stacks name: declared in the page beside the web fonts' rules. */
export const FALLBACK_FONT_FACES = `${sansStack.fontFaces}\n${monoStack.fontFaces}`;
