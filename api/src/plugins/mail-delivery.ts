import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DeliveryWorker } from '../mail/delivery-worker';

/**
 * The instance's delivery worker: it starts once the API is ready (the outbox is sent from then on, what waited
 * included) and stops before the server closes, letting the message being sent finish while the database is open.
 */
export default fp(
  async (app: FastifyInstance, { worker }: { worker: DeliveryWorker }) => {
    app.addHook('onReady', () => worker.start());
    app.addHook('preClose', () => worker.stop());
  },
  { name: 'mail-delivery' },
);
