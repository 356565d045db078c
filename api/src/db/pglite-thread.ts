import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, RowMode } from '@electric-sql/pglite';

/** What the worker is started with. */
export type WorkerStart = { dataDir: string | undefined; loadDataDir: Uint8Array | undefined };

type Request =
  | { kind: 'query'; sql: string; params: unknown[]; rowMode: RowMode | undefined; textTypes: number[] }
  | { kind: 'exec'; sql: string }
  | { kind: 'dump' }
  | { kind: 'close' };

export type WorkerRequest = Request & { id: number };

/** A PostgreSQL error's fields (code, constraint, detail...) survive the trip: the API maps SQLSTATEs to answers. */
export type SerializedError = { message: string; fields: Record<string, string | number | undefined> };

/** A query's result, or the data directory's dump (a `dump` request). */
type WorkerAnswer = { result: Results<unknown> | null } | { dump: Uint8Array };

export type WorkerReply = ({ id: number; ok: true } & WorkerAnswer) | { id: number; ok: false; error: SerializedError };

export type WorkerStatus = { ready: true } | { ready: false; error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: SerializedError['fields'] = { name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { message: error.message, fields };
}

function reviveError(serialized: SerializedError): Error {
  return Object.assign(new Error(serialized.message), serialized.fields);
}

/** The query surface drizzle-orm/pglite uses on a client and on a transaction. */
export type ThreadQueryable = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
};

/**
 * Parsers are functions and cannot cross to the worker. The only ones drizzle-orm/pglite passes keep a type's text
 * as it is (timestamps, dates, intervals and their arrays: drizzle maps them itself), so the worker is told which
 * types to leave as text. Anything else is refused loudly rather than silently parsed differently.
 */
function textTypes(options: QueryOptions | undefined): number[] {
  const probe = '2026-01-01 00:00:00+00';
  return Object.entries(options?.parsers ?? {}).map(([type, parse]) => {
    if (parse(probe) !== probe) throw new Error(`PGlite worker: parser for type ${type} is not text-preserving`);
    return Number(type);
  });
}

/** The worker entry is TypeScript, run by tsx like the rest of the API: the worker registers tsx itself first. */
function workerSource(): { source: string | URL; eval: boolean } {
  const entry = new URL(import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.js', import.meta.url);
  if (!entry.pathname.endsWith('.ts')) return { source: entry, eval: false };
  const require = createRequire(import.meta.url);
  const tsxDir = path.dirname(require.resolve('tsx/package.json'));
  const exportsField = (require('tsx/package.json') as { exports: Record<string, { import: { default: string } }> })
    .exports;
  const tsxApi = pathToFileURL(path.join(tsxDir, exportsField['./esm/api']!.import.default)).href;
  const source = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return { source, eval: true };
}

/**
 * PGlite running in a worker thread, seen from the main thread. PGlite executes each query synchronously on the
 * thread that owns it: in the API's thread, a burst of queries held every socket (a health probe waited behind
 * availability reads). In a worker, the API's event loop only posts messages.
 *
 * PGlite is one connection, so a transaction owns it from BEGIN to COMMIT: queries from outside the transaction
 * that arrive meanwhile wait for it, in arrival order (PGlite's own `transaction` does the same with its mutex).
 */
export class PgliteThreadClient implements ThreadQueryable {
  private readonly pending = new Map<number, { resolve(answer: WorkerAnswer): void; reject(e: Error): void }>();
  private nextId = 0;
  private stopped: Error | null = null;
  /** settles when the transaction that last claimed the connection has ended */
  private gate: Promise<void> = Promise.resolve();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: WorkerReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply);
      else waiting.reject(reviveError(reply.error));
    });
    const stop = (error: Error) => {
      this.stopped ??= error;
      for (const waiting of this.pending.values()) waiting.reject(this.stopped);
      this.pending.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`PGlite worker stopped (exit code ${code})`)));
  }

  /** Starts the worker and waits until PGlite is open in it. */
  static async start(start: WorkerStart): Promise<PgliteThreadClient> {
    const { source, eval: isEval } = workerSource();
    const worker = new Worker(source, { eval: isEval, workerData: start });
    let detach = () => {};
    const status = await new Promise<WorkerStatus>((resolve, reject) => {
      const exited = (code: number) => reject(new Error(`PGlite worker exited with ${code} while opening`));
      worker.once('message', resolve).once('error', reject).once('exit', exited);
      // only these: the Worker's own listeners (which start and stop its message port) must stay
      detach = () => worker.off('message', resolve).off('error', reject).off('exit', exited);
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    detach();
    if (!status.ready) {
      await worker.terminate();
      throw reviveError(status.error);
    }
    return new PgliteThreadClient(worker);
  }

  private send(request: Request): Promise<WorkerAnswer> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id } satisfies WorkerRequest);
    });
  }

  private async run<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined) {
    const answer = await this.send({
      kind: 'query',
      sql,
      params: params ?? [],
      rowMode: options?.rowMode,
      textTypes: textTypes(options),
    });
    // a query always answers with its result
    return ('result' in answer ? answer.result : null) as Results<T>;
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await this.gate;
    return this.run<T>(sql, params, options);
  }

  /**
   * Runs `work` while it alone uses the connection: what was sent before it finishes first, what is asked meanwhile
   * waits for it, in arrival order.
   */
  private async holdingConnection<T>(work: () => Promise<T>): Promise<T> {
    const previous = this.gate;
    let release = () => {};
    this.gate = new Promise<void>((resolve) => (release = resolve));
    try {
      await previous;
      return await work();
    } finally {
      release();
    }
  }

  transaction<T>(callback: (tx: ThreadQueryable) => Promise<T>): Promise<T> {
    return this.holdingConnection(async () => {
      await this.send({ kind: 'exec', sql: 'BEGIN' });
      let result: T;
      try {
        result = await callback({ query: (sql, params, options) => this.run(sql, params, options) });
      } catch (error) {
        await this.send({ kind: 'exec', sql: 'ROLLBACK' }).catch(() => {});
        throw error;
      }
      await this.send({ kind: 'exec', sql: 'COMMIT' });
      return result;
    });
  }

  /**
   * PGlite's own dump of its data directory (`dumpDataDir`, a tar), taken between two transactions: a backup never
   * holds half of one (an order without its lines), and writes asked for meanwhile wait the fraction of a second it
   * takes.
   */
  dumpDataDir(): Promise<Uint8Array> {
    return this.holdingConnection(async () => {
      const answer = await this.send({ kind: 'dump' });
      if (!('dump' in answer)) throw new Error('PGlite worker: a dump request answered no dump');
      return answer.dump;
    });
  }

  async close(): Promise<void> {
    await this.gate;
    if (!this.stopped) await this.send({ kind: 'close' }).catch(() => {});
    await this.worker.terminate();
  }
}
