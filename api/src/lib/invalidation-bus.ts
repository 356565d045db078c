import type { FastifyBaseLogger } from 'fastify';

/**
 * What an instance hears: tags some instance's write changed, or `all` when this instance may have missed some
 * (its PostgreSQL listener reconnected), so every cached answer must go.
 */
export type Invalidation = { tags: readonly string[] } | { all: true };

export type InvalidationHandler = (invalidation: Invalidation) => void;

/**
 * Carries cache invalidations between API instances. A write publishes the tags it changed before it answers;
 * every instance (this one included) hears them. In-process for PGlite (one process owns the data directory), over
 * LISTEN/NOTIFY on PostgreSQL (many instances share one server).
 */
export interface InvalidationBus {
  /**
   * Drops the tags on this instance at once (the handlers run before this returns) and on every other instance.
   * Resolves once the other instances are sure to hear it: on PostgreSQL, when the NOTIFY is committed.
   */
  publish(tags: readonly string[]): Promise<void>;
  /** Returns the unsubscribe function. Handlers run synchronously and must not throw. */
  subscribe(handler: InvalidationHandler): () => void;
  /**
   * Resolves true once every invalidation published anywhere before this call has reached this instance's
   * handlers, false when the bus cannot promise that now (PostgreSQL listener down): the caller must then read
   * the database rather than a cached answer. Immediate for the in-process bus.
   */
  sync(): Promise<boolean>;
  close(): Promise<void>;
}

/** The handlers of one bus: a throwing handler must not keep the others from hearing. */
export class Subscribers {
  private readonly handlers = new Set<InvalidationHandler>();

  add(handler: InvalidationHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  deliver(invalidation: Invalidation) {
    for (const handler of this.handlers) {
      try {
        handler(invalidation);
      } catch {
        // a subscriber's bug must not stop invalidations reaching the others
      }
    }
  }
}

/** One process owns the database (PGlite holds a lock on its directory): invalidations never leave it. */
export function createLocalBus(): InvalidationBus {
  const subscribers = new Subscribers();
  return {
    async publish(tags) {
      subscribers.deliver({ tags });
    },
    subscribe: (handler) => subscribers.add(handler),
    sync: async () => true,
    async close() {},
  };
}

/**
 * The bus a request's writes publish on: by then the write has committed, so a failed NOTIFY must not turn it into an
 * error answer (a retry would repeat what was done). It is logged; this instance already dropped the tags, and the
 * others catch up by themselves: the order streams re-read on their heartbeat, a listener that reconnects drops all.
 */
export function afterCommitBus(bus: InvalidationBus, log: Pick<FastifyBaseLogger, 'error'>): InvalidationBus {
  return {
    async publish(tags) {
      try {
        await bus.publish(tags);
      } catch (error) {
        log.error({ err: error, tags }, 'invalidation bus: publishing a committed change failed');
      }
    },
    subscribe: (handler) => bus.subscribe(handler),
    sync: () => bus.sync(),
    close: () => bus.close(),
  };
}
