import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A multipart/form-data body with one file part (`file` unless told otherwise), as a browser's form sends it. */
export function multipartBody(
  bytes: Buffer,
  { field = 'file', filename = 'photo.jpg', type = 'image/jpeg' } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----photo-test-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A landscape JPEG stored sideways, as a phone writes it: `width` × `height` pixels, red on the left half and blue on
 * the right, EXIF orientation 6 (turn 90° clockwise to show it: red on top), a camera make and a GPS position.
 */
export async function sidewaysJpegWithGps(width = 1600, height = 1200): Promise<Buffer> {
  const half = Math.round(width / 2);
  const blue = await sharp({
    create: { width: width - half, height, channels: 3, background: { r: 0, g: 0, b: 255 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .composite([{ input: blue, left: half, top: 0 }])
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Secret Model' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 46/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 42/1 0/1' },
    })
    .jpeg({ quality: 85 })
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A pixel bomb: a PNG of a few hundred bytes whose header declares `width` × `height` RGB pixels. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(4096))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A `width` × `height` photo-like JPEG (gradients and noise, as a camera's): what the bench uploads. */
export async function photoLikeJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const noise = (seed >>> 24) % 32;
      const i = (y * width + x) * 3;
      pixels[i] = ((x * 223) / width + noise) | 0;
      pixels[i + 1] = ((y * 223) / height + noise) | 0;
      pixels[i + 2] = (((x + y) * 111) / (width + height) + noise) | 0;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
