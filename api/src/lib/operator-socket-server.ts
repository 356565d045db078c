// The operator's commands that need the running server (`npm run backup`, `npm run mail`) reach it on a unix socket
// inside DATA_DIR: no network address, and the folder is its user's only (0700). One request per connection: the
// client writes it and ends its side; the answer comes back on the same socket.
import { rm } from 'node:fs/promises';
import net from 'node:net';

/** The longest path Linux takes for a unix socket (sun_path, less its terminating zero). */
export const MAX_SOCKET_PATH_BYTES = 107;

export const fitsASocket = (socketPath: string): boolean => Buffer.byteLength(socketPath) <= MAX_SOCKET_PATH_BYTES;

export interface OperatorSocketOptions {
  /** a longer request is refused by closing the socket */
  maxRequestBytes: number;
  /** silence on a connection this long ends it */
  idleTimeoutMs: number;
}

/**
 * Listens on `socketPath` (a file left there by a dead process is replaced: call it only while holding DATA_DIR's
 * lock) and hands each whole request to `answer`, which writes to the socket and ends it. Resolves with the close.
 */
export async function serveOperatorSocket(
  socketPath: string,
  { maxRequestBytes, idleTimeoutMs }: OperatorSocketOptions,
  answer: (request: string, socket: net.Socket) => Promise<void>,
): Promise<() => Promise<void>> {
  await rm(socketPath, { force: true });
  // half-open: the request ends the client's side, and the answer still goes back
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    socket.setTimeout(idleTimeoutMs, () => socket.destroy());
    socket.on('error', () => {});
    let request = '';
    socket.setEncoding('utf8').on('data', (text: string) => {
      request += text;
      if (request.length > maxRequestBytes) socket.destroy();
    });
    socket.once('end', () => void answer(request, socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  };
}
