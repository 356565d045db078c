import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Photo } from '@restaurant/shared/contracts';
import { combos, foodCategories, foods, photoFiles, photos, users } from '../../src/db/schema';
import { signInAsStaff } from '../helpers/orders';
import { multipartBody, pngDeclaring, sidewaysJpegWithGps } from '../helpers/photos';
import { createTestApp, newDiner, type TestApp } from '../helpers/test-app';

let t: TestApp;
let manager: { auth: Record<string, string> };
let dishIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  const account = await newDiner(t.app, 'Test Manager');
  await t.db.update(users).set({ role: 'manager' }).where(eq(users.email, account.email));
  manager = account;
  dishIds = (await t.db.select({ id: foods.id }).from(foods).orderBy(asc(foods.id))).map((row) => row.id);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const upload = (url: string, bytes: Buffer, auth: Record<string, string> = manager.auth, part = {}) => {
  const { payload, headers } = multipartBody(bytes, part);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, ...auth } });
};
const foodPhoto = (id: number) => `/api/manage/foods/${id}/photo`;

async function stored() {
  const [photoCount] = await t.db.select({ n: count() }).from(photos);
  const [fileCount] = await t.db.select({ n: count() }).from(photoFiles);
  return { photos: photoCount!.n, files: fileCount!.n };
}

async function expectHealthy() {
  const health = await t.app.inject('/api/health');
  expect(health.statusCode).toBe(200);
}

const fetchFile = async (url: string) => {
  const response = await t.app.inject(url);
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};

describe('who may upload', () => {
  it('signed out 401, a diner or the kitchen 403 MANAGER_ONLY, before the upload is read; a manager may', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const diner = await newDiner(t.app);
    const staff = await signInAsStaff(t);
    const url = foodPhoto(dishIds[0]!);
    expect([(await upload(url, jpeg, {})).statusCode, (await upload(url, jpeg, {})).json().code]).toEqual([
      401,
      'UNAUTHORIZED',
    ]);
    for (const auth of [diner.auth, staff.auth]) {
      const refused = await upload(url, jpeg, auth);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'MANAGER_ONLY']);
      const deleted = await t.app.inject({ method: 'DELETE', url, headers: auth });
      expect([deleted.statusCode, deleted.json().code]).toEqual([403, 'MANAGER_ONLY']);
    }
    expect(await stored()).toEqual({ photos: 0, files: 0 });
    const before = await t.app.inject({ url: url.replace(/\/photo$/, ''), headers: manager.auth });
    const accepted = await upload(url, jpeg);
    expect(accepted.statusCode).toBe(200);
    // the answer is the record as the editor reads it, and a photo change is an edit: a new version
    expect(accepted.json().data.id).toBe(before.json().data.id);
    expect(Number(JSON.parse(accepted.headers.etag as string))).toBe(
      Number(JSON.parse(before.headers.etag as string)) + 1,
    );
    // a 400-px original: never upscaled, so 320 and 400 px wide only
    expect((accepted.json().data.photo as Photo).variants.map((v) => `${v.format}@${v.width}x${v.height}`)).toEqual([
      'avif@320x240',
      'webp@320x240',
      'jpeg@320x240',
      'avif@400x300',
      'webp@400x300',
      'jpeg@400x300',
    ]);
    const removed = await t.app.inject({ method: 'DELETE', url, headers: manager.auth });
    expect([removed.statusCode, removed.json().data.photo]).toEqual([200, null]);
    // nothing else shows it: its renditions are gone with it
    expect(await stored()).toEqual({ photos: 0, files: 0 });
  });

  it('an unknown dish, combo or category: 404, nothing read or stored', async () => {
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    for (const path of ['foods', 'combos', 'categories']) {
      const response = await upload(`/api/manage/${path}/999999/photo`, jpeg);
      expect([path, response.statusCode]).toEqual([path, 404]);
    }
    expect(await stored()).toEqual({ photos: 0, files: 0 });
  });
});

