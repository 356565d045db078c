import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  FloorChanged,
  IdParams,
  ORDER_STREAM_EVENT,
  OrderStreamEvent,
  OrderStreamHeaders,
  type OrderStreamReady,
} from '@restaurant/shared/contracts';
import type { StreamClient } from '../../lib/order-event-hub';
import { bearerSecurity } from '../../plugins/auth';
import { errors, type RouteDeps } from '../deps';
import { requireStaff } from '../require-staff';

const STREAM_DESCRIPTION =
  'Server-Sent Events (`text/event-stream`), open until the client or the server closes it. Each event: `id:` ' +
  '(increasing, the same on every API instance), `event:` `order-placed` or `order-status`, `data:` one line of ' +
  'JSON (the schema below). The staff stream also sends `event: floor-changed` (no `id:`, `data: {}`) whenever a ' +
  'write changes which tables are taken or seated (a booking or its cancellation, seated, completed, no-show, a ' +
  'walk-in), on any instance: the client reads the floor again then, and on every `ready`. First comes what was missed after the `Last-Event-ID` header, if sent, then ' +
  '`event: ready` with `{ lastEventId }`, then each new event within a second of its commit on any instance. A ' +
  'comment line (`: heartbeat`) every EVENTS_HEARTBEAT_MS (15 s) keeps proxies from closing an idle stream. The ' +
  'server ends the stream when the access token it was opened with expires: open it again with a fresh one (and ' +
  '`Last-Event-ID`). ' +
  'Authenticated by the usual ' +
  '`Authorization: Bearer` header: read it with fetch, not EventSource (which cannot send one; a token in the URL ' +
  'would end up in logs).';

const streamResponse = {
  200: {
    description: 'the event stream',
    content: { 'text/event-stream': { schema: Type.Union([OrderStreamEvent, FloorChanged]) } },
  },
};

function sseMessage(id: number, event: string, data: unknown): string {
  // JSON.stringify never writes a raw line break, so `data` is always one line
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Takes the response over (the stream outlives Fastify's per-request timeout, which a hijacked reply is exempt
 * from) and hands it to the hub. The headers Fastify's hooks already set (CORS) are kept; `X-Accel-Buffering: no`
 * makes nginx pass each event on at once instead of filling its buffer first.
 */
function openStream(
  { orderEvents: hub, now }: Pick<RouteDeps, 'orderEvents' | 'now'>,
  request: FastifyRequest,
  reply: FastifyReply,
  orderId?: number,
) {
  const header = request.headers['last-event-id'];
  const lastEventId = typeof header === 'string' ? Number(header) : undefined;
  reply.hijack();
  const res = reply.raw;
  const set = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  res.writeHead(200, {
    ...Object.fromEntries(set),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  // HEAD (Fastify answers it for every GET) asks for the headers only: no stream to keep open
  if (request.method === 'HEAD') {
    res.end();
    return;
  }
  // sends the headers now: the client knows the stream is open before any event
  res.write(': open\n\n');

  let ended = false;
  let remove: (() => void) | undefined;
  const write = (text: string) => {
    if (!ended) res.write(text);
  };
  const client: StreamClient = {
    orderId,
    send: (event) =>
      write(
        sseMessage(event.id, event.status === 'PLACED' ? ORDER_STREAM_EVENT.placed : ORDER_STREAM_EVENT.status, event),
      ),
    floorChanged: () => write(`event: ${ORDER_STREAM_EVENT.floorChanged}\ndata: {}\n\n`),
    ready: (id) => write(sseMessage(id, ORDER_STREAM_EVENT.ready, { lastEventId: id } satisfies OrderStreamReady)),
    heartbeat: () => write(': heartbeat\n\n'),
    end: () => {
      if (!ended) res.end();
    },
  };
  // Who may read the stream was checked once, when it opened. It ends when the access token does: the client opens it
  // again with a fresh token, checked again, so a sign-out, a password reset or a lost staff role stops the events
  // within one token lifetime (ACCESS_TOKEN_TTL) instead of never.
  const expiry = setTimeout(() => client.end(), Math.max(0, request.accessExpiresAt - now().getTime()));
  // the client went away, or the stream was ended: the hub forgets it
  res.on('close', () => {
    ended = true;
    clearTimeout(expiry);
    remove?.();
  });
  hub.open(client, lastEventId).then(
    (removeClient) => {
      if (ended) removeClient();
      else remove = removeClient;
    },
    (error: unknown) => {
      request.log.warn({ err: error }, 'an order event stream could not start');
      client.end();
    },
  );
}

/**
 * The live order streams: every order for the staff's boards, one order for the diner who placed it. Both are
 * fed by the instance's order event hub (`lib/order-event-hub.ts`), which the invalidation bus wakes on a write
 * made through any instance.
 */
const eventRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, deps) => {
  const { repos, orderEvents } = deps;
  // before Fastify waits for the open connections to end: a stream would otherwise hold the close for ever
  app.addHook('preClose', async () => orderEvents.close());

  app.get(
    '/staff/events',
    {
      schema: {
        tags: ['staff'],
        summary: 'Live stream of every order placed and every status change, for the kitchen’s boards',
        description: STREAM_DESCRIPTION,
        security: bearerSecurity,
        headers: OrderStreamHeaders,
        response: { ...streamResponse, ...errors(400, 401, 403) },
      },
      onRequest: app.authenticate,
      preValidation: requireStaff(repos),
    },
    (request, reply) => openStream(deps, request, reply),
  );

  app.get(
    '/orders/:id/events',
    {
      schema: {
        tags: ['orders'],
        summary: "Live stream of one of the diner's orders: each status change (another diner's order is 404)",
        description: STREAM_DESCRIPTION,
        security: bearerSecurity,
        params: IdParams,
        headers: OrderStreamHeaders,
        response: { ...streamResponse, ...errors(400, 401, 404) },
      },
      onRequest: app.authenticate,
      // the order's owner only, answered like GET /orders/{id}: someone else's order is indistinguishable from none
      preHandler: async (request) => {
        await repos.orderRepository.findMine(request.userId, request.params.id);
      },
    },
    (request, reply) => openStream(deps, request, reply, request.params.id),
  );
};

export default eventRoutes;
