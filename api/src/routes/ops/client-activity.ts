import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientActivityQuery, ClientActivityResponse } from '@restaurant/shared/contracts';
import { operatorTokenGuard } from '../../lib/metrics';
import { errors, type RouteDeps } from '../deps';

/** The OpenAPI security requirement of the operator's reads: METRICS_TOKEN as a bearer token, not a diner's JWT. */
const operatorSecurity = [{ operatorToken: [] }];

/**
 * The client events' counts (and sampled stacks) as `npm run releases` and `npm run errors` read them, from the
 * running site. On PGlite the site holds the database's lock, so while it runs this is the only way to them; behind
 * the same guard as `/metrics` (404 without METRICS_TOKEN set, 401 without it given). Stacks leave minified: the
 * command resolves them against the source maps on the operator's disk.
 */
const opsClientActivityRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, config }) => {
  app.get(
    '/ops/client-activity',
    {
      onRequest: operatorTokenGuard(config.metricsToken),
      schema: {
        tags: ['ops'],
        operationId: 'getClientActivity',
        summary: "A remote's page views and errors per version since a time, for its team's commands",
        description:
          'Page views and client errors per version of one remote since `since`, and with `samples=true` the sampled errors (newest first, at most 100) with their stacks as the browsers sent them. Needs `Authorization: Bearer <METRICS_TOKEN>`; answers 404 when the server has no METRICS_TOKEN.',
        security: operatorSecurity,
        querystring: ClientActivityQuery,
        response: { 200: ClientActivityResponse, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { remote, samples } = request.query;
      const since = new Date(request.query.since);
      const events = repos.clientEventRepository;
      const [activity, sampled] = await Promise.all([
        events.activitySince(remote, since),
        samples ? events.samplesSince(remote, since) : [],
      ]);
      reply.header('cache-control', 'no-store');
      return {
        data: {
          remote,
          since: since.toISOString(),
          activity,
          samples: sampled.map((sample) => ({ ...sample, at: sample.at.toISOString() })),
        },
      };
    },
  );
};

export default opsClientActivityRoutes;
