import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { HealthResponse, LivenessResponse, ReadinessResponse } from '@restaurant/shared/contracts';
import { checkDatabase } from '../../lib/database-health';
import { sendError } from '../../plugins/errors';
import { errors, type RouteDeps } from '../deps';

const uptime = () => Math.round(process.uptime() * 10) / 10;

// Probes answer during MAINTENANCE too, and are never cached.
const probe = { config: { maintenanceExempt: true } } as const;

const healthRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { engine, version, repos, backups, config }) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  const checkDatabaseFor = (request: FastifyRequest) =>
    checkDatabase(
      () => repos.healthRepository.ping(),
      engine,
      (err) => request.log.warn({ err }, 'the database did not answer the health check'),
    );

  app.get(
    '/health',
    {
      ...probe,
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary:
          'Status: engine, version, uptime, the database (up or down, round trip), the backups and the mail not sent yet',
        description: 'Always 200 while the API runs; `status: degraded` when the database does not answer.',
        response: { 200: HealthResponse },
      },
    },
    async (request) => {
      const [db, backupStatus] = await Promise.all([checkDatabaseFor(request), backups.status()]);
      const pending = db.status === 'up' ? await repos.outboxRepository.countPending().catch(() => null) : null;
      return {
        data: {
          status: db.status === 'up' ? ('ok' as const) : ('degraded' as const),
          engine,
          version,
          uptime: uptime(),
          database: db,
          backups: backupStatus,
          mail: { delivery: config.smtpUrl ? ('smtp' as const) : ('outbox' as const), pending },
        },
      };
    },
  );

  app.get(
    '/health/ready',
    {
      ...probe,
      schema: {
        tags: ['health'],
        operationId: 'getReadiness',
        summary: 'Readiness: 200 while the database answers, 503 when it does not',
        description:
          'For a load balancer or orchestrator: send traffic to this instance only while it answers 200. No authentication; never cached.',
        response: { 200: ReadinessResponse, ...errors(503) },
      },
    },
    async (request, reply) => {
      const db = await checkDatabaseFor(request);
      // answered here rather than thrown: an outage is expected news for a probe, not a server error to log again
      if (db.status === 'down') {
        return sendError(request, reply, 'DATABASE_UNAVAILABLE');
      }
      return { data: { status: 'ready' as const, database: db } };
    },
  );

  app.get(
    '/health/live',
    {
      ...probe,
      schema: {
        tags: ['health'],
        operationId: 'getLiveness',
        summary: 'Liveness: the process answers (the database is not checked)',
        description:
          'For a process supervisor: restart the instance only when this stops answering. It does not touch the database, so a database outage does not restart every instance.',
        response: { 200: LivenessResponse },
      },
    },
    async () => ({ data: { status: 'ok' as const, uptime: uptime() } }),
  );
};

export default healthRoutes;
