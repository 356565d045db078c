import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUDIT_ENTITY_KINDS, AuditEntriesResponse, AuditQuery } from '@restaurant/shared/contracts';
import { errors, paged, type RouteDeps } from '../deps';
import { managerRoutes } from './manager-routes';

/**
 * The audit log of the back office: read only. Its entries are written by the repositories, in each manager write's
 * own transaction; no route updates or deletes one.
 */
const manageAuditRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos }) => {
  const { auditRepository: audit } = repos;
  const { managerOnly, schema } = managerRoutes(app, repos);

  app.get(
    '/manage/audit',
    {
      schema: {
        ...schema(
          'listAuditEntries',
          "The back office's audit log, newest first",
          'Every write of the manager (menu, vouchers, photos, opening hours and closures, floors and tables, review ' +
            'replies and moderation): who, when, what (`<kind>.<verb>`), and the record before and after. `actorId`, ' +
            `\`entityKind\` (${AUDIT_ENTITY_KINDS.join(', ')}) and \`from\`/\`to\` (the restaurant's days, both ` +
            'included) narrow it. Append-only: nothing in the API changes or deletes an entry. Managers only; never cached.',
        ),
        querystring: AuditQuery,
        response: { 200: AuditEntriesResponse, ...errors(400, 401, 403) },
      },
      ...managerOnly,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, size } = request.query;
      return paged(await audit.list(request.query), page, size);
    },
  );
};

export default manageAuditRoutes;
