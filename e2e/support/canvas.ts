import type { Locator } from '@playwright/test';

// What a chart.js canvas drew, read back from its pixels: the charts have no DOM of their own to ask.

/** How many pixels of the canvas are painted (not fully transparent). */
export function paintedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    if (!(element instanceof HTMLCanvasElement)) return 0;
    const context = element.getContext('2d');
    if (!context || element.width === 0 || element.height === 0) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let painted = 0;
    for (let alpha = 3; alpha < data.length; alpha += 4) if ((data[alpha] ?? 0) > 0) painted += 1;
    return painted;
  });
}

/** How many opaque pixels of the canvas are (nearly) the given `#rrggbb` colour. */
export function pixelsNear(canvas: Locator, hex: string): Promise<number> {
  return canvas.evaluate((element, color) => {
    if (!(element instanceof HTMLCanvasElement)) return 0;
    const context = element.getContext('2d');
    if (!context || element.width === 0 || element.height === 0) return 0;
    const target = [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16));
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let near = 0;
    for (let index = 0; index < data.length; index += 4) {
      if ((data[index + 3] ?? 0) < 250) continue;
      const distance = target.reduce((sum, value, channel) => sum + Math.abs((data[index + channel] ?? 0) - value), 0);
      if (distance < 24) near += 1;
    }
    return near;
  }, hex);
}
