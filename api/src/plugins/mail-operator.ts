import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailContext } from '../mail/mail-model';
import { serveMailCommands } from '../mail/operator-socket';
import type { OutboxRepository } from '../repositories/outbox-repository';

export type MailOperatorOptions = { dataDir: string; outbox: OutboxRepository; context: MailContext };

/**
 * The operator's way into the outbox of a server running on PGlite (`npm run mail -w api -- list`): a socket in
 * DATA_DIR (see `serveMailCommands`). A socket that cannot be opened costs the command its answer while the server
 * runs, never the API its start.
 */
export default fp(
  async (app: FastifyInstance, { dataDir, outbox, context }: MailOperatorOptions) => {
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      try {
        stop = await serveMailCommands(dataDir, outbox, context);
      } catch (error) {
        app.log.warn({ err: error }, 'mail: the operator socket could not be opened');
      }
    });
    app.addHook('onClose', async () => stop?.());
  },
  { name: 'mail-operator' },
);
