/**
 * Draws the demo area's sample images (products, avatars, blog covers, gallery) as small SVG files with fixed
 * dimensions, made for this project: `npx tsx remote-demo/scripts/draw-sample-images.ts`. The output is committed
 * (nothing is downloaded at run time); run it again only to change the drawings.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT_DIR = path.join(__dirname, '..', 'src', 'lib', 'sample-data', 'images');

const HUES = [210, 160, 270, 130, 190, 28, 350, 45, 300, 95, 240, 12];

const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${hue} ${saturation}% ${lightness}%)`;

function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${title}</title>${body}</svg>\n`;
}

function background(width: number, height: number, hue: number, id: string): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hsl(hue, 70, 92)}"/><stop offset="1" stop-color="${hsl(hue, 60, 80)}"/>` +
    `</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#${id})"/>`
  );
}

const PRODUCT_SHAPES: Record<string, (hue: number) => string> = {
  book: (hue) =>
    `<rect x="150" y="90" width="200" height="270" rx="10" fill="${hsl(hue, 60, 45)}"/>` +
    `<rect x="150" y="90" width="28" height="270" fill="${hsl(hue, 60, 32)}"/>` +
    `<rect x="205" y="140" width="115" height="14" rx="7" fill="${hsl(hue, 40, 92)}"/>` +
    `<rect x="205" y="168" width="80" height="10" rx="5" fill="${hsl(hue, 40, 85)}"/>`,
  fashion: (hue) =>
    `<path d="M190 100 L150 120 L100 175 L140 210 L165 190 L165 370 L335 370 L335 190 L360 210 L400 175 L350 120 L310 100 Q250 150 190 100 Z" fill="${hsl(hue, 65, 50)}"/>` +
    `<path d="M190 100 Q250 150 310 100" fill="none" stroke="${hsl(hue, 65, 35)}" stroke-width="8"/>`,
  electronics: (hue) =>
    `<path d="M140 270 V220 A110 110 0 0 1 360 220 V270" fill="none" stroke="${hsl(hue, 30, 25)}" stroke-width="22"/>` +
    `<rect x="112" y="240" width="64" height="110" rx="26" fill="${hsl(hue, 70, 48)}"/>` +
    `<rect x="324" y="240" width="64" height="110" rx="26" fill="${hsl(hue, 70, 48)}"/>`,
  toys: (hue) =>
    `<circle cx="250" cy="250" r="115" fill="${hsl(hue, 75, 55)}"/>` +
    `<path d="M135 250 A115 115 0 0 0 365 250 Z" fill="${hsl(hue, 75, 42)}"/>` +
    `<circle cx="250" cy="250" r="36" fill="${hsl(hue, 30, 96)}" stroke="${hsl(hue, 30, 25)}" stroke-width="10"/>`,
};

const PRODUCT_CATEGORIES = ['book', 'fashion', 'electronics', 'toys'];

function product(index: number): string {
  const hue = HUES[index % HUES.length];
  const shape = PRODUCT_CATEGORIES[index % PRODUCT_CATEGORIES.length];
  return svg(500, 500, `${shape} ${index + 1}`, background(500, 500, hue, 'bg') + PRODUCT_SHAPES[shape](hue));
}

function avatar(index: number): string {
  const hue = HUES[index % HUES.length];
  return svg(
    96,
    96,
    `avatar ${index + 1}`,
    `<rect width="96" height="96" fill="${hsl(hue, 60, 82)}"/>` +
      `<circle cx="48" cy="38" r="18" fill="${hsl(hue, 35, 35)}"/>` +
      `<path d="M14 96 Q14 62 48 62 Q82 62 82 96 Z" fill="${hsl(hue, 55, 45)}"/>`,
  );
}

function landscape(index: number, width: number, height: number, label: string): string {
  const hue = HUES[(index * 5) % HUES.length];
  const horizon = height * (0.55 + (index % 3) * 0.05);
  const sunX = width * (0.2 + ((index * 37) % 60) / 100);
  const ridge = (offset: number, lift: number) => {
    const points = Array.from({ length: 7 }, (_, step) => {
      const x = (width / 6) * step;
      const y = horizon - lift - (((index + offset) * 53 + step * 71) % Math.round(height * 0.22));
      return `${x.toFixed(0)},${y.toFixed(0)}`;
    });
    return `0,${height} ${points.join(' ')} ${width},${height}`;
  };
  return svg(
    width,
    height,
    `${label} ${index + 1}`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 80)}"/>` +
      `<stop offset="1" stop-color="${hsl((hue + 30) % 360, 80, 92)}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
      `<circle cx="${sunX.toFixed(0)}" cy="${(height * 0.3).toFixed(0)}" r="${(height * 0.1).toFixed(0)}" fill="${hsl(45, 95, 65)}"/>` +
      `<polygon points="${ridge(1, 40)}" fill="${hsl(hue, 35, 55)}"/>` +
      `<polygon points="${ridge(4, 0)}" fill="${hsl(hue, 40, 38)}"/>` +
      `<rect y="${(horizon + height * 0.18).toFixed(0)}" width="${width}" height="${height}" fill="${hsl((hue + 90) % 360, 35, 30)}"/>`,
  );
}

function write(name: string, content: string): void {
  writeFileSync(path.join(OUT_DIR, name), content);
}

mkdirSync(OUT_DIR, { recursive: true });
for (let index = 0; index < 12; index += 1) write(`product-${index + 1}.svg`, product(index));
for (let index = 0; index < 12; index += 1) write(`avatar-${index + 1}.svg`, avatar(index));
for (let index = 0; index < 10; index += 1) write(`cover-${index + 1}.svg`, landscape(index, 800, 450, 'cover'));
for (let index = 0; index < 12; index += 1) write(`gallery-${index + 1}.svg`, landscape(index + 10, 600, 400, 'photo'));
console.log(`sample images written to ${path.relative(process.cwd(), OUT_DIR)}`);
