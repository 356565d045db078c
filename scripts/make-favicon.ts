/**
 * Writes the site's icon, a steaming bowl in the brand blue, as host/public/favicon.svg and host/public/favicon.ico
 * (16, 32 and 48 px PNGs in an ICO container, for browsers and tools that ask for /favicon.ico). Both come from the
 * one drawing below, so they cannot drift apart. Run once after changing the drawing, and commit the two files:
 *
 *   npx tsx scripts/make-favicon.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { HOST_DIR, ROOT_DIR } from './lib/front-ends';

/** The drawing's coordinate space: a 32 × 32 square (the SVG's viewBox). */
const CANVAS = 32;
/** `blue.solid` (blue.600) of the theme's default colour palette: the site's buttons and links. */
const BRAND = '#2563eb';
const WHITE = '#ffffff';
const ICO_SIZES = [16, 32, 48] as const;
/** Samples per pixel along each axis: 8 × 8 samples give smooth edges at 16 px. */
const SUPERSAMPLING = 8;

type Shape =
  | { kind: 'roundedRect'; x: number; y: number; width: number; height: number; radius: number }
  /** The lower half of a disc: a bowl. */
  | { kind: 'lowerHalfDisc'; cx: number; cy: number; radius: number }
  /** A segment with round ends, `radius` thick on each side. */
  | { kind: 'capsule'; x1: number; y1: number; x2: number; y2: number; radius: number };

interface Layer {
  colour: string;
  shapes: readonly Shape[];
}

function steam(x: number, top: number): Shape {
  return { kind: 'capsule', x1: x, y1: top, x2: x, y2: 11, radius: 1.25 };
}

/** Painted in order, each layer over the previous ones. */
const DRAWING: readonly Layer[] = [
  { colour: BRAND, shapes: [{ kind: 'roundedRect', x: 0, y: 0, width: 32, height: 32, radius: 7 }] },
  {
    colour: WHITE,
    shapes: [
      { kind: 'lowerHalfDisc', cx: 16, cy: 16, radius: 11 },
      { kind: 'capsule', x1: 4, y1: 16, x2: 28, y2: 16, radius: 1.5 },
      { kind: 'roundedRect', x: 11.5, y: 26, width: 9, height: 2.5, radius: 1 },
      steam(11, 6.5),
      steam(16, 5),
      steam(21, 6.5),
    ],
  },
];

function shapeToSvg(shape: Shape, colour: string): string {
  switch (shape.kind) {
    case 'roundedRect':
      return `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="${shape.radius}" fill="${colour}"/>`;
    case 'lowerHalfDisc': {
      const { cx, cy, radius } = shape;
      return `<path d="M${cx - radius} ${cy}h${2 * radius}a${radius} ${radius} 0 0 1-${2 * radius} 0z" fill="${colour}"/>`;
    }
    case 'capsule':
      return `<line x1="${shape.x1}" y1="${shape.y1}" x2="${shape.x2}" y2="${shape.y2}" stroke="${colour}" stroke-width="${2 * shape.radius}" stroke-linecap="round"/>`;
  }
}

function drawingToSvg(drawing: readonly Layer[]): string {
  const elements = drawing.flatMap((layer) => layer.shapes.map((shape) => shapeToSvg(shape, layer.colour)));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CANVAS} ${CANVAS}">${elements.join('')}</svg>\n`;
}

function distanceToSegment(x: number, y: number, shape: Extract<Shape, { kind: 'capsule' }>): number {
  const dx = shape.x2 - shape.x1;
  const dy = shape.y2 - shape.y1;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((x - shape.x1) * dx + (y - shape.y1) * dy) / lengthSquared));
  return Math.hypot(x - (shape.x1 + t * dx), y - (shape.y1 + t * dy));
}

function contains(shape: Shape, x: number, y: number): boolean {
  switch (shape.kind) {
    case 'roundedRect': {
      const { x: left, y: top, width, height, radius } = shape;
      if (x < left || x > left + width || y < top || y > top + height) return false;
      const nearestX = Math.max(left + radius, Math.min(left + width - radius, x));
      const nearestY = Math.max(top + radius, Math.min(top + height - radius, y));
      return Math.hypot(x - nearestX, y - nearestY) <= radius;
    }
    case 'lowerHalfDisc':
      return y >= shape.cy && Math.hypot(x - shape.cx, y - shape.cy) <= shape.radius;
    case 'capsule':
      return distanceToSegment(x, y, shape) <= shape.radius;
  }
}

function rgbOf(colour: string): [number, number, number] {
  const value = Number.parseInt(colour.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** The colour of the topmost layer covering a point of the drawing, or null where nothing is painted. */
function colourAt(drawing: readonly Layer[], x: number, y: number): string | null {
  for (let index = drawing.length - 1; index >= 0; index -= 1) {
    const layer = drawing[index];
    if (layer?.shapes.some((shape) => contains(shape, x, y))) return layer.colour;
  }
  return null;
}

/** Straight (not premultiplied) RGBA pixels, rows top to bottom, each pixel the average of its samples. */
function rasterize(drawing: readonly Layer[], size: number): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const unit = CANVAS / size / SUPERSAMPLING;
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      const sum = [0, 0, 0];
      let covered = 0;
      for (let sy = 0; sy < SUPERSAMPLING; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLING; sx += 1) {
          const colour = colourAt(
            drawing,
            (column * SUPERSAMPLING + sx + 0.5) * unit,
            (row * SUPERSAMPLING + sy + 0.5) * unit,
          );
          if (colour === null) continue;
          rgbOf(colour).forEach((channel, index) => (sum[index] = (sum[index] ?? 0) + channel));
          covered += 1;
        }
      }
      const offset = (row * size + column) * 4;
      sum.forEach((channel, index) => (pixels[offset + index] = covered ? Math.round(channel / covered) : 0));
      pixels[offset + 3] = Math.round((255 * covered) / (SUPERSAMPLING * SUPERSAMPLING));
    }
  }
  return pixels;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An 8-bit RGBA PNG, every row unfiltered (filter byte 0), deflated by zlib. */
function encodePng(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, no filter method, no interlace
  const rows = Array.from({ length: size }, (_, row) =>
    Buffer.concat([Buffer.of(0), rgba.subarray(row * size * 4, (row + 1) * size * 4)]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO file whose images are PNGs (read by every browser, and by Windows since Vista). */
function encodeIco(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const directory = Buffer.alloc(6);
  directory.writeUInt16LE(1, 2); // type 1: icon
  directory.writeUInt16LE(images.length, 4);
  let offset = directory.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width; 0 means 256
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([directory, ...entries, ...images.map(({ png }) => png)]);
}

function main(): void {
  const publicDir = path.join(ROOT_DIR, HOST_DIR, 'public');
  mkdirSync(publicDir, { recursive: true });
  writeFileSync(path.join(publicDir, 'favicon.svg'), drawingToSvg(DRAWING));
  const images = ICO_SIZES.map((size) => ({ size, png: encodePng(size, rasterize(DRAWING, size)) }));
  writeFileSync(path.join(publicDir, 'favicon.ico'), encodeIco(images));
  console.log(`wrote ${path.relative(ROOT_DIR, publicDir)}/favicon.svg and favicon.ico (${ICO_SIZES.join(', ')} px)`);
}

main();
