// The manager's photo upload: the server's time for a 12-megapixel JPEG (4000 × 3000, gradients and noise, as a
// camera's), from the request to the answer: the multipart read, sharp's header check, decode, orientation and the
// nine renditions (AVIF, WebP, JPEG at 320, 640 and 1280 px), and the transaction storing them. In-process through
// `app.inject` on the API as the server builds it (PGlite on its worker thread, in memory), so no network is counted.
// Part of `npm run bench -w api`; alone: `npx tsx api/bench/photo-upload.ts` (BENCH_PHOTO_RUNS, default 3).
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { openPgliteWorker } from '../src/db/index';
import { setRoleByEmail } from '../src/repositories/account-repository';
import { multipartBody, photoLikeJpeg } from '../test/helpers/photos';

const RUNS = Number(process.env.BENCH_PHOTO_RUNS ?? 3);
const WIDTH = 4000;
const HEIGHT = 3000;

export type PhotoUploadBench = { megapixels: number; bytes: number; runs: number[]; median: number };

export async function benchPhotoUpload(runs = RUNS): Promise<PhotoUploadBench> {
  const database = await openPgliteWorker({ dataDir: null });
  const app = await buildApp({
    database,
    env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00' },
  });
  try {
    const email = `manager-${Date.now()}@example.com`;
    const password = 'Bench#2026-photo';
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password, fullName: 'Bench Manager' },
    });
    if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
    await setRoleByEmail(database.db, email, 'manager');
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const auth = { authorization: `Bearer ${(login.json() as { data: { accessToken: string } }).data.accessToken}` };

    const jpeg = await photoLikeJpeg(WIDTH, HEIGHT);
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      // a different picture each run (one pixel changed), so none is found already stored
      const bytes = await sharp(jpeg)
        .composite([{ input: { create: { width: 1, height: 1, channels: 3, background: { r: run, g: 0, b: 0 } } } }])
        .jpeg({ quality: 90 })
        .toBuffer();
      const { payload, headers } = multipartBody(bytes);
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: `/api/manage/foods/${run + 1}/photo`,
        payload,
        headers: { ...headers, ...auth },
      });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`upload: ${response.statusCode} ${response.body}`);
    }
    const sorted = [...times].sort((a, b) => a - b);
    return {
      megapixels: (WIDTH * HEIGHT) / 1e6,
      bytes: jpeg.length,
      runs: times,
      median: sorted[Math.floor(sorted.length / 2)]!,
    };
  } finally {
    await app.close();
  }
}

export function photoUploadLine(result: PhotoUploadBench): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return (
    `photo upload (${result.megapixels} MP JPEG, ${(result.bytes / 1e6).toFixed(1)} MB; ${os.cpus().length} cores, ` +
    `${cpu}, Node ${process.version}, sharp ${sharp.versions.sharp} with ${sharp.concurrency()} threads): ` +
    `server time median ${Math.round(result.median)} ms of ${result.runs.length} ` +
    `(runs ${result.runs.map((ms) => Math.round(ms)).join(', ')} ms)`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchPhotoUpload()
    .then((result) => console.log(photoUploadLine(result)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
