// How `npm run backup` gets PGlite's dump while the server runs: PGlite cannot be opened by a second process (and a
// copy of files being written is no backup), so the process that holds DATA_DIR answers on a unix socket inside it,
// `DATA_DIR/api.sock` (lib/operator-socket-server.ts). The request is the line `dump`; the answer one JSON line (the schema and the dump's size, or a refusal) and the
// dump's bytes after it.
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fitsASocket, MAX_SOCKET_PATH_BYTES, serveOperatorSocket } from '../../lib/operator-socket-server';
import { BackupError } from './backup-error';
import { withWorkDir } from './backup-file';
import type { SchemaVersion } from './schema-version';
import type { DumpSource } from './take-backup';

const SOCKET_FILE = 'api.sock';
const REQUEST = 'dump';
/** A request is one short line; an answer's first line a short JSON object. */
const MAX_LINE_BYTES = 4096;
/** Silence on the socket this long ends it: a request that never comes, or a server that stopped answering. */
const IDLE_TIMEOUT_MS = 5 * 60_000;

type AnswerHeader = { ok: true; schema: SchemaVersion; bytes: number } | { ok: false; message: string };

export function dumpSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), SOCKET_FILE);
}

function checkedSocketPath(dataDir: string): string {
  const socketPath = dumpSocketPath(dataDir);
  if (!fitsASocket(socketPath)) {
    throw new BackupError(
      `${socketPath} is longer than a unix socket's path may be (${MAX_SOCKET_PATH_BYTES} bytes): with a shorter DATA_DIR, ` +
        '`npm run backup` can ask the running server for a backup (the nightly backup runs either way)',
    );
  }
  return socketPath;
}

const headerLine = (header: AnswerHeader) => `${JSON.stringify(header)}\n`;

async function answer(socket: net.Socket, request: string, source: DumpSource, onError: (error: unknown) => void) {
  if (request !== REQUEST) {
    socket.end(headerLine({ ok: false, message: `unknown request ${JSON.stringify(request.slice(0, 40))}` }));
    return;
  }
  await withWorkDir(async (dir) => {
    const file = path.join(dir, 'dump');
    let schema: SchemaVersion;
    try {
      schema = await source.dumpTo(file);
    } catch (error) {
      onError(error);
      const message = error instanceof Error ? error.message : String(error);
      socket.end(headerLine({ ok: false, message: `the server could not dump its database: ${message}` }));
      return;
    }
    socket.write(headerLine({ ok: true, schema, bytes: (await stat(file)).size }));
    // a failure from here on cuts the dump short, which the client sees
    await pipeline(createReadStream(file), socket);
  });
}

/**
 * Answers dump requests on `DATA_DIR/api.sock` until the answered function is called (it waits for a dump being sent).
 * Call it only while holding DATA_DIR's lock: a socket file already there is then one a dead process left.
 */
export async function serveDumps(
  dataDir: string,
  source: DumpSource,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  const socketPath = checkedSocketPath(dataDir);
  return serveOperatorSocket(
    socketPath,
    { maxRequestBytes: MAX_LINE_BYTES, idleTimeoutMs: IDLE_TIMEOUT_MS },
    (request, socket) =>
      answer(socket, request.trim(), source, onError).catch((error: unknown) => {
        onError(error);
        socket.destroy();
      }),
  );
}

/** No process answers on DATA_DIR's socket: the server is not running (or predates it). */
export class NoServerAnswering extends Error {
  override name = 'NoServerAnswering';
}

function parseHeader(line: Buffer): AnswerHeader {
  try {
    return JSON.parse(line.toString('utf8')) as AnswerHeader;
  } catch {
    throw new BackupError('the process holding DATA_DIR answered something that is not a dump');
  }
}

/**
 * Asks the server running on DATA_DIR for its dump and writes it to `file` (mode 0600); answers the schema. Throws
 * NoServerAnswering when no process listens there.
 */
export async function requestDump(dataDir: string, file: string): Promise<SchemaVersion> {
  const socketPath = dumpSocketPath(dataDir);
  // no server can listen there (see checkedSocketPath)
  if (!fitsASocket(socketPath)) throw new NoServerAnswering(`${socketPath} is too long`);
  const socket = net.connect(socketPath);
  socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy(new BackupError('the server stopped answering')));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve).once('error', (error: NodeJS.ErrnoException) => {
      const gone = error.code === 'ENOENT' || error.code === 'ECONNREFUSED';
      reject(gone ? new NoServerAnswering(`no process answers on ${socketPath}`) : error);
    });
  });
  socket.end(`${REQUEST}\n`);
  // set by the reader below (`as`: TypeScript cannot see the assignment inside it)
  let header = null as AnswerHeader | null;
  await pipeline(
    socket,
    async function* (chunks: AsyncIterable<Buffer>) {
      let pending = Buffer.alloc(0);
      for await (const chunk of chunks) {
        if (header) {
          yield chunk;
          continue;
        }
        pending = Buffer.concat([pending, chunk]);
        const end = pending.indexOf(0x0a);
        if (end === -1) {
          if (pending.length > MAX_LINE_BYTES) throw new BackupError('the server answered no dump');
          continue;
        }
        header = parseHeader(pending.subarray(0, end));
        if (!header.ok) throw new BackupError(header.message);
        yield pending.subarray(end + 1);
      }
    },
    createWriteStream(file, { flags: 'wx', mode: 0o600 }),
  );
  if (!header?.ok) throw new BackupError('the server closed the connection before sending its dump');
  const received = (await stat(file)).size;
  if (received !== header.bytes) {
    throw new BackupError(`the server's dump ended early (${received} of ${header.bytes} bytes)`);
  }
  return header.schema;
}
