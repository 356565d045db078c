import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import type { PhotoFormat } from '@restaurant/shared/contracts';
import { AppError } from './errors';
import { decodeHeic } from './heic';

// libvips' threads per image: two cores at most (the API shares its machine), and no operation cache: an upload's
// decoded pixels are not kept after it.
sharp.concurrency(Math.min(2, availableParallelism()));
sharp.cache(false);

/** The widths every photo is stored at (a smaller original stops at its own width: never upscaled). */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
/**
 * Most pixels an upload may declare: a 48-megapixel phone photo fits; a pixel bomb (a small file declaring a huge
 * image) is refused from its header, before anything is decoded.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** The formats sharp's decoder is asked to open (anything else, whatever its name or declared type: 415). */
const ACCEPTED_INPUTS = new Set(['jpeg', 'png', 'webp', 'heif']);

const EXTENSION: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
export const CONTENT_TYPE: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** A photo's rendition as stored in `photo_files` and served at `/api/photos/<name>`. */
export type PhotoRendition = { name: string; format: PhotoFormat; width: number; height: number; bytes: Buffer };
export type ProcessedPhoto = { hash: string; width: number; height: number; files: PhotoRendition[] };

/** `<hash>-<width>.<avif|webp|jpg>`: the last segment of a rendition's URL. */
export const PHOTO_NAME = /^[0-9a-f]{64}-[0-9]{1,5}\.(?:avif|webp|jpg)$/;

const decoderOptions = {
  limitInputPixels: MAX_PHOTO_PIXELS,
  // a truncated or corrupt file is refused, not decoded into a grey half
  failOn: 'truncated',
} as const;

/**
 * The upload as sharp pipelines it, turned upright by its EXIF orientation. A HEIC coded in HEVC (iPhones' photos) is
 * decoded by libheif's own build (`decodeHeic`): sharp's prebuilt libvips reads its header but has no HEVC decoder.
 */
async function uprightPixels(upload: Buffer, header: Metadata): Promise<Sharp> {
  if (header.format === 'heif' && header.compression === 'hevc') {
    const { width, height, data } = await decodeHeic(upload);
    return sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_PHOTO_PIXELS });
  }
  return sharp(upload, decoderOptions).autoOrient();
}

/**
 * Decodes an upload and renders it as AVIF, WebP and JPEG at PHOTO_WIDTHS: turned upright by its EXIF orientation,
 * converted to sRGB, with no metadata at all in the output (sharp writes none unless asked: no EXIF, GPS, XMP, ICC or
 * comment). The header is read first, so a pixel bomb never reaches the decoder. sharp works on libuv's threads: the
 * event loop stays free while it runs. Throws AppError NOT_AN_IMAGE or PHOTO_TOO_MANY_PIXELS.
 */
export async function processPhoto(upload: Buffer): Promise<ProcessedPhoto> {
  let header: Metadata;
  try {
    // the header alone (nothing decoded), without the pixel limit so a bomb is measured rather than refused blind
    header = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('NOT_AN_IMAGE');
  }
  if (!ACCEPTED_INPUTS.has(header.format) || !header.width || !header.height) throw new AppError('NOT_AN_IMAGE');
  const pixels = header.width * header.height;
  if (pixels > MAX_PHOTO_PIXELS) {
    throw new AppError('PHOTO_TOO_MANY_PIXELS', {
      megapixels: Math.round(pixels / 1e6),
      max: MAX_PHOTO_PIXELS / 1e6,
    });
  }

  let upright: { data: Buffer; info: OutputInfo };
  try {
    // decoded once, upright, at the largest width needed; every rendition is made from these pixels
    const source = await uprightPixels(upload, header);
    upright = await source
      .resize({ width: PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1], withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('NOT_AN_IMAGE');
  }

  const { data, info } = upright;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const widths = [...new Set(PHOTO_WIDTHS.map((w) => Math.min(w, info.width)))];
  const renditions: Omit<PhotoRendition, 'name'>[] = [];
  // one at a time: an upload takes two cores at most, and the rest of the API keeps libuv's other threads
  for (const width of widths) {
    const height = Math.max(1, Math.round((info.height * width) / info.width));
    const resized = () => sharp(data, raw).resize({ width, height });
    renditions.push(
      { format: 'avif', width, height, bytes: await resized().avif({ quality: 50, effort: 2 }).toBuffer() },
      { format: 'webp', width, height, bytes: await resized().webp({ quality: 78 }).toBuffer() },
      {
        format: 'jpeg',
        width,
        height,
        bytes: await resized().flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true }).toBuffer(),
      },
    );
  }
  const largestJpeg = renditions.filter((r) => r.format === 'jpeg').at(-1)!;
  const hash = createHash('sha256').update(largestJpeg.bytes).digest('hex');
  return {
    hash,
    width: largestJpeg.width,
    height: largestJpeg.height,
    files: renditions.map((r) => ({ ...r, name: `${hash}-${r.width}.${EXTENSION[r.format]}` })),
  };
}
