import type { ErrorResponse as ErrorResponseType } from '@restaurant/shared/contracts';
import { ErrorResponse } from '@restaurant/shared/contracts';
import type { BusinessRules } from '../business-rules';
import type { Config } from '../config';
import type { BackupService } from '../db/backup/backup-service';
import type { Engine } from '../db/index';
import type { InvalidationBus } from '../lib/invalidation-bus';
import type { Metrics } from '../lib/metrics';
import type { OrderEventHub } from '../lib/order-event-hub';
import type { RateLimitStore } from '../lib/rate-limit';
import type { ResponseCache } from '../lib/response-cache';
import type { MailContext } from '../mail/mail-model';
import { FLOORS_TAG } from '../repositories/floor-admin-repository';
import type { Repositories } from '../repositories/index';
import type { SettingsRepository } from '../repositories/settings-repository';

/** What every route plugin is given: explicit dependencies instead of decorators, so tests can swap any of them. */
export type RouteDeps = {
  repos: Repositories;
  /** how messages are composed (links, the restaurant, the sender): the development outbox shows them as sent */
  mail: MailContext;
  /** the constants (time zone, offset, per-diner limits); the rules in force are `settings.current(now)` */
  rules: BusinessRules;
  /** the manager's hours, closures and booking rules, cached per instance and dropped on every write */
  settings: SettingsRepository;
  cache: ResponseCache;
  /** cache invalidations across instances (the response cache publishes through it too) */
  bus: InvalidationBus;
  /** the live order streams of this instance (Server-Sent Events) */
  orderEvents: OrderEventHub;
  /** what the health route reports of the backups */
  backups: Pick<BackupService, 'status'>;
  /** the abuse limits' counters (a password reset lifts its account's sign-in ceiling) */
  rateLimits: Pick<RateLimitStore, 'clear'>;
  config: Config;
  engine: Engine;
  version: string;
  now: () => Date;
  /** the process's metrics (client events are counted there as they are recorded) */
  metrics?: Metrics;
};

/** Error answers a route documents, all `{ message, code }`. */
export function errors<S extends 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 428 | 429 | 503>(
  ...statuses: S[]
): Record<S, typeof ErrorResponse> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorResponse])) as Record<S, typeof ErrorResponse>;
}

export type { ErrorResponseType };

/** Page envelope from repository results. */
export const paged = <T>(result: { items: T[]; total: number }, page: number, size: number) => ({
  data: { items: result.items, page, size, total: result.total },
});

/**
 * What a sold-out mark invalidates: the dish and combo answers. A `menu:` tag, so the composed site's server-rendered
 * pages (which show the menu) are dropped with them.
 */
export const SOLD_OUT_TAG = 'menu:sold-out';

export const CACHE = {
  /**
   * dishes and combos: they say what is sold out today. A sold-out mark is in the next read on every instance, and
   * the answer is kept per restaurant-local day, so the mark lapses at midnight with no job; browsers revalidate.
   */
  menuStock: { tags: ['menu', SOLD_OUT_TAG], ttlSeconds: 300, browserMaxAge: 0, consistent: true, perDay: true },
  /**
   * categories: the manager edits them (`/api/manage`); an edit is in the next read on every instance, browsers
   * revalidate
   */
  categories: { tags: ['menu'], ttlSeconds: 300, browserMaxAge: 0, consistent: true },
  /** vouchers: "active" depends on the clock; a manager's edit is in the next read on every instance */
  vouchers: { tags: ['vouchers'], ttlSeconds: 30, browserMaxAge: 0, consistent: true },
  /**
   * the booking rules: the manager edits them (`/api/manage/settings`); an edit is in the next read on every
   * instance, browsers revalidate
   */
  bookingRules: { tags: ['restaurant-settings'], ttlSeconds: 300, browserMaxAge: 0, consistent: true, perDay: true },
  /** reviews: a review posted through any instance is in the next read of every instance */
  reviews: { tags: ['reviews'], ttlSeconds: 10, browserMaxAge: 0, consistent: true },
  /** floors and their plans: the manager's floor plan editor changes them; an edit is in the next read everywhere */
  floors: { tags: [FLOORS_TAG], ttlSeconds: 300, browserMaxAge: 0, consistent: true },
} as const;
