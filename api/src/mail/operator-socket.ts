// How `npm run mail -w api` reads the outbox while the server runs on PGlite: the folder is the server's alone (its
// lock), so the process holding DATA_DIR answers on a unix socket inside it, `DATA_DIR/mail.sock`, as it answers
// `npm run backup` on `api.sock` (src/db/backup/dump-socket.ts). Nothing else can reach it: no network address, and
// the folder is its user's only (0700). The request is one JSON command; the answer one JSON line.
import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { OutboxRepository } from '../repositories/outbox-repository';
import type { MailContext } from './mail-model';
import { runMailCommand, type MailCommand, type MailCommandAnswer } from './operator';

const SOCKET_FILE = 'mail.sock';
/** The longest path Linux takes for a unix socket (sun_path, less its terminating zero). */
const MAX_SOCKET_PATH_BYTES = 107;
/** A request is one short line. */
const MAX_REQUEST_BYTES = 1000;
/** Silence on the socket this long ends it. */
const IDLE_TIMEOUT_MS = 60_000;

export function operatorSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), SOCKET_FILE);
}

const fitsASocket = (socketPath: string) => Buffer.byteLength(socketPath) <= MAX_SOCKET_PATH_BYTES;

/**
 * Answers mail commands on `DATA_DIR/mail.sock` until the function it resolves with is called. Call it only while
 * holding DATA_DIR's lock: a socket file already there is then one a dead process left.
 */
export async function serveMailCommands(
  dataDir: string,
  outbox: OutboxRepository,
  context: MailContext,
): Promise<() => Promise<void>> {
  const socketPath = operatorSocketPath(dataDir);
  if (!fitsASocket(socketPath)) {
    throw new Error(
      `${socketPath} is longer than a unix socket's path may be: \`npm run mail\` needs the server stopped`,
    );
  }
  await rm(socketPath, { force: true });
  // half-open: the request ends the client's side, and the answer still goes back
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
    socket.on('error', () => {});
    let request = '';
    socket.setEncoding('utf8').on('data', (text: string) => {
      request += text;
      if (request.length > MAX_REQUEST_BYTES) socket.destroy();
    });
    socket.once('end', () => {
      void (async () => {
        let answer: MailCommandAnswer;
        try {
          answer = await runMailCommand(JSON.parse(request) as MailCommand, outbox, context);
        } catch (error) {
          answer = { exitCode: 1, output: `The server could not run the command: ${(error as Error).message}` };
        }
        socket.end(`${JSON.stringify(answer)}\n`);
      })();
    });
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

/** The running server's answer, or null when no server listens in DATA_DIR. */
export async function askRunningServer(dataDir: string, command: MailCommand): Promise<MailCommandAnswer | null> {
  const socketPath = operatorSocketPath(dataDir);
  if (!fitsASocket(socketPath)) return null;
  const socket = net.connect(socketPath);
  socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy(new Error('the server stopped answering')));
  try {
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return null;
    throw error;
  }
  socket.end(JSON.stringify(command));
  let received = '';
  for await (const chunk of socket.setEncoding('utf8')) received += String(chunk);
  try {
    return JSON.parse(received) as MailCommandAnswer;
  } catch {
    throw new Error('the process holding DATA_DIR answered something that is not an answer to a mail command');
  }
}
