import type { Page } from '@playwright/test';
import { WEB_FONTS } from '../../shared/src/system/typeface';

/** The families the site ships, as Chromium names the fonts inside their files (without the package's "Variable"). */
export const SHIPPED_FAMILIES: readonly string[] = Object.values(WEB_FONTS).map((font) =>
  font.family.replace(/ Variable$/, ''),
);

export interface DrawnText {
  /** The font Chromium drew the glyphs with, as its file names it. */
  family: string;
  /** Whether it came from the page (`@font-face`) rather than the machine. */
  webFont: boolean;
  glyphs: number;
  /** The element's text, shortened: where a machine font was used. */
  text: string;
}

const PROBE_ATTRIBUTE = 'data-typeface-probe';

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/**
 * The fonts every visible text of the page is drawn with, by Chromium's own account (the DevTools protocol's
 * `CSS.getPlatformFontsForNode`: the fonts that drew the glyphs of an element's own text, each said to be a web font
 * or the machine's), once the page's fonts have loaded; SVG text counts too. `describe` says which entries get the
 * element's text (reading it is most of the cost on a long page).
 */
async function drawnText(page: Page, describe: (font: PlatformFont) => boolean): Promise<DrawnText[]> {
  await page.evaluate(() => document.fonts.ready);
  const count = await page.evaluate((attribute) => {
    let marked = 0;
    for (const element of document.querySelectorAll('body *')) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      const box = element.getBoundingClientRect();
      const visible = box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
      if (ownText && visible && !element.matches('style, script, noscript, template')) {
        element.setAttribute(attribute, '');
        marked += 1;
      }
    }
    return marked;
  }, PROBE_ATTRIBUTE);
  if (count === 0) return [];
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: `[${PROBE_ATTRIBUTE}]`,
    });
    // Asked all at once: one round trip's wait for the lot instead of one per element.
    const answers = await Promise.all(
      nodeIds.map(async (nodeId) => ({ nodeId, ...(await cdp.send('CSS.getPlatformFontsForNode', { nodeId })) })),
    );
    const textOf = async (nodeId: number): Promise<string> => {
      const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
      return outerHTML
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 80);
    };
    const drawn: DrawnText[] = [];
    for (const { nodeId, fonts } of answers) {
      for (const font of fonts) {
        drawn.push({
          family: font.familyName,
          webFont: font.isCustomFont,
          glyphs: font.glyphCount,
          text: describe(font) ? await textOf(nodeId) : '',
        });
      }
    }
    return drawn;
  } finally {
    await page.evaluate((attribute) => {
      for (const element of document.querySelectorAll(`[${attribute}]`)) element.removeAttribute(attribute);
    }, PROBE_ATTRIBUTE);
    await cdp.detach();
  }
}

/** Which font drew each visible text of the page, with the text. */
export function fontsDrawingText(page: Page): Promise<DrawnText[]> {
  return drawnText(page, () => true);
}

/**
 * Whether Chromium's name for a font is one of the shipped families: a variable font may be named after its default
 * instance ("Noto Sans SC Thin").
 */
export const isShippedFamily = (name: string): boolean =>
  SHIPPED_FAMILIES.some((family) => name === family || name.startsWith(`${family} `));

const isShipped = (font: PlatformFont): boolean => font.isCustomFont && isShippedFamily(font.familyName);

/** What of the page's text a font other than the site's own draws: "family: text", one per element and font. */
export async function textInOtherFonts(page: Page): Promise<string[]> {
  const drawn = await drawnText(page, (font) => !isShipped(font));
  return drawn
    .filter((entry) => !entry.webFont || !isShippedFamily(entry.family))
    .map((entry) => `${entry.family}${entry.webFont ? '' : ' (the machine’s)'}: ${entry.text}`);
}

/** The font files (`/fonts/...woff2`) the page requested while `action` ran, once the network went quiet. */
export async function fontFilesDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const files: string[] = [];
  const onRequest = (request: { resourceType(): string; url(): string }): void => {
    if (request.resourceType() === 'font') files.push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return files;
}
