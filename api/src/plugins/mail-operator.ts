import { rmSync } from 'node:fs';
import type { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailContext } from '../mail/mail-model';
import { listenForOperator, operatorSocketPath } from '../mail/operator-socket';
import type { OutboxRepository } from '../repositories/outbox-repository';

export type MailOperatorOptions = { dataDir: string; outbox: OutboxRepository; context: MailContext };

/**
 * The operator's way into the outbox of a server running on PGlite (`npm run mail -w api -- list`): a socket in
 * DATA_DIR (see `listenForOperator`). A socket that cannot be opened (a path too long for one) costs the command
 * its answer, never the API its start.
 */
export default fp(
  async (app: FastifyInstance, { dataDir, outbox, context }: MailOperatorOptions) => {
    let server: Server | undefined;
    app.addHook('onReady', async () => {
      try {
        server = await listenForOperator(dataDir, outbox, context);
      } catch (error) {
        app.log.warn(
          { err: error },
          'mail: the operator socket could not be opened; `npm run mail` needs the server stopped',
        );
      }
    });
    app.addHook('onClose', async () => {
      if (!server) return;
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      rmSync(operatorSocketPath(dataDir), { force: true });
    });
  },
  { name: 'mail-operator' },
);
