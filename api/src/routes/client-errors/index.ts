import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CLIENT_ERROR_MESSAGE_MAX_LENGTH,
  CLIENT_ERROR_STACK_MAX_LENGTH,
  CLIENT_EVENT_MAX_BYTES,
  scrubClientText,
} from '@restaurant/shared/client-errors';
import {
  ClientEventBody,
  ClientEventResponse,
  type ClientEventBody as ClientEvent,
} from '@restaurant/shared/contracts';
import { createRemoteReleases } from '../../lib/remote-releases';
import { errors, type RouteDeps } from '../deps';

/** Beacons one browser sends in a minute at most: a page view and its few errors, many times over. */
export const CLIENT_EVENT_RATE_LIMIT = { per: 'address', max: 120, windowSeconds: 60 } as const;

/** The host scrubs before sending; an old or forged client is held to the same rule before anything is stored. */
function scrubbed(event: ClientEvent): ClientEvent {
  if (event.type === 'page-view') return event;
  return {
    ...event,
    message: scrubClientText(event.message, CLIENT_ERROR_MESSAGE_MAX_LENGTH),
    ...(event.stack === undefined ? {} : { stack: scrubClientText(event.stack, CLIENT_ERROR_STACK_MAX_LENGTH) }),
  };
}

/**
 * The browsers' page views and errors, per remote version (the host's `navigator.sendBeacon`). Nobody reads the
 * answer, so what cannot count is dropped without an error where the schema cannot tell: a version never released,
 * an event already counted in its page view.
 */
const clientErrorRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, { repos, config, now, metrics }) => {
  const releases = createRemoteReleases(config.releasesDir);
  // A beacon goes as text/plain, which needs no preflight (an API on another origin gets it too): JSON all the same,
  // read by Fastify's own JSON parser (for this plugin's route only), so what is not JSON is the usual 400
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.post(
    '/client-errors',
    {
      bodyLimit: CLIENT_EVENT_MAX_BYTES,
      schema: {
        tags: ['client-events'],
        operationId: 'reportClientEvent',
        summary: 'Counts a page view or a client error of a remote version',
        description:
          "A browser's beacon: one page view, or one error (window error, unhandled rejection, error boundary, failed remote or chunk load, hydration mismatch) tagged with the remote, the version the host loaded and the route's pattern. Counted once per page view; at most 8 KB; a version never released is dropped (`recorded: false`).",
        body: ClientEventBody,
        response: { 202: ClientEventResponse, ...errors(400, 413, 415, 429) },
      },
      config: { rateLimit: CLIENT_EVENT_RATE_LIMIT },
    },
    async (request, reply) => {
      const event = scrubbed(request.body);
      const recorded =
        releases.isKnown(event.remote, event.version) && (await repos.clientEventRepository.record(event, now()));
      if (recorded) metrics?.clientEvents.inc({ remote: event.remote, version: event.version, type: event.type });
      reply.header('cache-control', 'no-store');
      return reply.code(202).send({ data: { recorded } });
    },
  );
};

export default clientErrorRoutes;