describe('a phone photo', () => {
  let photo: Photo;
  const dish = () => dishIds[1]!;

  beforeAll(async () => {
    // the dish's answers are cached before the upload: the upload must drop them
    await t.app.inject(`/api/public/food/getFood/${dish()}`);
    expect((await t.app.inject(`/api/public/food/getFood/${dish()}`)).headers['x-cache']).toBe('HIT');
    const response = await upload(foodPhoto(dish()), await sidewaysJpegWithGps(1600, 1200));
    expect(response.statusCode).toBe(200);
    photo = response.json().data.photo;
  }, 60_000);

  it('is stored upright as AVIF, WebP and JPEG at 320, 640 and (never upscaled) its own 1200 px', () => {
    // 1600 × 1200 turned a quarter: 1200 × 1600
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1200, height: 1600 });
    expect(photo.variants.map((v) => `${v.format}@${v.width}x${v.height}`)).toEqual([
      'avif@320x427',
      'webp@320x427',
      'jpeg@320x427',
      'avif@640x853',
      'webp@640x853',
      'jpeg@640x853',
      'avif@1200x1600',
      'webp@1200x1600',
      'jpeg@1200x1600',
    ]);
    for (const variant of photo.variants) {
      expect(variant.url).toMatch(
        new RegExp(
          `^/api/photos/[0-9a-f]{64}-${variant.width}\\.${variant.format === 'jpeg' ? 'jpg' : variant.format}$`,
        ),
      );
    }
  });

  it('each rendition is what it says, upright, with no EXIF, GPS, XMP or ICC left', async () => {
    for (const variant of photo.variants) {
      const bytes = await fetchFile(variant.url);
      const meta = await sharp(bytes).metadata();
      expect({
        url: variant.url,
        format: meta.format === 'heif' ? 'avif' : meta.format,
        width: meta.width,
        height: meta.height,
        orientation: meta.orientation,
        exif: meta.exif,
        xmp: meta.xmp,
        icc: meta.icc,
        iptc: meta.iptc,
      }).toEqual({
        url: variant.url,
        format: variant.format,
        width: variant.width,
        height: variant.height,
        orientation: undefined,
        exif: undefined,
        xmp: undefined,
        icc: undefined,
        iptc: undefined,
      });
      expect(bytes.includes('TestPhone')).toBe(false);
      // turned upright: red on top, blue below
      const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
      const [topRed, , topBlue] = at(info.width >> 1, 4);
      const [bottomRed, , bottomBlue] = at(info.width >> 1, info.height - 5);
      expect([variant.url, topRed! > 200 && topBlue! < 60, bottomBlue! > 200 && bottomRed! < 60]).toEqual([
        variant.url,
        true,
        true,
      ]);
    }
  });

  it('is served with its type, an ETag and a year-long immutable cache; 304 on a match, 404 for an unknown name', async () => {
    for (const variant of photo.variants) {
      const response = await t.app.inject(variant.url);
      const type = variant.format === 'jpeg' ? 'image/jpeg' : `image/${variant.format}`;
      expect({
        status: response.statusCode,
        type: response.headers['content-type'],
        cache: response.headers['cache-control'],
      }).toEqual({ status: 200, type, cache: 'public, max-age=31536000, immutable' });
      const etag = response.headers.etag as string;
      expect(etag).toMatch(/^"[0-9a-f]{64}-\d+\.(avif|webp|jpg)"$/);
      const again = await t.app.inject({ url: variant.url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
    }
    const unknown = await t.app.inject(`/api/photos/${'0'.repeat(64)}-320.jpg`);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    expect(unknown.headers['cache-control'] ?? '').not.toContain('immutable');
    expect((await t.app.inject('/api/photos/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
  });

  it("is named by the dish's public JSON at once (list and detail), and the drawing comes back when it is taken away", async () => {
    const detail = await t.app.inject(`/api/public/food/getFood/${dish()}`);
    expect(detail.headers['x-cache']).toBe('MISS');
    expect(detail.json().data.photo).toEqual(photo);
    const list = await t.app.inject('/api/public/food/getFoodsByCategory?size=100');
    const items = list.json().data.items as { id: number; photo: Photo | null; imageUrl: string }[];
    expect(items.find((item) => item.id === dish())?.photo).toEqual(photo);
    expect(items.find((item) => item.id === dishIds[2])?.photo).toBeNull();
    expect(items.every((item) => item.imageUrl.endsWith('.svg'))).toBe(true);

    // the same picture for a second dish is stored once
    await upload(foodPhoto(dishIds[2]!), await sidewaysJpegWithGps(1600, 1200));
    expect(await stored()).toEqual({ photos: 1, files: 9 });

    expect((await t.app.inject({ method: 'DELETE', url: foodPhoto(dish()), headers: manager.auth })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject(`/api/public/food/getFood/${dish()}`)).json().data.photo).toBeNull();
    // still shown by the second dish: kept
    expect(await stored()).toEqual({ photos: 1, files: 9 });
    await t.app.inject({ method: 'DELETE', url: foodPhoto(dishIds[2]!), headers: manager.auth });
    expect(await stored()).toEqual({ photos: 0, files: 0 });
  });
});

describe('other formats and owners', () => {
  it('a PNG with transparency, a WebP and an AVIF (HEIF) are accepted, for a combo and a category too', async () => {
    const [combo] = await t.db.select({ id: combos.id }).from(combos).orderBy(asc(combos.id)).limit(1);
    const [category] = await t.db
      .select({ id: foodCategories.id })
      .from(foodCategories)
      .orderBy(asc(foodCategories.id))
      .limit(1);
    const base = sharp({
      create: { width: 700, height: 500, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 0.5 } },
    });
    const cases = [
      { url: `/api/manage/combos/${combo!.id}/photo`, bytes: await base.clone().png().toBuffer(), type: 'image/png' },
      {
        url: `/api/manage/categories/${category!.id}/photo`,
        bytes: await base.clone().webp().toBuffer(),
        type: 'image/webp',
      },
      { url: foodPhoto(dishIds[3]!), bytes: await base.clone().avif({ effort: 0 }).toBuffer(), type: 'image/heic' },
    ];
    for (const { url, bytes, type } of cases) {
      const response = await upload(url, bytes, manager.auth, { type, filename: 'photo' });
      expect([url, response.statusCode, (response.json().data.photo as Photo).variants.length]).toEqual([url, 200, 9]);
    }
    const combosRead = (await t.app.inject(`/api/public/combo/${combo!.id}`)).json().data;
    expect(combosRead.photo.variants).toHaveLength(9);
    const categoriesRead = (await t.app.inject('/api/public/food-categories/getFoodCategories')).json().data as {
      id: number;
      photo: Photo | null;
    }[];
    expect(categoriesRead.find((c) => c.id === category!.id)?.photo?.width).toBe(700);
    for (const { url } of cases) await t.app.inject({ method: 'DELETE', url, headers: manager.auth });
    expect(await stored()).toEqual({ photos: 0, files: 0 });
  });
});

describe('bad uploads: a 4xx with a translated message, nothing stored, the API healthy', () => {
  const refused = async (response: Awaited<ReturnType<typeof upload>>, status: number, code: string) => {
    expect([response.statusCode, response.json().code]).toEqual([status, code]);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await stored()).toEqual({ photos: 0, files: 0 });
    await expectHealthy();
  };

  it('not an image: 415 NOT_AN_IMAGE, whatever its name and declared type', async () => {
    await refused(
      await upload(foodPhoto(dishIds[0]!), Buffer.from('%PDF-1.7 not a photo at all')),
      415,
      'NOT_AN_IMAGE',
    );
    // a GIF is an image, but not one this route takes
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    await refused(await upload(foodPhoto(dishIds[0]!), gif, manager.auth, { type: 'image/gif' }), 415, 'NOT_AN_IMAGE');
  });

  it('no `file` field, or not a form at all: 415 NOT_AN_IMAGE', async () => {
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
      .jpeg()
      .toBuffer();
    await refused(await upload(foodPhoto(dishIds[0]!), jpeg, manager.auth, { field: 'picture' }), 415, 'NOT_AN_IMAGE');
    const json = await t.app.inject({
      method: 'POST',
      url: foodPhoto(dishIds[0]!),
      headers: manager.auth,
      payload: { file: 'x' },
    });
    await refused(json, 415, 'NOT_AN_IMAGE');
  });

  it('a truncated JPEG: 415 NOT_AN_IMAGE, in the language asked', async () => {
    const jpeg = await sidewaysJpegWithGps(800, 600);
    const response = await upload(foodPhoto(dishIds[0]!), jpeg.subarray(0, jpeg.length >> 1), {
      ...manager.auth,
      'accept-language': 'fr',
    });
    await refused(response, 415, 'NOT_AN_IMAGE');
    expect(response.json().message).toContain('endommagé');
  });

  it('a HEIC coded in HEVC, as iPhones save photos, is decoded (libheif with its HEVC decoder, in a worker) and stored like any photo', async () => {
    // 96 × 64, red on the left and blue on the right: made with Debian's heif-enc (libheif, x265) from a PNG
    const heic = readFileSync(new URL('../fixtures/red-left-blue-right.heic', import.meta.url));
    expect(heic.toString('latin1', 4, 12)).toBe('ftypheic');
    const response = await upload(foodPhoto(dishIds[4]!), heic, manager.auth, {
      type: 'image/heic',
      filename: 'IMG_0001.HEIC',
    });
    expect(response.statusCode).toBe(200);
    const photo = response.json().data.photo as Photo;
    expect(photo.variants.map((v) => `${v.format}@${v.width}x${v.height}`)).toEqual([
      'avif@96x64',
      'webp@96x64',
      'jpeg@96x64',
    ]);
    const jpeg = photo.variants.find((v) => v.format === 'jpeg')!;
    const { data, info } = await sharp(await fetchFile(jpeg.url))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray((32 * info.width + x) * 3, (32 * info.width + x) * 3 + 3)];
    const [left, right] = [pixel(10), pixel(85)];
    expect(left[0]! > 180 && left[2]! < 80).toBe(true);
    expect(right[2]! > 180 && right[0]! < 80).toBe(true);
    await t.app.inject({ method: 'DELETE', url: foodPhoto(dishIds[4]!), headers: manager.auth });
  });

  it('a pixel bomb (a PNG declaring 60,000 × 60,000): 422 PHOTO_TOO_MANY_PIXELS from its header', async () => {
    const bomb = pngDeclaring(60_000, 60_000);
    expect(bomb.length).toBeLessThan(1000);
    const response = await upload(foodPhoto(dishIds[0]!), bomb, manager.auth, { type: 'image/png' });
    await refused(response, 422, 'PHOTO_TOO_MANY_PIXELS');
    expect(response.json().message).toBe('This image declares 3600 megapixels, more than the 50 accepted');
  });

  it('a 40 MB upload: 413 PHOTO_TOO_LARGE, from its Content-Length or, streamed without one, at 15 MB', async () => {
    const big = Buffer.alloc(40 * 1024 * 1024, 0xff);
    await refused(await upload(foodPhoto(dishIds[0]!), big), 413, 'PHOTO_TOO_LARGE');

    const { payload, headers } = multipartBody(big);
    let sent = 0;
    const chunks = (function* () {
      for (let at = 0; at < payload.length; at += 1 << 20) {
        sent = at;
        yield payload.subarray(at, at + (1 << 20));
      }
    })();
    const streamed = await t.app.inject({
      method: 'POST',
      url: foodPhoto(dishIds[0]!),
      headers: { ...headers, ...manager.auth },
      payload: Readable.from(chunks),
    });
    await refused(streamed, 413, 'PHOTO_TOO_LARGE');
    expect(sent).toBeGreaterThanOrEqual(15 * 1024 * 1024);
  });
});
