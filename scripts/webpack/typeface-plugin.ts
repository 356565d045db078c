import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, WebpackPluginInstance } from 'webpack';
import {
  FALLBACK_FONT_FACES,
  LANGUAGE_TYPEFACE_META,
  PRELOADED_FONT,
  WEB_FONTS,
  type WebFont,
} from '../../shared/src/system/typeface';
import { ROOT_DIR } from '../lib/front-ends';

/** The font packages are the shared package's dependencies: resolved from there. */
const requireFromShared = createRequire(path.join(ROOT_DIR, 'shared', 'package.json'));

interface FontFile {
  /** The emitted file's name under the build's output: `fonts/noto-sans-latin-wght-normal.0123456789.woff2`. */
  name: string;
  bytes: Buffer;
}

interface Face {
  font: WebFont;
  subset: string;
  unicodeRange: string;
  file: FontFile;
}

/** Content-hashed, so the site serves it immutable (`CONTENT_HASHED`) and a new version of the font is a new URL. */
function hashedName(folder: string, base: string, extension: string, content: Buffer | string): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  return `${folder}/${base}.${hash}${extension}`;
}

function declaredSubsets(font: WebFont, ranges: Record<string, string>): string[] {
  if (font.subsets !== 'numbered') return [...font.subsets];
  return Object.keys(ranges)
    .filter((subset) => /^\[\d+\]$/.test(subset))
    .sort((a, b) => Number(a.slice(1, -1)) - Number(b.slice(1, -1)));
}

/** Every face the site declares for one family: its package's files and unicode ranges, for the subsets it names. */
function facesOf(font: WebFont): Face[] {
  const ranges = requireFromShared(`${font.source}/unicode.json`) as Record<string, string>;
  return declaredSubsets(font, ranges).map((subset) => {
    const unicodeRange = ranges[subset];
    if (!unicodeRange) throw new Error(`${font.source} has no subset ${subset}`);
    const base = `${font.id}-${subset.replace(/^\[(\d+)\]$/, '$1')}-wght-normal`;
    const bytes = readFileSync(requireFromShared.resolve(`${font.source}/files/${base}.woff2`));
    return { font, subset, unicodeRange, file: { name: hashedName('fonts', base, '.woff2', bytes), bytes } };
  });
}

/** One `@font-face` rule: every weight from the one variable file, text shown at once in the fallback meanwhile. */
function fontFaceRule(face: Face, publicPath: string): string {
  return [
    '@font-face{',
    `font-family:"${face.font.family}";`,
    'font-style:normal;',
    'font-display:swap;',
    'font-weight:100 900;',
    `src:url(${publicPath}${face.file.name}) format("woff2");`,
    `unicode-range:${face.unicodeRange};`,
    '}',
  ].join('');
}

/** The fallbacks' rules written compactly: they go into every page. */
const compactCss = (css: string) => css.replace(/\s*\n\s*/g, '').replace(/:\s+/g, ':');

/**
 * Ships the restaurant's typeface (`shared/src/system/typeface.ts`) with a page: emits the WOFF2 files of its
 * families, content-hashed, under `fonts/`, and writes into the page's head the `@font-face` rules of the families
 * every page needs (with the metric-matched fallbacks), a preload of the one file every page shows first, and, per
 * language whose faces are too many to inline (Chinese), a `<meta>` naming the stylesheet of its rules, also emitted.
 * The rules are in the page, not in a script: the static shell and a server-rendered page draw in the typeface
 * before any JavaScript has run.
 */
export class TypefacePlugin implements WebpackPluginInstance {
  private readonly faces = Object.values(WEB_FONTS).flatMap(facesOf);

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    const publicPath = '/';
    const pageFaces = this.faces.filter((face) => face.font.declaredFor === 'every-page');
    const pageCss = [...pageFaces.map((face) => fontFaceRule(face, publicPath)), compactCss(FALLBACK_FONT_FACES)];
    const languageStylesheets = Object.values(WEB_FONTS)
      .filter((font) => font.declaredFor !== 'every-page')
      .map((font) => {
        const css = this.faces
          .filter((face) => face.font === font)
          .map((face) => fontFaceRule(face, publicPath))
          .join('\n');
        return { language: font.declaredFor, css, name: hashedName('fonts', font.id, '.css', css) };
      });
    const preloaded = this.faces.find(
      (face) => face.font === PRELOADED_FONT.font && face.subset === PRELOADED_FONT.subset,
    );
    if (!preloaded) throw new Error(`no face for the preloaded ${PRELOADED_FONT.font.family} ${PRELOADED_FONT.subset}`);

    compiler.hooks.thisCompilation.tap(TypefacePlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: TypefacePlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const { file } of this.faces) {
            compilation.emitAsset(file.name, new sources.RawSource(file.bytes), { immutable: true });
          }
          for (const stylesheet of languageStylesheets) {
            compilation.emitAsset(stylesheet.name, new sources.RawSource(stylesheet.css), { immutable: true });
          }
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(TypefacePlugin.name, (groups) => {
        const tag = (tagName: string, attributes: Record<string, string | boolean>, innerHTML?: string) =>
          HtmlWebpackPlugin.createHtmlTagObject(tagName, attributes, innerHTML);
        groups.headTags.unshift(
          tag('link', {
            rel: 'preload',
            href: `${publicPath}${preloaded.file.name}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: 'anonymous',
          }),
          tag('style', {}, pageCss.join('')),
          ...languageStylesheets.map((stylesheet) =>
            tag('meta', {
              name: LANGUAGE_TYPEFACE_META,
              'data-language': stylesheet.language,
              content: `${publicPath}${stylesheet.name}`,
            }),
          ),
        );
        return groups;
      });
    });
  }
}
