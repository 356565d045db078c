import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  FloorChanged,
  IdParams,
  ORDER_STREAM_EVENT,
  OrderStreamEvent,
  OrderStreamHeaders,
  PlanChanged,
  type OrderStreamReady,
} from '@restaurant/shared/contracts';
import { AppError } from '../../lib/errors';
import type { StreamClient, StreamOwner } from '../../lib/order-event-hub';
import { clientAddressKey } from '../../lib/rate-limit';
import { sseMessage } from '../../lib/server-sent-events';
import { bearerSecurity } from '../../plugins/auth';
import type { RateLimitRule } from '../../plugins/rate-limit';
import { errors, type RouteDeps } from '../deps';
import { requireStaff } from '../require-staff';

const STREAM_DESCRIPTION =
  'Server-Sent Events (`text/event-stream`), open until the client or the server closes it. Each event: `id:` ' +
  '(increasing, the same on every API instance), `event:` `order-placed` or `order-status`, `data:` one line of ' +
  'JSON (the schema below). The staff stream also sends `event: floor-changed` (no `id:`, `data: {}`) whenever a ' +
  'write changes which tables are taken or seated (a booking or its cancellation, seated, completed, no-show, a ' +
  'walk-in), on any instance: the client reads the floor again then, and on every `ready`; and `event: ' +
  'plan-changed` (no `id:`, `data: {}`) whenever the floor plan editor saves a floor or a table: the client reads ' +
  'the plan again. First comes what was missed after the `Last-Event-ID` header, if sent, then ' +
  '`event: ready` with `{ lastEventId }`, then each new event within a second of its commit on any instance. A ' +
  'comment line (`: heartbeat`) every EVENTS_HEARTBEAT_MS (15 s) keeps proxies from closing an idle stream. The ' +
  'server ends the stream when the access token it was opened with expires: open it again with a fresh one (and ' +
  '`Last-Event-ID`). ' +
  'A sign-out ends the streams opened with that session, a password reset or a lost staff role every stream of the ' +
  'account, at once on every instance. A `Last-Event-ID` beyond the newest event is refused (400 ' +
  '`LAST_EVENT_ID_AHEAD`); an older one is replayed a page at a time as the client reads it. One account holds at ' +
  'most EVENTS_MAX_PER_ACCOUNT (4) open streams and one address EVENTS_MAX_PER_ADDRESS (20) (429 ' +
  '`TOO_MANY_STREAMS`), an instance EVENTS_MAX_PER_INSTANCE (503 `STREAMS_BUSY` with `Retry-After`), and one ' +
  'address opens at most EVENTS_OPEN_RATE_MAX a minute (429 `RATE_LIMITED`). ' +
  'Authenticated by the usual ' +
  '`Authorization: Bearer` header: read it with fetch, not EventSource (which cannot send one; a token in the URL ' +
  'would end up in logs).';

const streamResponse = {
  200: {
    description: 'the event stream',
    content: { 'text/event-stream': { schema: Type.Union([OrderStreamEvent, FloorChanged, PlanChanged]) } },
  },
};

/** What a stream refused because the instance holds as many as it may tells the client to wait before trying again. */
export const STREAMS_BUSY_RETRY_SECONDS = 5;

/**
 * Refuses what may not open (a `Last-Event-ID` beyond the newest event, a stream past its limits) with a 4xx or
 * 503 before anything is written, then opens it. Nothing waits between the limits' check and `hub.open`, which
 * counts the stream: a burst of opens cannot slip past the limits together.
 */
