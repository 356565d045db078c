import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OutboxQuery, OutboxResponse, type OutboxMessage } from '@restaurant/shared/contracts';
import { composeMail } from '../../mail/composer';
import { errors, type RouteDeps } from '../deps';

/** Development-only routes: registered only when the server was started with DEV_OUTBOX=1 (dev, tests, e2e). */
const devRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, mail }) => {
  const { outboxRepository } = repos;

  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        operationId: 'listDevOutbox',
        summary: 'The outbox: every message the API e-mails (or will), newest first, as it is sent',
        description:
          'Only with DEV_OUTBOX=1. Shared by every API instance on the same database. A code or link is shown while ' +
          'its message waits; it is erased once the message is sent, refused or expired.',
        querystring: OutboxQuery,
        response: { 200: OutboxResponse, ...errors(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const entries = await outboxRepository.list({ to: request.query.to });
      const items: OutboxMessage[] = [];
      for (const entry of entries) {
        const composed = await composeMail(entry, mail);
        items.push({
          id: entry.id,
          kind: entry.kind,
          status: entry.status,
          to: entry.to,
          language: entry.language,
          subject: composed.subject,
          text: composed.text,
          ...(entry.kind === 'password-reset' && entry.secret ? { link: composed.link } : {}),
          ...(composed.code && entry.secret ? { code: composed.code } : {}),
          createdAt: entry.createdAt.toISOString(),
        });
      }
      return { data: { items } };
    },
  );

  app.delete(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        operationId: 'clearDevOutbox',
        summary: 'Empty the outbox (e2e runs start clean)',
        description:
          'Deletes every message of the outbox, so an end-to-end run starts from none. Only with DEV_OUTBOX=1, never in production.',
        response: { 204: Type.Null({ description: 'Emptied' }) },
      },
    },
    async (_request, reply) => {
      await outboxRepository.clear();
      return reply.code(204).send(null);
    },
  );
};

export default devRoutes;
