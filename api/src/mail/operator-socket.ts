// How `npm run mail -w api` reads the outbox while the server runs on PGlite: the folder is the server's alone (its
// lock), so the process holding DATA_DIR answers on a unix socket inside it, `DATA_DIR/mail.sock`, as it answers
// `npm run backup` on `api.sock` (lib/operator-socket-server.ts). The request is one JSON command; the answer one
// JSON line.
import net from 'node:net';
import path from 'node:path';
import { fitsASocket, serveOperatorSocket } from '../lib/operator-socket-server';
import type { OutboxRepository } from '../repositories/outbox-repository';
import type { MailContext } from './mail-model';
import { runMailCommand, type MailCommand, type MailCommandAnswer } from './operator';

const SOCKET_FILE = 'mail.sock';
/** A request is one short line. */
const MAX_REQUEST_BYTES = 1000;
/** Silence on the socket this long ends it. */
const IDLE_TIMEOUT_MS = 60_000;

export function operatorSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), SOCKET_FILE);
}

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
  return serveOperatorSocket(
    socketPath,
    { maxRequestBytes: MAX_REQUEST_BYTES, idleTimeoutMs: IDLE_TIMEOUT_MS },
    async (request, socket) => {
      let answer: MailCommandAnswer;
      try {
        answer = await runMailCommand(JSON.parse(request) as MailCommand, outbox, context);
      } catch (error) {
        answer = { exitCode: 1, output: `The server could not run the command: ${(error as Error).message}` };
      }
      socket.end(`${JSON.stringify(answer)}\n`);
    },
  );
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
