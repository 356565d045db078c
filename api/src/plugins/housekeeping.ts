import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitStore } from '../lib/rate-limit';
import type { ClientEventRepository } from '../repositories/client-event-repository';
import type { HousekeepingRepository } from '../repositories/housekeeping-repository';

export type HousekeepingOptions = {
  housekeeping: HousekeepingRepository;
  clientEvents: Pick<ClientEventRepository, 'purgeExpired'>;
  rateLimits: RateLimitStore;
  now: () => Date;
  /** between purges; the first runs once the app is ready */
  intervalMs: number;
};

/**
 * Purges expired rows of the token and throttle tables, old client error counts and samples, and ended abuse-limit windows, on a timer. Every instance on a shared PostgreSQL does it
 * too: the deletes are idempotent, so running them twice costs a little and breaks nothing.
 */
export default fp(
  async (app: FastifyInstance, { housekeeping, clientEvents, rateLimits, now, intervalMs }: HousekeepingOptions) => {
    const purge = async () => {
      try {
        const at = now();
        const purged = {
          ...(await housekeeping.purgeExpired(at)),
          rateLimitWindows: await rateLimits.purgeExpired(at),
          clientEvents: await clientEvents.purgeExpired(at),
        };
        if (Object.values(purged).some((n) => n > 0)) app.log.info({ purged }, 'purged expired rows');
      } catch (error) {
        // a failed purge only leaves rows for the next one
        app.log.warn({ err: error }, 'purging expired rows failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void purge();
      // unref: the timer alone must not keep a process (or a test) alive
      timer = setInterval(() => void purge(), intervalMs).unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping' },
);
