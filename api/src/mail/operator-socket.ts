import { rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';
import type { OutboxRepository } from '../repositories/outbox-repository';
import type { MailContext } from './mail-model';
import { runMailCommand, type MailCommand } from './operator';

/**
 * Where a running API on PGlite answers the operator's `mail` command: a Unix socket in DATA_DIR. PGlite's folder
 * belongs to one process (its lock), so the command cannot open the database while the server runs; it asks the
 * server here instead. Only this machine's user can reach it (DATA_DIR is 0700), and it is no HTTP route.
 */
export function operatorSocketPath(dataDir: string): string {
  return path.resolve(dataDir, 'mail.sock');
}

type Answer = { exitCode: number; output: string };

/** Answers one command per connection: a JSON line in, a JSON line out. */
export async function listenForOperator(
  dataDir: string,
  outbox: OutboxRepository,
  context: MailContext,
): Promise<Server> {
  const file = operatorSocketPath(dataDir);
  // left by a process that was killed: this one holds the folder's lock now
  rmSync(file, { force: true });
  const server = createServer((socket) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (!received.includes('\n') || received.length > 1000) return;
      void (async () => {
        let answer: Answer;
        try {
          answer = await runMailCommand(JSON.parse(received) as MailCommand, outbox, context);
        } catch (error) {
          answer = { exitCode: 1, output: `The server could not run the command: ${(error as Error).message}` };
        }
        socket.end(`${JSON.stringify(answer)}\n`);
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

/** The running server's answer, or null when no server listens in DATA_DIR. */
export function askRunningServer(dataDir: string, command: MailCommand): Promise<Answer | null> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = connect(operatorSocketPath(dataDir));
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(command)}\n`));
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(received) as Answer);
      } catch {
        reject(new Error('the server answered something unexpected on its mail socket'));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}
