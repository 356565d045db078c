// The PGlite worker thread: owns the database and answers the main thread's queries (see pglite-thread.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type ParserOptions } from '@electric-sql/pglite';
import { dumpDataDir, pgliteOptions } from './pglite-options';
import {
  serializeError,
  type WorkerReply,
  type WorkerRequest,
  type WorkerStart,
  type WorkerStatus,
} from './pglite-thread';

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const start = workerData as WorkerStart;
const keepText = (value: string) => value;

async function answer(pglite: PGlite, request: WorkerRequest): Promise<WorkerReply> {
  try {
    switch (request.kind) {
      case 'query': {
        const parsers: ParserOptions = Object.fromEntries(request.textTypes.map((type) => [type, keepText]));
        const result = await pglite.query(request.sql, request.params, {
          ...(request.rowMode ? { rowMode: request.rowMode } : {}),
          parsers,
        });
        return { id: request.id, ok: true, result };
      }
      case 'exec':
        await pglite.exec(request.sql);
        return { id: request.id, ok: true, result: null };
      case 'dump':
        return { id: request.id, ok: true, dump: await dumpDataDir(pglite) };
      case 'close':
        await pglite.close();
        return { id: request.id, ok: true, result: null };
    }
  } catch (error) {
    return { id: request.id, ok: false, error: serializeError(error) };
  }
}

try {
  const pglite = await PGlite.create(
    pgliteOptions(start.dataDir, start.loadDataDir ? new Blob([start.loadDataDir]) : undefined),
  );
  // PGlite queues queries itself, in the order they are called: the order the main thread sent them
  port.on('message', (request: WorkerRequest) => {
    // a dump's tens of megabytes are handed over to the main thread, not copied
    void answer(pglite, request).then((reply) =>
      port.postMessage(reply, reply.ok && 'dump' in reply ? [reply.dump.buffer as ArrayBuffer] : []),
    );
  });
  port.postMessage({ ready: true } satisfies WorkerStatus);
} catch (error) {
  port.postMessage({ ready: false, error: serializeError(error) } satisfies WorkerStatus);
}
