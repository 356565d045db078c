import type { FastifyInstance } from 'fastify';
import { bearerSecurity } from '../../plugins/auth';
import type { Repositories } from '../../repositories/index';
import { requireManager } from '../require-staff';

/**
 * What every route of the manager's back office declares: authentication, then the manager check read from the
 * database (`managerOnly`, spread into the route's options), and its OpenAPI entry under the `manage` tag.
 */
export function managerRoutes(app: FastifyInstance, repos: Pick<Repositories, 'orderRepository'>) {
  return {
    managerOnly: { onRequest: app.authenticate, preValidation: requireManager(repos) },
    /** The OpenAPI entry of a manager route: its operationId (what generated clients call it), summary and description. */
    schema: (operationId: string, summary: string, description: string) => ({
      tags: ['manage'],
      operationId,
      summary,
      description,
      security: bearerSecurity,
    }),
  };
}
