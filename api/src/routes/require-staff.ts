import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../lib/errors';
import type { Repositories } from '../repositories/index';

type StaffCheck = (request: FastifyRequest) => Promise<void>;

/** The checks `requireStaff` made: how `guardStaffRoutes` knows a route carries one, whatever its name. */
const staffChecks = new WeakSet<StaffCheck>();

/**
 * The `preValidation` hook of every staff route, after `onRequest: app.authenticate`: the account's role is read from
 * the database on each request (a role taken away works at once; the token does not carry it). A diner: 403
 * STAFF_ONLY. Before validation, so a diner learns nothing of what a staff route accepts: a bad body or an unknown
 * mark is 403 to them, never the schema's 400.
 */
export function requireStaff({ orderRepository }: Pick<Repositories, 'orderRepository'>): StaffCheck {
  const check: StaffCheck = async (request) => {
    if (!(await orderRepository.isStaff(request.userId))) throw new AppError('STAFF_ONLY');
  };
  staffChecks.add(check);
  return check;
}

/** The checks `requireManager` made: the only ones a route under `/manage` may carry. */
const managerChecks = new WeakSet<StaffCheck>();

/**
 * As `requireStaff`, for the manager's back office (`/manage`): the role read from the database on each request must
 * be manager; a diner or a cook: 403 MANAGER_ONLY, before validation.
 */
export function requireManager({ orderRepository }: Pick<Repositories, 'orderRepository'>): StaffCheck {
  const check: StaffCheck = async (request) => {
    if (!(await orderRepository.isManager(request.userId))) throw new AppError('MANAGER_ONLY');
  };
  staffChecks.add(check);
  managerChecks.add(check);
  return check;
}

/** The paths only staff may use, below the API's prefix: the kitchen and host stand, and any manager's page. */
const STAFF_PATH = /^\/(?:staff|manage)(?:\/|$)/;
/** The manager's own, among them. */
const MANAGER_PATH = /^\/manage(?:\/|$)/;

export function isStaffPath(url: string, prefix: string): boolean {
  return url.startsWith(prefix) && STAFF_PATH.test(url.slice(prefix.length));
}

function hooksOf(hook: RouteOptions['preValidation']): unknown[] {
  if (hook === undefined) return [];
  return Array.isArray(hook) ? hook : [hook];
}

/**
 * Refuses to start an API where a route under `/staff` or `/manage` lacks the role check (`requireStaff`, or
 * `requireManager` under `/manage`, as its `preValidation`, after authentication): the rule holds by construction, not by a list someone keeps. `onStaffRoute`
 * hears each such route (the staff-access test calls every one of them).
 */
export function guardStaffRoutes(app: FastifyInstance, onStaffRoute?: (route: RouteOptions) => void): void {
  app.addHook('onRoute', (route) => {
    if (!isStaffPath(route.url, app.prefix)) return;
    const checks = MANAGER_PATH.test(route.url.slice(app.prefix.length)) ? managerChecks : staffChecks;
    const checked = hooksOf(route.preValidation).some((hook) => checks.has(hook as StaffCheck));
    if (!checked || route.onRequest === undefined) {
      const check = checks === managerChecks ? 'requireManager' : 'requireStaff';
      throw new Error(`${String(route.method)} ${route.url}: a staff route must authenticate and ${check} first`);
    }
    onStaffRoute?.(route);
  });
}
