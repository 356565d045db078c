import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A decoded HEIC's primary image: RGBA, 4 bytes a pixel, already turned as the file says (HEIF's own rotation). */
export type DecodedHeic = { width: number; height: number; data: Buffer };

// heic-decode runs libheif compiled to WebAssembly (with its HEVC decoder, which the prebuilt libvips leaves out) on
// the thread that calls it: a 12-megapixel photo would hold the event loop for a second or more. It runs in a worker
// of its own, one per upload, which ends with the upload.
const HEIC_DECODE = createRequire(import.meta.url).resolve('heic-decode');
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
require(workerData.module)({ buffer: workerData.bytes }).then(
  ({ width, height, data }) => parentPort.postMessage({ width, height, data }, [data.buffer]),
  (error) => parentPort.postMessage({ error: String(error && error.message ? error.message : error) }),
);`;

type WorkerAnswer = { width: number; height: number; data: Uint8ClampedArray } | { error: string };

/**
 * Decodes a HEIC (HEIF coded in HEVC: iPhones' photos) off the event loop. The caller has read its header already
 * (size within the pixel limit). Rejects when the file cannot be decoded.
 */
export function decodeHeic(bytes: Buffer): Promise<DecodedHeic> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { module: HEIC_DECODE, bytes } });
    worker.once('message', (answer: WorkerAnswer) => {
      void worker.terminate();
      if ('error' in answer) reject(new Error(answer.error));
      else resolve({ width: answer.width, height: answer.height, data: Buffer.from(answer.data.buffer) });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`HEIC decoder stopped (exit code ${code})`)));
  });
}