async function refuseOrOpen(
  deps: Pick<RouteDeps, 'orderEvents' | 'now' | 'repos' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  orderId?: number,
) {
  const header = request.headers['last-event-id'];
  const lastEventId = typeof header === 'string' ? Number(header) : undefined;
  if (lastEventId !== undefined) {
    const newest = await deps.repos.orderEventRepository.latestId();
    if (lastEventId > newest) throw new AppError('LAST_EVENT_ID_AHEAD', { id: lastEventId, newest });
  }
  const owner: StreamOwner = {
    accountId: request.userId,
    sessionId: request.sessionId,
    address: clientAddressKey(request.ip),
  };
  // HEAD opens nothing: nothing to count
  const refusal = request.method === 'HEAD' ? null : deps.orderEvents.refusal(owner);
  const { perAccount, perAddress } = deps.config.eventStreamLimits;
  if (refusal === 'account') throw new AppError('STREAMS_PER_ACCOUNT', { max: perAccount });
  if (refusal === 'address') throw new AppError('STREAMS_PER_ADDRESS', { max: perAddress });
  if (refusal === 'instance') {
    reply.header('retry-after', String(STREAMS_BUSY_RETRY_SECONDS));
    throw new AppError('STREAMS_BUSY', { seconds: STREAMS_BUSY_RETRY_SECONDS });
  }
  openStream(deps, request, reply, owner, lastEventId, orderId);
  return reply;
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
  owner: StreamOwner,
  lastEventId: number | undefined,
  orderId: number | undefined,
) {
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
    owner,
    orderId,
    send: (_event, message) => write(message),
    floorChanged: () => write(`event: ${ORDER_STREAM_EVENT.floorChanged}\ndata: {}\n\n`),
    planChanged: () => write(`event: ${ORDER_STREAM_EVENT.planChanged}\ndata: {}\n\n`),
    ready: (id) => write(sseMessage(id, ORDER_STREAM_EVENT.ready, { lastEventId: id } satisfies OrderStreamReady)),
    heartbeat: () => write(': heartbeat\n\n'),
    drained: () =>
      ended || !res.writableNeedDrain
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const done = () => {
              res.off('drain', done);
              res.off('close', done);
              resolve();
            };
            res.on('drain', done);
            res.on('close', done);
          }),
    end: () => {
      if (ended) return;
      ended = true;
      res.end();
    },
  };
  // Who may read the stream was checked when it opened. A sign-out, a password reset or a lost staff role ends it at
  // once (the hub hears them on the bus); it also ends when the access token does, so a stream whose end was missed
  // (a listener that reconnected) lasts one token lifetime (ACCESS_TOKEN_TTL) at most: the client opens it again with
  // a fresh token, checked again.
  const expiry = setTimeout(() => client.end(), Math.max(0, request.accessExpiresAt - now().getTime()));
  // the open stream keeps the process running, not its deadline (up to a token lifetime: a test worker or a stopping
  // server whose socket went away without 'close' would wait that long)
  expiry.unref();
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
  const { repos, orderEvents, config } = deps;
  // one budget for both streams: a reconnect loop or a flood of opens from one address is refused before its token
  // is even read
  const rateLimit: RateLimitRule = {
    per: 'address',
    max: config.eventsOpenRateMax,
    windowSeconds: 60,
    counter: 'event-streams',
  };
  // before Fastify waits for the open connections to end: a stream would otherwise hold the close for ever
  app.addHook('preClose', async () => orderEvents.close());

  app.get(
    '/staff/events',
    {
      schema: {
        tags: ['staff'],
        operationId: 'streamKitchenEvents',
        summary: 'Live stream of every order placed and every status change, for the kitchen’s boards',
        description: STREAM_DESCRIPTION,
        security: bearerSecurity,
        headers: OrderStreamHeaders,
        response: { ...streamResponse, ...errors(400, 401, 403, 429, 503) },
      },
      config: { rateLimit },
      onRequest: app.authenticate,
      preValidation: requireStaff(repos),
    },
    (request, reply) => refuseOrOpen(deps, request, reply),
  );

  app.get(
    '/orders/:id/events',
    {
      schema: {
        tags: ['orders'],
        operationId: 'streamOrderEvents',
        summary: "Live stream of one of the diner's orders: each status change (another diner's order is 404)",
        description: STREAM_DESCRIPTION,
        security: bearerSecurity,
        params: IdParams,
        headers: OrderStreamHeaders,
        response: { ...streamResponse, ...errors(400, 401, 404, 429, 503) },
      },
      config: { rateLimit },
      onRequest: app.authenticate,
      // the order's owner only, answered like GET /orders/{id}: someone else's order is indistinguishable from none
      preHandler: async (request) => {
        await repos.orderRepository.findMine(request.userId, request.params.id);
      },
    },
    (request, reply) => refuseOrOpen(deps, request, reply, request.params.id),
  );
};

export default eventRoutes;
